// Paging by cursor, as the public service pages its lists: the cursor says where the next page starts.
import { fieldError } from '../contract/errors.js';

/** A page cursor: the offset of the next page, opaque to callers. */
export const cursorOf = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
export function offsetOf(cursor: string | null | undefined): number {
  if (cursor === undefined || cursor === null) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match)
    throw fieldError('invalidField', 'cursor is not one this service gave.', {
      field: 'cursor',
      message: 'must be the cursor of a previous page',
      errorCode: 'cursor',
    });
  return Number(match[1]);
}
