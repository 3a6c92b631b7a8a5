// Masking a body before the dashboard keeps it: every value under a name the spec marks x-secret is replaced, at any
// depth (an object under such a name, as onIntegrationConnected's accessToken payload, is walked: the secrets in it are
// under secret names of their own), and what is past the size the dashboard keeps is cut. Walks the objects the request already built (the
// parsed body, the answered envelope), never serializes them, and copies only what it changes: a subtree without a
// secret and within the size is kept as it is, shared with the request, which no longer changes it.
import { SECRET_FIELDS, SECRET_WHOLE_FIELDS } from '../../../client/operations.js';

export const MASKED = '[masked]';
export const TRUNCATED = '[truncated]';

// In any letter case: the public service binds `AuthToken` as `authToken`, and so does the lenient binding.
const SECRET = new Set<string>(SECRET_FIELDS.map((name) => name.toLowerCase()));
const SECRET_WHOLE = new Set<string>(SECRET_WHOLE_FIELDS.map((name) => name.toLowerCase()));
/** A Link session id: a bearer secret wherever it is, inside a URL too (a Link page, a pay link, a catalog link). */
const SESSION_ID = /ls_[0-9a-f]+/gi;
const HAS_SESSION_ID = /ls_[0-9a-f]/i;
const SESSION_MASKED = `ls_${MASKED}`;
/** How a secret's name appears in JSON.stringify's text of an object that holds it (`"name":`), or a session id. */
const SECRET_KEY = new RegExp(
  `"(?:${SECRET_FIELDS.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})":|ls_[0-9a-f]`,
  'i',
);
/** What a number, boolean or null costs of the budget: about its JSON. */
const SCALAR_BYTES = 8;

interface Walk {
  /** What is left of the size the dashboard keeps, in about the bytes of the JSON. */
  left: number;
  truncated: boolean;
  masked: string[];
  /** The keys from the root to the node walked: a pointer is built from them only for what is masked. */
  keys: (string | number)[];
}

/** The JSON pointer of the node under `key` (RFC 6901). */
function pointerOf(keys: (string | number)[], key: string): string {
  let pointer = '';
  for (const k of [...keys, key]) pointer += `/${typeof k === 'number' ? k : k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  return pointer;
}

/** Sets a property on a copy, own even for `__proto__` (which an assignment would take for the prototype). */
function put(target: Record<string, unknown>, key: string, value: unknown) {
  if (key === '__proto__') Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}

/** The string with each Link session id in it masked (a URL keeps its shape); its pointer is listed as masked. */
function withoutSessionId(text: string, state: Walk): string {
  const last = state.keys.length - 1;
  state.masked.push(pointerOf(state.keys.slice(0, last), String(state.keys[last])));
  return text.replace(SESSION_ID, SESSION_MASKED);
}

function walk(node: unknown, state: Walk): unknown {
  if (node === null || typeof node !== 'object') {
    const scalar = typeof node === 'string' && HAS_SESSION_ID.test(node) ? withoutSessionId(node, state) : node;
    const cost = typeof scalar === 'string' ? scalar.length + 2 : SCALAR_BYTES;
    if (cost <= state.left) {
      state.left -= cost;
      return scalar;
    }
    state.truncated = true;
    state.left = 0;
    return typeof scalar === 'string' ? `${scalar.slice(0, 256)}…${TRUNCATED}` : TRUNCATED;
  }
  if (Array.isArray(node)) return walkArray(node, state);
  return walkObject(node as Record<string, unknown>, state);
}

function walkArray(node: unknown[], state: Walk): unknown[] {
  let copy: unknown[] | undefined;
  for (let i = 0; i < node.length; i++) {
    if (state.left <= 0) {
      state.truncated = true;
      return [...(copy ?? node).slice(0, i), TRUNCATED];
    }
    const item = node[i];
    state.keys.push(i);
    const walked = walk(item, state);
    state.keys.pop();
    if (walked !== item) {
      copy ??= node.slice();
      copy[i] = walked;
    }
  }
  return copy ?? node;
}

function walkObject(node: Record<string, unknown>, state: Walk): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in node) {
    const value = node[key];
    state.left -= key.length + 3;
    let walked: unknown;
    if (state.left <= 0) {
      state.truncated = true;
      walked = TRUNCATED;
    } else if (
      value !== null &&
      value !== undefined &&
      (SECRET_WHOLE.has(key.toLowerCase()) || (SECRET.has(key.toLowerCase()) && typeof value !== 'object'))
    ) {
      state.masked.push(pointerOf(state.keys, key));
      walked = MASKED;
    } else {
      state.keys.push(key);
      walked = walk(value, state);
      state.keys.pop();
    }
    if (walked !== value) {
      copy ??= { ...node };
      put(copy, key, walked);
    }
  }
  return copy ?? node;
}

const NONE: readonly string[] = Object.freeze([]);

export interface Masked {
  /** The body with every secret replaced and cut to the size kept. */
  value: unknown;
  /** JSON pointers of what was masked, under `/at`. */
  masked: readonly string[];
  truncated: boolean;
}

/**
 * The body as the dashboard may keep it: secrets masked, at most about `limitBytes` of JSON. Pointers start `/at`.
 * `text`, the JSON the server sent of it where it has it, spares the walk when it holds no secret's name and is
 * within the size: nothing is then masked or cut, and the body is kept as it is.
 */
export function maskBody(body: unknown, limitBytes: number, at: string, text?: string): Masked {
  if (text !== undefined && text.length <= limitBytes && !SECRET_KEY.test(text))
    return { value: body ?? null, masked: NONE, truncated: false };
  const state: Walk = { left: limitBytes, truncated: false, masked: [], keys: [at] };
  const value = body === undefined ? null : walk(body, state);
  return { value, masked: state.masked, truncated: state.truncated };
}
