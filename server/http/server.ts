// The Node HTTP server for an Express app: bounded in the connections it holds and how long a request may take to
// arrive, and building each request and response with the app's prototypes.
import { createServer, IncomingMessage, ServerResponse, type Server, type ServerOptions } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { Socket } from 'node:net';
import type { Express } from 'express';
import ipaddr from 'ipaddr.js';
import type { Config } from '../config.js';
import { deviceOn } from '../performance.js';

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
  if (limits) {
    server.keepAliveTimeout = limits.keepAliveTimeoutMs; // not an option of createServer before Node 24
    capConnections(server, limits, onRefused);
  }
  return server;
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
 * counts until its socket closes, which Node's HTTP server does as soon as either side ends it.
 */
function capConnections(server: Listener, { max, maxPerAddress }: ConnectionLimits, onRefused?: (address: string, by: RefusedBy) => void) {
  const open = new Map<string, number>();
  let all = 0;
  server.on('connection', (socket: Socket) => {
    const source = sourceOf(socket.remoteAddress ?? '');
    const count = open.get(source) ?? 0;
    const by = all >= max ? 'MAX_CONNECTIONS' : count >= maxPerAddress ? 'MAX_CONNECTIONS_PER_ADDRESS' : undefined;
    if (by) {
      socket.destroy();
      onRefused?.(socket.remoteAddress ?? '', by);
      return;
    }
    open.set(source, count + 1);
    all++;
    socket.once('close', () => {
      all--;
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
