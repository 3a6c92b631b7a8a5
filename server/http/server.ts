// The Node HTTP server for an Express app: bounded in the connections it holds and how long a request may take to
// arrive, and building each request and response with the app's prototypes.
import { createServer, IncomingMessage, ServerResponse, type Server, type ServerOptions } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { Socket } from 'node:net';
import type { Express } from 'express';
import ipaddr from 'ipaddr.js';
import type { Config } from '../config.js';
import { ContractError } from '../contract/errors.js';
import { deviceOn } from '../performance.js';
import { errorBody } from './errorHandler.js';

export type ConnectionLimits = Config['connections'];
/** A listener: HTTP, or HTTPS (an HTTP server over TLS, with the same requests, limits and methods). */
export type Listener = Server | HttpsServer;

/**
 * A performance device (server/performance.ts). Express gives every request and response its own prototype
 * (Object.setPrototypeOf) as it takes them, which leaves V8 with slow objects for all that Node and Express then do
 * with them. Built with those prototypes from the start, the swap changes nothing and they stay fast objects.
 * Node's IncomingMessage and ServerResponse are plain constructor functions; were one a class (a future Node), the
 * server is built as usual.
 */
export function expressServer(
  app: Express,
  limits?: ConnectionLimits,
  onRefused?: (address: string, by: RefusedBy) => void,
  /** HTTPS with this certificate and key (PEM); plain HTTP without. */
  tls?: { cert: Buffer; key: Buffer },
): Listener {
  const options: ServerOptions = {
    ...(limits ? timeouts(limits) : {}),
    ...(!deviceOn('expressPrototypes') || isClass(IncomingMessage) || isClass(ServerResponse)
      ? {}
      : { IncomingMessage: withPrototype(IncomingMessage, app.request), ServerResponse: withPrototype(ServerResponse, app.response) }),
  };
  // Over TLS the handshake comes first, and Node gives it 120 s of its own (handshakeTimeout): an idle or half-open
  // connection would hold its place that long. It gets what a request's headers get.
  const server = tls
    ? createHttpsServer({ ...options, ...tls, ...(limits ? { handshakeTimeout: limits.headersTimeoutMs } : {}) }, app)
    : createServer(options, app);
  if (tls) answerPlainHttp(server as HttpsServer, limits?.headersTimeoutMs ?? HANDSHAKE_TIMEOUT_MS);
  if (limits) {
    server.keepAliveTimeout = limits.keepAliveTimeoutMs; // not an option of createServer before Node 24
    // A configured proxy (TRUSTED_PROXIES) carries many clients' requests: it counts in all, never against one address's share.
    const trusted = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    capConnections(server, limits, (address) => trusted(address, 0), onRefused);
    trackAnswers(server);
  }
  return server;
}

/** What each listener is answering, so that a drain lets it end (drain, below). */
const answering = new WeakMap<Listener, Set<ServerResponse>>();

function trackAnswers(server: Listener) {
  const open = new Set<ServerResponse>();
  answering.set(server, open);
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
    if (!server.listening) res.shouldKeepAlive = false; // arrived on a kept-alive connection as the drain began
  });
}

/**
 * Stops a listener taking connections and lets what it is answering end, within `withinMs` (a container's stop): each
 * answer is its connection's last (`Connection: close`), event streams end at once (their readers come back with
 * Last-Event-ID, to another process behind a balancer), and whatever is left at the deadline (an answer a fault
 * holds) is cut.
 */
export async function drain(server: Listener, withinMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const res of answering.get(server) ?? []) {
    // An answer whose headers went out said keep-alive: its connection is closed once idle after it.
    if (!res.headersSent) res.shouldKeepAlive = false;
    else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
    if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) res.end();
  }
  server.closeIdleConnections();
  let deadline: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise((resolve) => (deadline = setTimeout(resolve, withinMs)))]);
  clearTimeout(deadline);
  server.closeAllConnections();
  await closed;
}

/** TLS's own bound on a connection that has not begun its handshake, where no HEADERS_TIMEOUT_MS applies. */
const HANDSHAKE_TIMEOUT_MS = 120_000;
/** The first byte of every TLS connection: a handshake record (RFC 8446, 5.1). */
const TLS_HANDSHAKE = 0x16;

/**
 * A plain-HTTP request on the HTTPS port (`http://` where `https://` was meant) is answered `400` with the address to
 * use instead of the empty reply TLS gives it. Node's TLS listener starts the handshake on each new connection; here
 * the connection's first bytes are read first, then handed to it (a TLS socket reads what its raw socket already
 * holds), or answered and closed. A connection that sends nothing is closed after `timeoutMs`.
 */
