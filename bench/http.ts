/** Plumbing of the benchmarks' bare baseline servers (size-listing.ts, cart.ts, booking.ts) and of their load (booking.ts, orders.ts). */
import { Agent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';

/** Starts `server` on a free local port; answers the port. */
export const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** A request's whole body, as text. */
export const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/** One request of a load: where it goes, its headers and its JSON body. */
export interface LoadRequest {
  path: string;
  headers: OutgoingHttpHeaders;
  body: string;
}

/**
 * POSTs every item once (as `toRequest` makes it) to `origin` over `connections` keep-alive
 * connections; answers each one's status and time (in the items' order) and the wall seconds.
 */
export async function postEach<T>(origin: string, items: readonly T[], connections: number, toRequest: (item: T) => LoadRequest) {
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const shots: { status: number; ms: number }[] = new Array(items.length);
  let next = 0;
  const send = (item: T) =>
    new Promise<number>((resolve, reject) => {
      const { path, headers, body } = toRequest(item);
      const req = httpRequest(
        { hostname, port, method: 'POST', path, agent, headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < items.length) {
        const i = next++;
        const t = performance.now();
        const status = await send(items[i]!);
        shots[i] = { status, ms: performance.now() - t };
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { shots, seconds };
}
