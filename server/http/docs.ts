// The docs at /docs: Redoc's page as scripts/docs.ts builds it (one file, Redoc inlined), under a strict
// Content-Security-Policy: its own inline scripts by their hashes, nothing from elsewhere, in no one's frame.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { NextFunction, Request, Response } from 'express';
import { ContractError } from '../contract/errors.js';
import { files } from '../files.js';

/** The page's inline scripts, as a browser reads them: from each <script> to the first </script> after it. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The policy for one build of the page: only its own inline scripts run. */
export function docsPolicy(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(([, script]) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
  return [
    "default-src 'none'",
    `script-src ${hashes.join(' ')}`,
    "style-src 'unsafe-inline'", // Redoc's styled-components write style elements as the page renders
    'img-src data:',
    'font-src data:',
    "base-uri 'self'", // the page's own <base href=""> (scripts/docs.ts), which names the page itself
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function docsPage() {
  let built: { mtimeMs: number; html: Buffer; policy: string } | undefined;
  return (_req: Request, res: Response, next: NextFunction) => {
    const mtimeMs = statSync(files.docs, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined)
      return next(
        new ContractError(
          'routeNotFound',
          'The docs are not built yet: `npm start` builds them in the background when openapi.yaml changes, and `npm run docs` builds them now.',
        ),
      );
    // Read again only when a build replaced the file (scripts/docs.ts renames a finished one into place).
    if (built?.mtimeMs !== mtimeMs) {
      const html = readFileSync(files.docs);
      built = { mtimeMs, html, policy: docsPolicy(html.toString('utf8')) };
    }
    res
      .set({ 'Content-Security-Policy': built.policy, 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' })
      .type('html')
      .send(built.html);
  };
}