function answerPlainHttp(server: HttpsServer, timeoutMs: number) {
  const startTls = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    socket.on('error', () => socket.destroy()); // a reset before the first byte: nothing to answer
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.once('data', (first: Buffer) => {
      socket.setTimeout(0);
      socket.pause();
      socket.unshift(first);
      if (first[0] === TLS_HANDSHAKE) for (const listener of startTls) listener.call(server, socket);
      else answerInPlainText(socket, first);
    });
  });
}

/** The 400 of a plain-HTTP request on the HTTPS port, in the error envelope, naming the https:// address it meant. */
function answerInPlainText(socket: Socket, first: Buffer) {
  const head = first.toString('latin1', 0, Math.min(first.length, 4096));
  const target = /^[A-Z]+ (\/[\x21-\x7e]{0,512}) HTTP\/1\.[01]\r\n/.exec(head)?.[1] ?? '/';
  const host = /\r\nhost:[ \t]*([A-Za-z0-9.\-:[\]]{1,261})[ \t]*\r\n/i.exec(head)?.[1];
  const meant = host ? `https://${host}${target}` : 'https:// and this address';
  const body = JSON.stringify(
    errorBody(
      new ContractError('badRequest', `This port serves HTTPS (TLS_CERT_FILE is set), and the request came as plain HTTP: use ${meant}.`),
      undefined,
    ),
  );
  socket.resume(); // the rest of the request is read and dropped, so that closing does not reset the answer away
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.setTimeout(5000, () => socket.destroy());
}

/**
 * Node's timeouts for a request that arrives too slowly: its headers within headersTimeoutMs of its start (a
 * connection that sends nothing counts too), its body within bodyTimeoutMs more. Node answers 408 and closes the
 * connection. It checks them on an interval, 30 s by default, far longer than they last here: a quarter of the
 * shorter one, at most a second. An idle kept-alive connection is closed after keepAliveTimeoutMs.
 */
const timeouts = ({ headersTimeoutMs, bodyTimeoutMs }: ConnectionLimits): ServerOptions => ({
  headersTimeout: headersTimeoutMs,
  requestTimeout: headersTimeoutMs + bodyTimeoutMs,
  connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(Math.min(headersTimeoutMs, bodyTimeoutMs) / 4))),
});

/**
 * A source of connections: its address, an IPv6 one by its /64, which one host usually holds whole (an IPv4 address
 * in IPv6 form is that IPv4 address).
 */
export function sourceOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  return parsed.kind() === 'ipv6'
    ? `${(parsed as ipaddr.IPv6).parts
        .slice(0, 4)
        .map((p) => p.toString(16))
        .join(':')}::/64`
    : parsed.toString();
}

/** Why a connection was refused: the variable whose bound it passed. */
export type RefusedBy = 'MAX_CONNECTIONS' | 'MAX_CONNECTIONS_PER_ADDRESS';

/**
 * At most `max` connections open at once, `maxPerAddress` of them from one source; past either, a new connection is
 * closed as it is accepted, before it is read, so a flood of idle connections cannot take every file descriptor.
 * Both are counted here (not with Node's maxConnections) so that a refusal names the bound it passed. A connection
 * counts until its socket closes, which Node's HTTP server does as soon as either side ends it. A trusted proxy's
 * connections count in all only: which client each request comes from is known only once its headers are read.
 */
function capConnections(
  server: Listener,
  { max, maxPerAddress }: ConnectionLimits,
  proxy: (address: string) => boolean,
  onRefused?: (address: string, by: RefusedBy) => void,
) {
  const open = new Map<string, number>();
  let all = 0;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const source = proxy(address) ? undefined : sourceOf(address);
    const count = source === undefined ? 0 : (open.get(source) ?? 0);
    const by = all >= max ? 'MAX_CONNECTIONS' : count >= maxPerAddress ? 'MAX_CONNECTIONS_PER_ADDRESS' : undefined;
    if (by) {
      socket.destroy();
      onRefused?.(address, by);
      return;
    }
    if (source !== undefined) open.set(source, count + 1);
    all++;
    socket.once('close', () => {
      all--;
      if (source === undefined) return;
      const left = (open.get(source) ?? 1) - 1;
      if (left > 0) open.set(source, left);
      else open.delete(source);
    });
  });
}

// biome-ignore lint/complexity/noBannedTypes: Express's request and response constructors are plain functions or classes
const isClass = (fn: Function) => Function.prototype.toString.call(fn).startsWith('class');

/**
 * A constructor that runs Base on an object whose prototype is `prototype` (which inherits Base's). Not
 * Reflect.construct with another new.target: V8 builds those objects on a slow path, which costs more than the swap.
 */
// biome-ignore lint/complexity/noBannedTypes: as above, any constructor function
function withPrototype<T extends Function>(Base: T, prototype: object): T {
  function Built(this: object, ...args: unknown[]) {
    Base.apply(this, args);
  }
  Built.prototype = prototype;
  return Built as unknown as T;
}
