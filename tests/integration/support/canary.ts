import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A server on a loopback port that stands for everything private an attacker might aim the assessment at: it
 * answers anything, and records every request it gets, so a test can show that none reached it. It listens on
 * IPv4 loopback and, where the machine has it, on IPv6 loopback at the same port.
 */
export interface Canary {
  port: number;
  /** Every request that reached it, as "METHOD path". */
  hits: string[];
  close(): Promise<void>;
}

export async function startCanary(): Promise<Canary> {
  const hits: string[] = [];
  const handler: RequestListener = (request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.end('canary: this request should never have been made');
  };
  const v4 = createServer(handler);
  await new Promise<void>((resolve) => v4.listen(0, '127.0.0.1', resolve));
  const { port } = v4.address() as AddressInfo;
  const servers: Server[] = [v4];
  const v6 = createServer(handler);
  const v6Listening = await new Promise<boolean>((resolve) => {
    v6.once('error', () => resolve(false));
    v6.listen(port, '::1', () => resolve(true));
  });
  if (v6Listening) servers.push(v6);
  return {
    port,
    hits,
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
