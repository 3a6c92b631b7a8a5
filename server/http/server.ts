// The Node HTTP server for an Express app, building each request and response with the app's prototypes.
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Express } from 'express';
import { deviceOn } from '../performance.js';

/**
 * A performance device (server/performance.ts). Express gives every request and response its own prototype
 * (Object.setPrototypeOf) as it takes them, which leaves V8 with slow objects for all that Node and Express then do
 * with them. Built with those prototypes from the start, the swap changes nothing and they stay fast objects.
 * Node's IncomingMessage and ServerResponse are plain constructor functions; were one a class (a future Node), the
 * server is built as usual.
 */
export function expressServer(app: Express): Server {
  if (!deviceOn('expressPrototypes') || isClass(IncomingMessage) || isClass(ServerResponse)) return createServer(app);
  return createServer(
    { IncomingMessage: withPrototype(IncomingMessage, app.request), ServerResponse: withPrototype(ServerResponse, app.response) },
    app,
  );
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
