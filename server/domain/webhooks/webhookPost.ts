// One delivery attempt: a POST over node:http(s) that connects to the address the URL was checked on, never to
// what a second DNS lookup would answer, and keeps the host name for the Host header and TLS.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

export interface Pinned {
  address: string;
  family: 4 | 6;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The start of the receiver's body, at most EXCERPT_BYTES of it, as UTF-8 text. */
  excerpt: string;
}

/** How much of a receiver's answer an attempt keeps (the dashboard shows it). */
export const EXCERPT_BYTES = 1024;

/** How large the receiver's answer headers may be in all; past it the attempt fails (as a parse error). */
export const MAX_ANSWER_HEADER_BYTES = 16 * 1024;

/**
 * A receiver's bytes as text that any store keeps: invalid UTF-8 (and a character cut at the end) is dropped rather
 * than replaced, and so is NUL, which PostgreSQL refuses in text.
 */
export function cleanText(bytes: Buffer | string): string {
  const text = typeof bytes === 'string' ? bytes : bytes.toString('utf8');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing NUL is the point
  return text.replace(/[\u0000\uFFFD]/g, '');
}

/** Node's connect asks for one address, or for all of them (when it may try several families). */
const pinnedLookup =
  ({ address, family }: Pinned): LookupFunction =>
  (_host, options, callback) => {
    if (options.all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };

/**
 * Posts `body` to `url` through `pinned`, answering with the receiver's status and the start of its body once that
 * body ended or EXCERPT_BYTES of it came; the rest is discarded.
 */
export function postPinned(
  url: string,
  pinned: Pinned,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<Answer> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(pinned),
        signal,
        maxHeaderSize: MAX_ANSWER_HEADER_BYTES,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const answer = () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            excerpt: cleanText(Buffer.concat(chunks).subarray(0, EXCERPT_BYTES)),
          });
        response.on('data', (chunk: Buffer) => {
          if (size >= EXCERPT_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size >= EXCERPT_BYTES) answer(); // enough: the rest flows on and is dropped
        });
        response.on('end', answer);
        response.on('error', answer);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
