/**
 * The sandbox military exchange (rules §1 "Military exchange checkout. A customer id and a checkout
 * url. A hidden POST form carries line items…", §6): the exchange's checkout url, served beside the
 * sandbox gateway at /gateway/exchange, so a tester can play both answers the exchange gives.
 *
 * - `POST /gateway/exchange/checkout` — the shop's hidden form arrives. The exchange checks the
 *   shop's signature over every field, that the return address is the shop's, and that the lines add
 *   up to the total; then it opens a checkout (a gateway session of type `exchange`, 30 minutes) and
 *   shows the lines with Confirm and Decline.
 * - `POST /gateway/exchange/answer` — the shopper's choice. Confirm authorises the total (a gateway
 *   charge of type `exchange`, which the shop claims when it places the order; from $9,000.00 it is
 *   declined, as every sandbox payment is); Decline closes the checkout. Either way the browser is
 *   sent back (303) to the shop's return address with the exchange's signed answer. A second click
 *   answers the first outcome.
 */
import { EXCHANGE_PAYMENT_TYPE, EXCHANGE_RETURN_PATH, formatPrice, type ExchangeResult } from '@tireshop/core';
import { Hono, type Context } from 'hono';
import { html } from 'hono/html';
import type { Database } from '../../db/client';
import { answerFields, exchangeAnswerKey, exchangeFormKey, fieldsSigned, signFields } from '../exchange-signature';
import { partnerPage, partnerPageHeaders as pageHeaders, shopReturnOf } from './partner-page';
import { decideSession } from './sessions';
import { findOpenSession, insertSession } from './store';

const CUSTOMER_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
const CHARGE_NAMES = [
  ['fee_cents', 'fee'],
  ['install_cents', 'Installation'],
  ['shipping_cents', 'Shipping'],
  ['road_hazard_cents', 'Road hazard coverage'],
  ['excise_tax_cents', 'Federal excise tax'],
] as const;

const returnOf = (value: string, host: string | undefined) => shopReturnOf(value, host, EXCHANGE_RETURN_PATH);
const page = (title: string, content: ReturnType<typeof html>) =>
  partnerPage({ title, partner: 'The Exchange', bodyClass: 'type-exchange', content });

const refused = async (c: Context, message: string) => {
  pageHeaders(c, "'none'");
  return c.html(
    await page(
      'Checkout request not valid',
      html`<h1>Checkout request not valid</h1><p class="session-message" role="alert">${message}</p>`,
    ),
    400,
  );
};

/** The form's fields in the order they were posted, when every one is text. */
async function postedFields(c: Context): Promise<[string, string][] | null> {
  const form = await c.req.parseBody();
  const fields: [string, string][] = [];
  for (const [name, value] of Object.entries(form)) {
    if (typeof value !== 'string') return null;
    fields.push([name, value]);
  }
  return fields;
}

