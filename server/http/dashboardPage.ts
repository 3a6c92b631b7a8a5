// Serves the dashboard (server/dashboard, bundled by `npm run build`) at /dashboard: its page, script and stylesheet,
// under a strict Content-Security-Policy: scripts, styles and connections to this origin only, in no one's frame.
// The page itself holds no data: it signs in with the client's id and secret and calls the API like any client.
import { readFileSync } from 'node:fs';
import { Router, type Response } from 'express';
import { files } from '../files.js';

const ASSETS: Record<string, string> = { 'app.js': 'text/javascript; charset=utf-8', 'app.css': 'text/css; charset=utf-8' };

const POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The built files, read once; undefined until `npm run build` has run. */
function readBundle(): Record<string, Buffer> | undefined {
  try {
    return Object.fromEntries(
      ['index.html', ...Object.keys(ASSETS)].map((name) => [name, readFileSync(new URL(name, files.dashboardDist))]),
    );
  } catch {
    return undefined;
  }
}

export function dashboardPage() {
  const router = Router({ caseSensitive: true, strict: true });
  let bundle: Record<string, Buffer> | undefined;
  const secure = (res: Response) =>
    res.set({ 'Content-Security-Policy': POLICY, 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' });

  router.get('/dashboard', (_req, res) => {
    bundle ??= readBundle();
    secure(res).set('Cache-Control', 'no-store');
    if (!bundle) {
      res.status(503).type('text/plain').send('The dashboard is not built. Run `npm run build` (npm start and npm test do it).');
      return;
    }
    res.type('html').send(bundle['index.html']);
  });
  router.get('/dashboard/assets/:file', (req, res, next) => {
    bundle ??= readBundle();
    const type = ASSETS[req.params.file];
    const body = type && bundle?.[req.params.file];
    if (!body) return next();
    secure(res).set('Cache-Control', 'no-cache').type(type).send(body);
  });
  return router;
}
