// Configuration from the environment; every variable is documented in the README.

export interface Config {
  port: number;
  adminPort: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminApiKey: string | undefined;
  sandboxClientId: string | undefined;
  sandboxClientSecret: string | undefined;
  /** Base URL of the public listener, used in link tokens. */
  publicUrl: string;
  /** Validate responses against the spec (off in production unless asked for). */
  validateResponses: boolean;
  bodyLimitBytes: number;
  rateLimit: { burst: number; perSecond: number };
  logLevel: string;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = env.HOST || '127.0.0.1';
  const port = int(env, 'PORT', 3000);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    adminPort: int(env, 'ADMIN_PORT', 3001),
    host,
    dataDir: env.DATA_DIR || './.data',
    databaseUrl: env.DATABASE_URL || undefined,
    adminApiKey: env.ADMIN_API_KEY || undefined,
    sandboxClientId: env.SANDBOX_CLIENT_ID || undefined,
    sandboxClientSecret: env.SANDBOX_CLIENT_SECRET || undefined,
    publicUrl: env.PUBLIC_URL || `http://${host}:${port}`,
    validateResponses: env.VALIDATE_RESPONSES ? env.VALIDATE_RESPONSES === 'true' : !production,
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    rateLimit: { burst: int(env, 'RATE_LIMIT_BURST', 100), perSecond: int(env, 'RATE_LIMIT_PER_SECOND', 50) },
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'info'),
  };
}
