/**
 * The e-mail outbox's delivery (issue #6 "Confirmation": delivered over SMTP to a configurable
 * server, by default written to .data/mail/; each e-mail sent at most once).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { deliverPending } from '../src/mail/deliver';
import { describeOnDatabases } from './databases';
import { testConfig } from './support/api';
import { emlDecoded, emlHeaders } from './support/eml';
import { insertOrderRow, insertOutboxEmail } from './support/order-rows';

interface ReceivedMessage {
  to: string[];
  raw: string;
}

/** An SMTP server in this process: what it received, and a recipient it refuses (a failing send). */
async function startSmtpServer(refuse = 'refused@example.com') {
  const received: ReceivedMessage[] = [];
  const attempts: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // No TLS in a test: nodemailer would otherwise upgrade to the server's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      attempts.push(address.address);
      callback(address.address === refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const outboxRow = async (database: Database, id: number) =>
  (await database.query<{ claimed_at: Date | null; sent_at: Date | null; last_error: string | null }>('SELECT claimed_at, sent_at, last_error FROM outbox_emails WHERE id = $1', [id]))[0]!;

describeOnDatabases('e-mail delivery', ({ database }) => {
  let mailDir: string;
  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'tireshop-mail-'));
  });
  afterAll(async () => {
    await rm(mailDir, { recursive: true, force: true });
  });

  it('writes a real .eml named after the time, kind and order number when no SMTP server is set', async () => {
    const order = await insertOrderRow(database());
    const id = await insertOutboxEmail(database(), order, 'order-confirmation', 'ana@example.com');

    expect(await deliverPending(database(), testConfig({ mailDir, mailFrom: 'tireshop <orders@shop.test>' }))).toEqual({ sent: 1, failed: 0 });

    const files = (await readdir(mailDir)).filter((f) => f.endsWith(`-order-confirmation-${order.orderNumber}.eml`));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-order-confirmation-\d+\.eml$/);
    const eml = await readFile(join(mailDir, files[0]!), 'utf8');
    const headers = emlHeaders(eml);
    expect(headers.get('to')).toBe('ana@example.com');
    expect(headers.get('from')).toBe('tireshop <orders@shop.test>');
    expect(headers.get('subject')).toBe(`Your tireshop order ${order.orderNumber} is confirmed`);
    expect(headers.get('message-id')).toMatch(/^<.+@.+>$/);
    expect(headers.get('content-type')).toMatch(/^multipart\/alternative; boundary=/);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(emlDecoded(eml)).toContain(`Order number: ${order.orderNumber}`);

    const row = await outboxRow(database(), id);
    expect(row.claimed_at).not.toBeNull();
    expect(row.sent_at).not.toBeNull();
    // Nothing is sent twice.
    expect(await deliverPending(database(), testConfig({ mailDir }))).toEqual({ sent: 0, failed: 0 });
    expect((await readdir(mailDir)).filter((f) => f.includes(order.orderNumber))).toHaveLength(1);
  });

  describe('over SMTP', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(async () => {
      await smtp.close();
    });
    afterEach(() => {
      smtp.received.length = 0;
      smtp.attempts.length = 0;
    });

    it('sends each e-mail to its recipient once', async () => {
      const order = await insertOrderRow(database());
      await insertOutboxEmail(database(), order, 'order-confirmation', 'buyer@example.com');

      expect(await deliverPending(database(), testConfig({ smtpUrl: smtp.url }))).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['buyer@example.com']);
      expect(emlHeaders(smtp.received[0]!.raw).get('subject')).toBe(`Your tireshop order ${order.orderNumber} is confirmed`);

      expect(await deliverPending(database(), testConfig({ smtpUrl: smtp.url }))).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    });

    it('records a refused send and never tries that e-mail again', async () => {
      const order = await insertOrderRow(database());
      const refused = await insertOutboxEmail(database(), order, 'order-confirmation', 'refused@example.com');
      const fine = await insertOutboxEmail(database(), order, 'order-cancelled', 'ana@example.com');

      expect(await deliverPending(database(), testConfig({ smtpUrl: smtp.url }))).toEqual({ sent: 1, failed: 1 });
      const row = await outboxRow(database(), refused);
      expect(row.claimed_at).not.toBeNull();
      expect(row.sent_at).toBeNull();
      expect(row.last_error).toMatch(/550|Mailbox unavailable/);
      expect((await outboxRow(database(), fine)).sent_at).not.toBeNull();

      expect(await deliverPending(database(), testConfig({ smtpUrl: smtp.url }))).toEqual({ sent: 0, failed: 0 });
      expect(smtp.attempts.filter((a) => a === 'refused@example.com')).toHaveLength(1);
      expect(smtp.received.map((m) => m.to)).toEqual([['ana@example.com']]);
    });

    it('leaves an unreachable server as a recorded failure, not a crash', async () => {
      const order = await insertOrderRow(database());
      const id = await insertOutboxEmail(database(), order);
      // Port 9 (discard) on localhost: nothing listens there.
      expect(await deliverPending(database(), testConfig({ smtpUrl: 'smtp://127.0.0.1:9' }))).toEqual({ sent: 0, failed: 1 });
      expect((await outboxRow(database(), id)).last_error).toMatch(/ECONNREFUSED|connect/i);
    });
  });
});

describeOnDatabases(
  'e-mail delivery by concurrent workers',
  ({ database }) => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer();
    });
    afterAll(async () => {
      await smtp.close();
    });

    it('delivers each order e-mail exactly once when two workers run at the same time', async () => {
      const orders = [];
      for (let i = 0; i < 12; i++) {
        const order = await insertOrderRow(database());
        await insertOutboxEmail(database(), order, 'order-confirmation', `buyer${i}@example.com`);
        orders.push(order);
      }
      const config = testConfig({ smtpUrl: smtp.url });
      const rounds = await Promise.all([deliverPending(database(), config), deliverPending(database(), config)]);
      // A worker may stop early when the other claims the row it was about to take; a later round sends the rest.
      const last = await deliverPending(database(), config);
      expect(rounds[0].sent + rounds[1].sent + last.sent).toBe(12);
      expect(rounds.every((r) => r.failed === 0)).toBe(true);

      const recipients = smtp.received.flatMap((m) => m.to).sort();
      expect(recipients).toEqual(Array.from({ length: 12 }, (_, i) => `buyer${i}@example.com`).sort());
      const sent = await database().query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_emails WHERE sent_at IS NOT NULL');
      expect(sent[0]!.n).toBe(12);
      expect(await deliverPending(database(), config)).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(12);
    });
  },
  { kinds: ['postgres'] },
);
