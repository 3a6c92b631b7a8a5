// What the logs may say of a failure or a text: never a secret, never a Link session id.

/**
 * What the logs say of a failure: its name, code and message. Never the error object itself: a store's error
 * carries its SQL and parameters, among them secrets (webhook secrets, signing keys).
 */
export function loggable(error: unknown): { name: string; code?: string; message: string } {
  if (!(error instanceof Error)) return { name: typeof error, message: withoutSessionIds(String(error).slice(0, 200)) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, ...(typeof code === 'string' ? { code } : {}), message: withoutSessionIds(error.message.slice(0, 500)) };
}

/**
 * Text for the logs without Link session ids: the Link page URL holds one, and a link token is only that URL in
 * Base64, so a log reader who saw one could start the session.
 */
export const withoutSessionIds = (text: string) => text.replace(/ls_[0-9a-f]+/gi, 'ls_[redacted]');
