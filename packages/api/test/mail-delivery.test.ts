/**
 * The e-mail outbox's delivery (issue #6 "Confirmation": delivered over SMTP to a configurable
 * server, by default written to .data/mail/), retried with backoff, picked up again after a sender
 * died, given up as a dead letter operations can send again — and never sent twice by two workers.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { OPS_CLIENT_ID } from '../src/auth/clients';
import { DEV_OPS_SECRET } from '../src/config';
import { deliverPending, OUTBOX_CLAIM_LEASE_MINUTES, OUTBOX_MAX_ATTEMPTS, outboxBackoffMs } from '../src/mail/deliver';
import { describeOnDatabases } from './databases';
import { jsonCall, testApi, testConfig } from './support/api';
import { clock } from './support/clock';
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

interface OutboxRow {
  claimed_at: Date | null;
  sent_at: Date | null;
  last_error: string | null;
  attempts: number;
  next_attempt_at: Date | null;
  dead_at: Date | null;
}
const outboxRow = async (database: Database, id: number) =>
  (
    await database.query<OutboxRow>(
      'SELECT claimed_at, sent_at, last_error, attempts, next_attempt_at, dead_at FROM outbox_emails WHERE id = $1',
      [id],
    )
  )[0]!;

async function opsToken(api: Awaited<ReturnType<typeof testApi>>): Promise<string> {
  const res = await api.token({ grant_type: 'client_credentials', client_id: OPS_CLIENT_ID, client_secret: DEV_OPS_SECRET });
  if (res.status !== 200) throw new Error(`ops token: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

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

    expect(await deliverPending(database(), testConfig({ mailDir, mailFrom: 'tireshop <orders@shop.test>' }), clock.now())).toEqual({
      sent: 1,
      failed: 0,
    });

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
    expect(await deliverPending(database(), testConfig({ mailDir }), clock.now())).toEqual({ sent: 0, failed: 0 });
    expect((await readdir(mailDir)).filter((f) => f.includes(order.orderNumber))).toHaveLength(1);
  });

  it('sends an e-mail whose sender died after claiming it once the claim has run out, and writes its file once', async () => {
    const order = await insertOrderRow(database());
    const id = await insertOutboxEmail(database(), order, 'order-confirmation', 'ana@example.com');
    const config = testConfig({ mailDir });
    const claimedAt = clock.now();
    // An attempt claimed it and wrote its file, and its process died before recording that.
    await database().query('UPDATE outbox_emails SET claimed_at = $2, attempts = 1 WHERE id = $1', [id, claimedAt]);
    const { createMailTransport } = await import('../src/mail/transport');
    const [queued] = await database().query<{ created_at: Date }>('SELECT created_at FROM outbox_emails WHERE id = $1', [id]);
    await createMailTransport(config).send({
      id,
      createdAt: queued!.created_at,
      kind: 'order-confirmation',
      orderNumber: order.orderNumber,
      to: 'ana@example.com',
      subject: 's',
      text: 't',
      html: '<p>h</p>',
    });

    expect(await deliverPending(database(), config, new Date(claimedAt.getTime() + (OUTBOX_CLAIM_LEASE_MINUTES - 1) * 60_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await deliverPending(database(), config, new Date(claimedAt.getTime() + (OUTBOX_CLAIM_LEASE_MINUTES + 1) * 60_000))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect((await outboxRow(database(), id)).attempts).toBe(2);
    expect((await readdir(mailDir)).filter((f) => f.endsWith(`-${order.orderNumber}.eml`))).toHaveLength(1);
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

      expect(await deliverPending(database(), testConfig({ smtpUrl: smtp.url }), clock.now())).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['buyer@example.com']);
      expect(emlHeaders(smtp.received[0]!.raw).get('subject')).toBe(`Your tireshop order ${order.orderNumber} is confirmed`);

      expect(await deliverPending(database(), testConfig({ smtpUrl: smtp.url }), clock.now())).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    });

    it('retries a refused send with a growing wait, then keeps it as a dead letter operations can send again', async () => {
      const order = await insertOrderRow(database());
      const refused = await insertOutboxEmail(database(), order, 'order-confirmation', 'refused@example.com');
      const fine = await insertOutboxEmail(database(), order, 'order-cancelled', 'ana@example.com');
      const config = testConfig({ smtpUrl: smtp.url });
      let at = clock.now();

      expect(await deliverPending(database(), config, at)).toEqual({ sent: 1, failed: 1 });
      const row = await outboxRow(database(), refused);
      expect(row).toMatchObject({ sent_at: null, attempts: 1, dead_at: null, claimed_at: null });
      expect(row.last_error).toMatch(/550|Mailbox unavailable/);
      expect(row.next_attempt_at!.getTime()).toBe(at.getTime() + outboxBackoffMs(1));
      expect((await outboxRow(database(), fine)).sent_at).not.toBeNull();
      // Not before its wait is over.
      expect(await deliverPending(database(), config, new Date(at.getTime() + outboxBackoffMs(1) - 1000))).toEqual({ sent: 0, failed: 0 });

      for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
        at = new Date(at.getTime() + outboxBackoffMs(attempt - 1));
        expect(await deliverPending(database(), config, at)).toEqual({ sent: 0, failed: 1 });
      }
      const dead = await outboxRow(database(), refused);
      expect(dead).toMatchObject({ sent_at: null, attempts: OUTBOX_MAX_ATTEMPTS });
      expect(dead.dead_at!.getTime()).toBe(at.getTime());
      expect(await deliverPending(database(), config, new Date(at.getTime() + 7 * 24 * 3600_000))).toEqual({ sent: 0, failed: 0 });
      expect(smtp.attempts.filter((a) => a === 'refused@example.com')).toHaveLength(OUTBOX_MAX_ATTEMPTS);
      expect(smtp.received.map((m) => m.to)).toEqual([['ana@example.com']]);

      // Operations see it, and send it again once the mailbox works (here: the address corrected).
      const api = await testApi(database());
      const ops = await opsToken(api);
      const listed = await jsonCall(api.request, 'GET', '/v1/operations/outbox/dead-letters', { token: ops });
      expect(listed.status).toBe(200);
      expect(listed.body.deadLetters).toContainEqual(
        expect.objectContaining({
          id: refused,
          kind: 'order-confirmation',
          to: 'refused@example.com',
          orderNumber: order.orderNumber,
          attempts: OUTBOX_MAX_ATTEMPTS,
        }),
      );
      const shopper = await api.storefrontToken();
      expect((await jsonCall(api.request, 'GET', '/v1/operations/outbox/dead-letters', { token: shopper })).status).toBe(401);
      expect((await jsonCall(api.request, 'POST', `/v1/operations/outbox/${fine}/retry`, { token: ops })).status).toBe(404);
      await database().query(`UPDATE outbox_emails SET "to" = 'ana.lopez@example.com' WHERE id = $1`, [refused]);
      expect((await jsonCall(api.request, 'POST', `/v1/operations/outbox/${refused}/retry`, { token: ops })).status).toBe(200);
      expect(await deliverPending(database(), config, clock.now())).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received.map((m) => m.to)).toEqual([['ana@example.com'], ['ana.lopez@example.com']]);
    });

    it('leaves an unreachable server as a recorded failure, not a crash', async () => {
      const order = await insertOrderRow(database());
      const id = await insertOutboxEmail(database(), order);
      // Port 9 (discard) on localhost: nothing listens there.
      expect(await deliverPending(database(), testConfig({ smtpUrl: 'smtp://127.0.0.1:9' }), clock.now())).toEqual({ sent: 0, failed: 1 });
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
      const rounds = await Promise.all([deliverPending(database(), config, clock.now()), deliverPending(database(), config, clock.now())]);
      // A worker may stop early when the other claims the row it was about to take; a later round sends the rest.
      const last = await deliverPending(database(), config, clock.now());
      expect(rounds[0].sent + rounds[1].sent + last.sent).toBe(12);
      expect(rounds.every((r) => r.failed === 0)).toBe(true);

      const recipients = smtp.received.flatMap((m) => m.to).sort();
      expect(recipients).toEqual(Array.from({ length: 12 }, (_, i) => `buyer${i}@example.com`).sort());
      const sent = await database().query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_emails WHERE sent_at IS NOT NULL');
      expect(sent[0]!.n).toBe(12);
      expect(await deliverPending(database(), config, clock.now())).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(12);
    });
  },
  { kinds: ['postgres'] },
);
