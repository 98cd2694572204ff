/**
 * A small TCP proxy (node:net) in front of a server (PostgreSQL, or the app for a browser), so a
 * test can make it unreachable without stopping it: cut() drops every connection and refuses new
 * ones (a network partition seen as resets), restore() lets them through again.
 */
import { once } from 'node:events';
import net from 'node:net';

export interface TcpProxy {
  /** 127.0.0.1:port of the proxy. */
  port: number;
  /** The same URL as `target` with the proxy's host and port. */
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A proxy to the host and port of `targetUrl` (postgres://..., http://...), on a free loopback port. */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const targetHost = target.hostname;
  const open = new Set<net.Socket>();
  let isCut = false;

  const server = net.createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    port,
    url: url.toString(),
    cut() {
      isCut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      isCut = false;
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
