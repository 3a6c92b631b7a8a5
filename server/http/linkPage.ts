// Serves the Link page (server/link-page, bundled by `npm run build`) at the URL a link token encodes,
// and the shareable payment link. The page is embeddable by the SDK's host app: no X-Frame-Options, and a
// frame-ancestors policy of local development origins plus the operator's (LINK_FRAME_ANCESTORS). The institutions'
// logos are served beside it, for the page and for host apps (the SDK's brokerBrandInfo URLs).
import { readFileSync } from 'node:fs';
import { Router, type Response } from 'express';
import { institutionTypeValues } from '../../generated/openapi.js';
import type { Config } from '../config.js';
import type { LinkSessions } from '../domain/linkSessions.js';
import { files } from '../files.js';
import type { Institutions } from '../institutions/adapter.js';
import { logoOf, logoSvg } from '../institutions/brands.js';
import type { InstitutionType } from '../institutions/catalog.js';

const LINK_PAGE_DIST = files.linkPageDist;
const ASSETS: Record<string, string> = { 'app.js': 'text/javascript; charset=utf-8', 'app.css': 'text/css; charset=utf-8' };
const SESSION_ID = /^ls_[0-9a-f]{24}$/;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The built files, read once; undefined until `npm run build` has run. */
function readBundle(): { html: string; assets: Record<string, Buffer> } | undefined {
  try {
    return {
      html: readFileSync(new URL('index.html', LINK_PAGE_DIST), 'utf8'),
      assets: Object.fromEntries(Object.keys(ASSETS).map((name) => [name, readFileSync(new URL(name, LINK_PAGE_DIST))])),
    };
  } catch {
    return undefined;
  }
}

const isInstitutionType = (type: string): type is InstitutionType => (institutionTypeValues as readonly string[]).includes(type);

export function linkPage(config: Config, linkSessions: Pick<LinkSessions, 'linkTokenOf'>, institutions: Institutions) {
  const router = Router({ caseSensitive: true, strict: true });
  let bundle = readBundle();
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${config.linkFrameAncestors.join(' ')}`,
  ].join('; ');

  const secure = (res: Response) =>
    res.set({ 'Content-Security-Policy': policy, 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' });

  const page = (kind: 'link' | 'pay') => (req: { params: { sessionId?: string } }, res: Response) => {
    bundle ??= readBundle();
    secure(res).set('Cache-Control', 'no-store');
    if (!bundle) {
      res.status(503).type('text/plain').send('The Link page is not built. Run `npm run build` (npm start and npm test do it).');
      return;
    }
    const id = req.params.sessionId ?? '';
    // An unknown id still gets the page, which says the link is invalid in words a user understands.
    const linkToken = SESSION_ID.test(id) ? linkSessions.linkTokenOf(id) : '';
    res.type('html').send(bundle.html.replace('%LINK_TOKEN%', escapeHtml(linkToken)).replace('%ENTRY%', kind));
  };

  router.get('/link/assets/:file', (req, res, next) => {
    bundle ??= readBundle();
    const type = ASSETS[req.params.file];
    const body = type && bundle?.assets[req.params.file];
    if (!body) return next();
    secure(res).set('Cache-Control', 'no-cache').type(type).send(body);
  });
  // A logo is the same for every client and changes only with the sandbox's version: cached for a day.
  router.get('/link/assets/logos/:file', (req, res, next) => {
    const logo = logoOf(req.params.file);
    if (!logo || !isInstitutionType(logo.type)) return next();
    const svg = logoSvg(logo.type, institutions(logo.type).name, logo.kind, logo.theme);
    secure(res).set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });
  router.get('/link/:sessionId', page('link'));
  router.get('/pay/:sessionId', page('pay'));
  return router;
}
