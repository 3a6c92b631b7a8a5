// What the server's browser pages share: the headers every page and asset is sent with, and a page bundled by
// `npm run build` (scripts/build.ts writes index.html, app.js and app.css to the page's dist folder), read on first
// use and answered under a policy of this origin only.
import { readFileSync } from 'node:fs';
import type { NextFunction, Request, Response } from 'express';
import { dictionary, type NullPrototype } from '../contract/dictionary.js';

/** A page's Content-Security-Policy: scripts, styles, images and connections of this origin only, framed as `frameAncestors` says. */
export const pagePolicy = (frameAncestors: string) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

/** Sets the headers a page or asset is sent with under `policy`. */
export const securedBy = (policy: string) => (res: Response) =>
  res.set({ 'Content-Security-Policy': policy, 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' });

/** The bundle's files by the name a request asks for (no prototype: a name such as `constructor` is none of them). */
const ASSETS = dictionary<Record<string, string>>({ 'app.js': 'text/javascript; charset=utf-8', 'app.css': 'text/css; charset=utf-8' });

/** The built files, read once; undefined until `npm run build` has run. */
function readBundle(dist: URL): { html: string; assets: Record<string, Buffer> & NullPrototype } | undefined {
  try {
    return {
      html: readFileSync(new URL('index.html', dist), 'utf8'),
      assets: dictionary(Object.fromEntries(Object.keys(ASSETS).map((name) => [name, readFileSync(new URL(name, dist))]))),
    };
  } catch {
    return undefined;
  }
}

/** A bundled page (`name` says which, in the answer when it is not built), sent under `policy`. */
export function builtPage(dist: URL, name: string, policy: string) {
  let bundle: ReturnType<typeof readBundle>;
  const secure = securedBy(policy);
  return {
    secure,
    /** Answers the page's HTML, as `fill` makes it of the built file; 503 with how to build it where it is not built. */
    sendPage(res: Response, fill: (html: string) => string = (html) => html) {
      bundle ??= readBundle(dist);
      secure(res).set('Cache-Control', 'no-store');
      if (!bundle) {
        res.status(503).type('text/plain').send(`The ${name} is not built. Run \`npm run build\` (npm start and npm test do it).`);
        return;
      }
      res.type('html').send(fill(bundle.html));
    },
    /** The route of its script and stylesheet: `:file` of the request. */
    sendAsset(req: Request<{ file: string }>, res: Response, next: NextFunction) {
      bundle ??= readBundle(dist);
      const type = ASSETS[req.params.file];
      const body = type && bundle?.assets[req.params.file];
      if (!body) return next();
      secure(res).set('Cache-Control', 'no-cache').type(type).send(body);
    },
  };
}
