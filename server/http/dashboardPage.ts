// Serves the dashboard (browser/dashboard, bundled by `npm run build`) at /dashboard: its page, script and stylesheet,
// under a strict Content-Security-Policy: scripts, styles and connections to this origin only, in no one's frame.
// The page itself holds no data: it signs in with the client's id and secret and calls the API like any client.
import { Router } from 'express';
import { files } from '../files.js';
import { builtPage, pagePolicy } from './builtPage.js';

export function dashboardPage() {
  const router = Router({ caseSensitive: true, strict: true });
  const page = builtPage(files.dashboardDist, 'dashboard', pagePolicy("'none'"));
  router.get('/dashboard', (_req, res) => page.sendPage(res));
  router.get('/dashboard/assets/:file', page.sendAsset);
  return router;
}
