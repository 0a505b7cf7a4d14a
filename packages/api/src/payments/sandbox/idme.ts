/**
 * The sandbox identity partner (rules §1 "verified through a partner identity service", §2
 * /idMeCallback): a verifier in the shape of ID.me's OAuth authorisation, served beside the
 * sandbox payment gateway at /gateway/idme so a tester can play every answer the partner gives —
 * military, wecare (rules §6 "The status wecare also exists") or not verified.
 *
 * - `GET /gateway/idme/authorize?state=…&redirect_uri=…` — the partner's page: three choices.
 * - `POST /gateway/idme/authorize` — issues a one-time code for that state and answer, and sends
 *   the browser to `redirect_uri?code=…&state=…` (the shop's /idMeCallback, on the same host).
 * - `redeemIdmeCode` — the server-to-server exchange: a code is good once, for 5 minutes, and only
 *   with the state it was issued for. The shop's API calls it; the browser never can.
 */
import { ID_ME_ANSWERS, ID_ME_CALLBACK_PATH, type IdMeAnswer } from '@tireshop/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Database, Db, Tx } from '../../db/client';
import { idmeSandboxGrants } from '../../db/schema';
import { partnerPage, partnerPageHeaders as pageHeaders, shopReturnOf } from './partner-page';
import { newId } from './store';

/** How long a code may wait to be redeemed (OAuth codes are short-lived). */
export const IDME_CODE_TTL_MS = 5 * 60 * 1000;

const STATE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const CHOICES: Record<IdMeAnswer, { label: string; note: string }> = {
  military: { label: 'Verify as military', note: 'Service member, veteran, or military family.' },
  wecare: { label: 'Verify as WeCare', note: 'Verified, but in a group other than military.' },
  'not-verified': { label: 'Not verified', note: 'The documents could not be verified.' },
};

const page = (title: string, content: ReturnType<typeof html>) => partnerPage({ title, partner: 'ID.me', content });

export function createIdmeSandboxApp(options: { database: Database; now: () => Date }): Hono {
  const app = new Hono();

  app.get('/authorize', async (c) => {
    const state = c.req.query('state') ?? '';
    const callback = shopReturnOf(c.req.query('redirect_uri') ?? '', c.req.header('host'), ID_ME_CALLBACK_PATH);
    if (!STATE_PATTERN.test(state) || !callback) {
      pageHeaders(c, "'none'");
      return c.html(
        await page(
          'Verification request not valid',
          html`<h1>Verification request not valid</h1><p class="session-message" role="alert">This request did not come from a shop we know. Please return to the shop and start the verification again.</p>`,
        ),
        400,
      );
    }
    pageHeaders(c, callback.origin);
    const choice = (answer: IdMeAnswer) => html`<form method="post" action="authorize">
    <input type="hidden" name="state" value="${state}">
    <input type="hidden" name="redirect_uri" value="${callback.href}">
    <input type="hidden" name="answer" value="${answer}">
    <button type="submit" class="button ${answer === 'military' ? 'primary' : 'secondary'}">${CHOICES[answer].label}</button>
    <p class="sandbox-note">${CHOICES[answer].note}</p>
  </form>`;
    return c.html(
      await page(
        'Verify your military status',
        html`<h1>Verify your military status</h1>
  <p>tireshop asks ID.me to confirm your military status for an extra 5% off.</p>
  <p class="sandbox-note">This is the sandbox verifier: choose the answer ID.me gives.</p>
  <div class="choices">${ID_ME_ANSWERS.map(choice)}</div>`,
      ),
    );
  });

  app.post('/authorize', async (c) => {
    const form = await c.req.parseBody();
    const state = typeof form.state === 'string' ? form.state : '';
    const answer = typeof form.answer === 'string' ? form.answer : '';
    const callback = shopReturnOf(
      typeof form.redirect_uri === 'string' ? form.redirect_uri : '',
      c.req.header('host'),
      ID_ME_CALLBACK_PATH,
    );
    if (!STATE_PATTERN.test(state) || !callback || !(ID_ME_ANSWERS as readonly string[]).includes(answer)) {
      return c.text('This verification request is not valid.', 400);
    }
    const code = await issueIdmeCode(options.database.db, state, answer as IdMeAnswer, options.now());
    callback.searchParams.set('code', code);
    callback.searchParams.set('state', state);
    c.header('Cache-Control', 'no-store');
    return c.redirect(callback.href, 303);
  });

  return app;
}

/** Issues a one-time code standing for `answer`, good only with `state` (the page's POST; tests use it too). */
export async function issueIdmeCode(db: Db | Tx, state: string, answer: IdMeAnswer, now: Date): Promise<string> {
  const code = newId('idme');
  await db.insert(idmeSandboxGrants).values({ code, state, answer, createdAt: now, expiresAt: new Date(now.getTime() + IDME_CODE_TTL_MS) });
  return code;
}

/**
 * The partner's answer for a code, redeemed once: null when the partner never issued it, it was
 * redeemed already, it expired, or it was issued for another state. One conditional UPDATE, so two
 * racing redemptions cannot both get it.
 */
export async function redeemIdmeCode(db: Db | Tx, code: string, state: string, now: Date): Promise<IdMeAnswer | null> {
  const [row] = await db
    .update(idmeSandboxGrants)
    .set({ redeemedAt: now })
    .where(
      and(
        eq(idmeSandboxGrants.code, code),
        eq(idmeSandboxGrants.state, state),
        isNull(idmeSandboxGrants.redeemedAt),
        gt(idmeSandboxGrants.expiresAt, now),
      ),
    )
    .returning({ answer: idmeSandboxGrants.answer });
  return row?.answer ?? null;
}
