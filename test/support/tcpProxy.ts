// A TCP proxy in front of PostgreSQL that a test can cut and restore: the database "goes away" for the server
// under test (its connections drop, new ones are refused) while the real server and its data stay as they were.
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones, as a database that went down does. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const onConnection = (client: Socket) => {
    const upstream = createConnection(target);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer(onConnection);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server!.address() as { port: number }).port));
    });
  const stop = async () => {
    const closing = server && new Promise((r) => server!.close(r));
    server = undefined;
    for (const socket of sockets) socket.destroy();
    await closing;
  };
  const port = await listen(0);
  return {
    port,
    cut: stop,
    async restore() {
      if (!server) await listen(port);
    },
    close: stop,
  };
}

/** The URL with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}
