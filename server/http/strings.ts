// The spec's rule for strings (info, "Strings"): no NUL and no unpaired surrogate anywhere in a request. Neither
// engine can store them, so they are refused at the edge with the field's path, before validation or the store.
import type { NextFunction, Request, Response } from 'express';
import { ContractError } from '../contract/errors.js';

/** NUL, or a surrogate without its pair (matched on UTF-16 code units, hence no `u` flag). */
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unsafe = (s: string) => UNSAFE.test(s);

/** The path of the first string in `value`, key or value, that breaks the rule. */
function firstUnsafe(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return unsafe(value) ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}/${key}` : `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (unsafe(key)) return at;
    const found = firstUnsafe(item, at);
    if (found) return found;
  }
  return undefined;
}

/** Refuses a request whose body, query or path has a string with NUL or an unpaired surrogate. */
export function refuseUnsafeStrings(req: Request, _res: Response, next: NextFunction) {
  const path = firstUnsafe(req.body, '/body') ?? firstUnsafe(req.query, '/query') ?? (unsafe(safeDecode(req.path)) ? '/path' : undefined);
  if (!path) return next();
  const message = 'must not contain NUL (U+0000) or an unpaired surrogate';
  next(new ContractError('invalidField', `${path.slice(1).replace(/\//g, '.')} ${message}.`, { errorData: { errors: [{ path, message, errorCode: 'unsafeString' }] } }));
}

/** The decoded path; a malformed escape is left to routing, which answers it. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '';
  }
}