export function createExchangeSandboxApp(options: { database: Database; tokenSecret: string; now: () => Date }): Hono {
  const app = new Hono();

  app.post('/checkout', async (c) => {
    const posted = await postedFields(c);
    const signature = posted?.find(([name]) => name === 'signature')?.[1] ?? '';
    const fields = posted?.filter(([name]) => name !== 'signature') ?? [];
    if (!posted || !fieldsSigned(exchangeFormKey(options.tokenSecret), fields, signature))
      return refused(c, 'This checkout did not come from a shop we know. Please return to the shop and continue to the Exchange again.');
    const field = (name: string) => fields.find(([n]) => n === name)?.[1] ?? '';
    const cents = (name: string) => (/^\d{1,9}$/.test(field(name)) ? Number(field(name)) : Number.NaN);
    const returnUrl = returnOf(field('return_url'), c.req.header('host'));
    const customerId = field('customer_id');
    const reference = field('order_reference');
    const total = cents('total_cents');
    const count = cents('item_count');
    const items = Array.from({ length: Number.isFinite(count) ? count : 0 }, (_, i) => ({
      description: field(`item_${i + 1}_description`),
      quantity: field(`item_${i + 1}_quantity`),
      amount: cents(`item_${i + 1}_amount_cents`),
    }));
    const charges = CHARGE_NAMES.map(([name, label]) => ({
      label: label === 'fee' ? field('fee_description') || 'Fee' : label,
      amount: cents(name),
    }));
    const discount = cents('discount_cents');
    const sum = [...items, ...charges].reduce((s, line) => s + line.amount, 0) - discount;
    if (!returnUrl || !CUSTOMER_PATTERN.test(customerId) || !reference || !Number.isFinite(total) || sum !== total)
      return refused(c, 'This checkout is not complete. Please return to the shop and continue to the Exchange again.');

    const at = options.now();
    const request = { reference, paymentType: EXCHANGE_PAYMENT_TYPE, amountInCents: total, returnUrl: returnUrl.href } as const;
    const session = (await findOpenSession(options.database.db, request, at)) ?? (await insertSession(options.database.db, request, at));
    pageHeaders(c, returnUrl.origin);
    const choice = (result: ExchangeResult, label: string, style: string) => html`<form method="post" action="answer">
    <input type="hidden" name="checkout" value="${session.id}">
    <input type="hidden" name="customer_id" value="${customerId}">
    <input type="hidden" name="result" value="${result}">
    <button type="submit" class="button ${style}">${label}</button>
  </form>`;
    return c.html(
      await page(
        'Pay through the Exchange',
        html`<h1>Pay through the Exchange</h1>
  <p>Customer ${customerId}</p>
  <table class="exchange-lines">
    <caption class="sandbox-note">What tireshop asks you to pay</caption>
    <tbody>
      ${items.map((line) => html`<tr><th scope="row">${line.description} × ${line.quantity}</th><td>${formatPrice(line.amount)}</td></tr>`)}
      ${charges.filter((line) => line.amount > 0).map((line) => html`<tr><th scope="row">${line.label}</th><td>${formatPrice(line.amount)}</td></tr>`)}
      ${discount > 0 ? html`<tr><th scope="row">Discounts</th><td>−${formatPrice(discount)}</td></tr>` : ''}
    </tbody>
  </table>
  <p class="amount-label">Total</p>
  <p class="amount">${formatPrice(total)}</p>
  <p class="sandbox-note">This is the sandbox Exchange: no money moves. Confirm to pay with your Exchange account, or decline.</p>
  <div class="choices">
    ${choice('confirmed', 'Confirm', 'primary')}
    ${choice('declined', 'Decline', 'secondary')}
  </div>`,
      ),
    );
  });

  app.post('/answer', async (c) => {
    const form = await c.req.parseBody();
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const customerId = text('customer_id');
    const wanted = text('result');
    if (!CUSTOMER_PATTERN.test(customerId) || (wanted !== 'confirmed' && wanted !== 'declined'))
      return c.text('This answer is not valid.', 400);
    const outcome = await decideSession(options.database, text('checkout'), wanted === 'confirmed' ? 'approve' : 'cancel', options.now());
    if (outcome.kind === 'unknown' || outcome.session.paymentType !== EXCHANGE_PAYMENT_TYPE)
      return c.text('This checkout cannot be found.', 400);
    const answer = {
      orderReference: outcome.session.reference,
      customerId,
      result: outcome.kind === 'approved' ? 'confirmed' : 'declined',
      chargeId: outcome.kind === 'approved' ? outcome.chargeId : undefined,
      amountInCents: String(outcome.session.amountCents),
    };
    const back = new URL(outcome.session.returnUrl);
    for (const [name, value] of Object.entries(answer)) if (value !== undefined) back.searchParams.set(name, value);
    back.searchParams.set('signature', signFields(exchangeAnswerKey(options.tokenSecret), answerFields(answer)));
    c.header('Cache-Control', 'no-store');
    return c.redirect(back.href, 303);
  });

  return app;
}
