/**
 * The help chat's "leave a message" (services/chat-messages.ts, docs/chat.md): a message stored
 * and e-mailed to the shop's help inbox in one step; each field's message when it is wrong, with
 * nothing stored; markup kept as the text typed and escaped in the e-mail; the limit per client
 * address, refusing with 429 and Retry-After and storing nothing — also when the requests race
 * (PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES, CHAT_MESSAGES_PER_ADDRESS_PER_HOUR } from '@tireshop/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { jsonCall, testApi } from './support/api';

const HELP_INBOX = 'help-inbox@tireshop.test';

describeOnDatabases('help chat messages', ({ database, kind }) => {
  let t: Awaited<ReturnType<typeof testApi>>;
  let storefront: string;
  let addresses = 0;
  /** A client address of its own, so each test counts its own limit. */
  const newAddress = () => {
    addresses++;
    return `198.19.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };
  beforeAll(async () => {
    t = await testApi(database(), { helpInboxEmail: HELP_INBOX });
    storefront = await t.storefrontToken();
  });
  const leave = (body: unknown, address = newAddress()) =>
    jsonCall(t.request, 'POST', '/v1/help/messages', { token: storefront, body, headers: { 'X-Forwarded-For': address } });
  const valid = (overrides: Record<string, unknown> = {}) => ({
    name: 'Dana Whitfield',
    email: `dana-${randomUUID().slice(0, 8)}@example.com`,
    message: 'My order arrived with the wrong size. Can I return it?',
    ...overrides,
  });
  const storedFrom = (email: string) =>
    database().query<{ message_number: string; name: string; message: string }>(
      'SELECT message_number, name, message FROM chat_messages WHERE email = $1 ORDER BY id',
      [email],
    );
  const mailsAbout = (messageNumber: string) =>
    database().query<{ kind: string; to: string; subject: string; text: string; html: string }>(
      `SELECT kind, "to", subject, text, html FROM outbox_emails WHERE kind = 'chat-message' AND subject LIKE $1 ORDER BY id`,
      [`%${messageNumber}%`],
    );

  it('stores the message, answers its number and queues its e-mail to the help inbox', async () => {
    const body = valid({ email: `  Dana-${randomUUID().slice(0, 8)}@Example.com ` });
    const res = await leave(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const email = body.email.trim().toLowerCase();
    expect(res.body.message).toEqual({
      messageNumber: expect.stringMatching(/^HM-\d{6}$/),
      name: 'Dana Whitfield',
      email,
      message: body.message,
      createdAt: expect.any(String),
    });
    const { messageNumber } = res.body.message;
    expect(await storedFrom(email)).toEqual([{ message_number: messageNumber, name: 'Dana Whitfield', message: body.message }]);
    const mails = await mailsAbout(messageNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'chat-message', to: HELP_INBOX });
    expect(mails[0]!.text).toContain(body.message);
    expect(mails[0]!.text).toContain(email);
  });

  it('keeps markup as the text typed, line breaks too, and escapes it in the e-mail', async () => {
    const message = 'Hello <script>alert("x")</script>\n<img src=x onerror=alert(1)> & <b>bold</b>';
    const body = valid({ name: 'Ann <b>Lee</b>', message });
    const res = await leave(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message.message).toBe(message);
    expect(res.body.message.name).toBe('Ann <b>Lee</b>');
    expect((await storedFrom(body.email))[0]?.message).toBe(message);
    const [mail] = await mailsAbout(res.body.message.messageNumber);
    expect(mail!.text).toContain(message);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<img');
    expect(mail!.html).not.toContain('<b>');
    expect(mail!.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
  });

  describe('refusals, which store and send nothing', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['no name', { name: '   ' }, CHAT_MESSAGES.name],
      ['a name left out', { name: undefined }, CHAT_MESSAGES.name],
      ['a name on two lines', { name: 'Dana\nWhitfield' }, CHAT_MESSAGES.name],
      ['a name too long', { name: 'D'.repeat(81) }, CHAT_MESSAGES.name],
      ['a malformed e-mail', { email: 'dana@' }, CHAT_MESSAGES.email],
      ['no message', { message: '\n \t' }, CHAT_MESSAGES.message],
      ['a message too long', { message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }, CHAT_MESSAGES.message],
      ['a message that is not text', { message: 42 }, CHAT_MESSAGES.message],
    ];
    for (const [what, overrides, message] of cases) {
      it(`refuses ${what} with “${message}”`, async () => {
        const body = valid(overrides);
        const res = await leave(body);
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual({ code: 'BadRequest', message });
        expect(await storedFrom(String(body.email))).toEqual([]);
      });
    }

    it('accepts a message of exactly the longest length', async () => {
      const res = await leave(valid({ message: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH) }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    });
  });

  it(`refuses the ${CHAT_MESSAGES_PER_ADDRESS_PER_HOUR + 1}th message from one address in an hour (429, Retry-After), storing nothing`, async () => {
    const address = newAddress();
    const email = `limit-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < CHAT_MESSAGES_PER_ADDRESS_PER_HOUR; i++) {
      expect((await leave(valid({ email }), address)).status).toBe(201);
    }
    const res = await t.request('/v1/help/messages', {
      method: 'POST',
      headers: { Authorization: `Bearer ${storefront}`, 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify(valid({ email })),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await res.json()) as { error: unknown }).error).toEqual({ code: 'TooManyRequests', message: CHAT_MESSAGES.tooMany });
    expect(await storedFrom(email)).toHaveLength(CHAT_MESSAGES_PER_ADDRESS_PER_HOUR);
    // Another address is not held back.
    expect((await leave(valid({ email }))).status).toBe(201);
  });

  it('needs a token', async () => {
    const res = await jsonCall(t.request, 'POST', '/v1/help/messages', { token: null, body: valid() });
    expect(res.status).toBe(401);
  });

  if (kind === 'postgres') {
    it('lets exactly the limit through when one address sends many at once', async () => {
      const address = newAddress();
      const email = `race-${randomUUID().slice(0, 8)}@example.com`;
      const statuses = await Promise.all(
        Array.from({ length: CHAT_MESSAGES_PER_ADDRESS_PER_HOUR + 5 }, () => leave(valid({ email }), address).then((r) => r.status)),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(CHAT_MESSAGES_PER_ADDRESS_PER_HOUR);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
      expect(await storedFrom(email)).toHaveLength(CHAT_MESSAGES_PER_ADDRESS_PER_HOUR);
    });
  }
});
