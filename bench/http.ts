/** Plumbing of the benchmarks' bare baseline servers (size-listing.ts, cart.ts, booking.ts). */
import type { IncomingMessage, Server } from 'node:http';
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
