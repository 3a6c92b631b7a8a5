// The "try it" console at /console: Swagger UI (swagger-ui-dist, from node_modules, no CDN) over this server's own
// spec, sending requests to this server. A developer authorizes once with the client's headers and calls the API
// from the browser. Its policy allows scripts and styles from this origin only, and connections to it alone.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Router } from 'express';
import { files } from '../files.js';
import { securedBy } from './builtPage.js';
import { dictionary } from '../contract/dictionary.js';

const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The page's files, by the name it asks for them: ours beside the page, Swagger UI's from its package. */
const ASSETS = dictionary<Record<string, { path: string; type: string }>>({
  'swagger-ui-bundle.js': { path: join(swaggerUi, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
  'swagger-ui.css': { path: join(swaggerUi, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'console.js': { path: new URL('console.js', files.consolePage).pathname, type: 'text/javascript; charset=utf-8' },
  'console.css': { path: new URL('console.css', files.consolePage).pathname, type: 'text/css; charset=utf-8' },
});

const POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'", // Swagger UI sets style attributes as it renders
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function apiConsole() {
  const router = Router({ caseSensitive: true, strict: true });
  // Read on first use: the server starts no slower for a page few requests ask for.
  const cache = new Map<string, Buffer>();
  const read = (path: string) => cache.get(path) ?? cache.set(path, readFileSync(path)).get(path)!;
  const secure = securedBy(POLICY);

  router.get(
    '/console',
    (_req, res) =>
      void secure(res)
        .type('html')
        .send(read(new URL('index.html', files.consolePage).pathname)),
  );
  router.get('/console/assets/:file', (req, res, next) => {
    const asset = ASSETS[req.params.file];
    if (!asset) return next();
    secure(res).set('Cache-Control', 'no-cache').type(asset.type).send(read(asset.path));
  });
  return router;
}
