// What every request must be before validation looks at it: strings without NUL or an unpaired surrogate (the
// spec's rule, info "Strings"; neither engine stores them), and a body of a sane shape, since a hostile one (tens
// of thousands of keys, deep nesting) would keep the validator busy and the event loop blocked.
import { parse } from 'node:querystring';
import type { NextFunction, Request, Response } from 'express';
import { ContractError } from '../contract/errors.js';

/** NUL, or a surrogate without its pair (matched on UTF-16 code units, hence no `u` flag). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unsafe = (s: string) => UNSAFE.test(s);

/**
 * No operation's request comes near these; past them a body is refused before validation. A whole export, which
 * sandboxImport alone takes, holds up to 200,000 items in one list (its schema's maxItems, which validation holds).
 */
const MAX_KEYS = 1_000;
const MAX_EXPORT_ITEMS = 200_000;
const MAX_DEPTH = 32;

class TooLarge {
  constructor(
    readonly path: string,
    readonly what: string,
  ) {}
}

/** The path of the first string in `value`, key or value, that breaks the rule; throws TooLarge past the bounds. */
function firstUnsafe(value: unknown, path: string, maxItems: number, depth = 0): string | undefined {
  if (typeof value === 'string') return unsafe(value) ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) throw new TooLarge(path, `nests deeper than ${MAX_DEPTH} levels`);
  const entries = Object.entries(value);
  const max = Array.isArray(value) ? maxItems : MAX_KEYS;
  if (entries.length > max) throw new TooLarge(path, `has more than ${max} ${Array.isArray(value) ? 'items' : 'fields'}`);
  for (const [key, item] of entries) {
    const at = Array.isArray(value) ? `${path}/${key}` : `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (unsafe(key)) return at;
    const found = firstUnsafe(item, at, maxItems, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Marks the request as the one that takes a whole export (sandboxImport's route): its lists may be as long as an export's. */
export function takesWholeExport(_req: Request, res: Response, next: NextFunction) {
  res.locals.wholeExport = true;
  next();
}

/** Refuses a request with a string with NUL or an unpaired surrogate in its body, query or path, or a body past the bounds. */
export function guardInput(req: Request, res: Response, next: NextFunction) {
  let path: string | undefined;
  const maxItems = res.locals.wholeExport === true ? MAX_EXPORT_ITEMS : MAX_KEYS;
  try {
    path =
      firstUnsafe(req.body, '/body', maxItems) ??
      firstUnsafe(req.query, '/query', MAX_KEYS) ??
      (unsafe(safeDecode(req.path)) ? '/path' : undefined);
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    const message = `${error.what}; no operation takes that much`;
    return next(
      new ContractError('badRequest', `${error.path.slice(1).replace(/\//g, '.') || 'The body'} ${message}.`, {
        errorData: { errors: [{ path: error.path, message, errorCode: 'tooLarge' }], total: 1 },
      }),
    );
  }
  if (!path) return next();
  const message = 'must not contain NUL (U+0000) or an unpaired surrogate';
  next(
    new ContractError('invalidField', `${path.slice(1).replace(/\//g, '.')} ${message}.`, {
      errorData: { errors: [{ path, message, errorCode: 'unsafeString' }], total: 1 },
    }),
  );
}

/** The decoded path; a malformed escape is left to routing, which answers it. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '';
  }
}

/**
 * The CORS policy: no cross-origin access. The API answers no browser of another origin (the Link page and the
 * console call it from its own origin; client secrets never belong in a browser), so a preflight is answered at once,
 * before authentication, without any Access-Control-Allow-* header, and the browser refuses the request.
 */
export function sameOriginOnly(req: Request, res: Response, next: NextFunction) {
  if (req.method !== 'OPTIONS' || !req.get('Access-Control-Request-Method')) return next();
  res.set('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers').status(204).end();
}

/**
 * Query strings as Express's simple parser reads them, but `Name[]=a&Name[]=b` (how axios, and so the public service's
 * Node client, sends an array) is `Name` with both values, as `Name=a&Name=b` is.
 */
export function parseQuery(query: string): Record<string, string | string[]> {
  const parsed = parse(query);
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    const name = key.endsWith('[]') && key.length > 2 ? key.slice(0, -2) : key;
    const prior = Object.hasOwn(out, name) ? out[name] : undefined;
    const merged = prior === undefined ? value : [...(Array.isArray(prior) ? prior : [prior]), ...(Array.isArray(value) ? value : [value])];
    // Defined, not assigned: `__proto__` is then a parameter like any other (and refused as unknown), not a prototype.
    Object.defineProperty(out, name, { value: merged, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
