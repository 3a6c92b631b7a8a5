// Serves the Link page (browser/link-page, bundled by `npm run build`) at the URL a link token encodes,
// and the shareable payment link. The page is embeddable by the SDK's host app: no X-Frame-Options, and a
// frame-ancestors policy of local development origins plus the operator's (LINK_FRAME_ANCESTORS). The institutions'
// logos are served beside it, for the page and for host apps (the SDK's brokerBrandInfo URLs).
import { Router, type Response } from 'express';
import { institutionTypeValues } from '../../generated/openapi.js';
import type { Config } from '../config.js';
import type { LinkSessions } from '../domain/connections/linkSessions.js';
import { files } from '../files.js';
import type { Institutions } from '../institutions/adapter.js';
import { logoOf, logoSvg } from '../institutions/brands.js';
import type { InstitutionType } from '../institutions/catalog.js';
import { builtPage, pagePolicy } from './builtPage.js';

const SESSION_ID = /^ls_[0-9a-f]{24}$/;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const isInstitutionType = (type: string): type is InstitutionType => (institutionTypeValues as readonly string[]).includes(type);

export function linkPage(config: Config, linkSessions: Pick<LinkSessions, 'linkTokenOf'>, institutions: Institutions) {
  const router = Router({ caseSensitive: true, strict: true });
  const built = builtPage(files.linkPageDist, 'Link page', pagePolicy(`'self' ${config.linkFrameAncestors.join(' ')}`));

  const page = (kind: 'link' | 'pay') => (req: { params: { sessionId?: string } }, res: Response) => {
    const id = req.params.sessionId ?? '';
    // An unknown id still gets the page, which says the link is invalid in words a user understands.
    const linkToken = SESSION_ID.test(id) ? linkSessions.linkTokenOf(id) : '';
    built.sendPage(res, (html) => html.replace('%LINK_TOKEN%', escapeHtml(linkToken)).replace('%ENTRY%', kind));
  };

  router.get('/link/assets/:file', built.sendAsset);
  // A logo is the same for every client and changes only with the sandbox's version: cached for a day.
  router.get('/link/assets/logos/:file', (req, res, next) => {
    const logo = logoOf(req.params.file);
    if (!logo || !isInstitutionType(logo.type)) return next();
    const svg = logoSvg(logo.type, institutions(logo.type).name, logo.kind, logo.theme);
    built.secure(res).set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });
  router.get('/link/:sessionId', page('link'));
  router.get('/pay/:sessionId', page('pay'));
  return router;
}
