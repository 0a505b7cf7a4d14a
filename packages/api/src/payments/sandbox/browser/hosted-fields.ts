/**
 * The hosted card fields' script (runs in the gateway's iframe; bundled by ../assets.ts with the
 * card rules of core's checkout/card.ts, the same ones the tokenize call applies). It groups the
 * number as it is typed, shows the brand, shows the rules §5 messages under each field when one is
 * left or when the parent asks for a nonce, and answers the parent only at the origin its client
 * token names (docs/payments.md "The postMessage protocol").
 */
import {
  cardBrand,
  formatCardNumber,
  formatExpiryInput,
  parseExpiry,
  PAYMENT_MESSAGES,
  validateCard,
  validateCardholderName,
  validateCardNumber,
  validateCvv,
  type CardField,
} from '@tireshop/core';
import {
  CHECKOUT_SOURCE,
  GATEWAY_SOURCE,
  type HostedFieldsMessage,
  type TokenizeAnswer,
  type TokenizeRefusal,
  type TokenizeRequest,
} from '../protocol';

const form = document.getElementById('card-form') as HTMLFormElement | null;
const parentOrigin = document.body.dataset.parentOrigin ?? '';

function post(message: HostedFieldsMessage) {
  // Never '*': only the page the client token was issued to hears about the card.
  if (parentOrigin && window.parent !== window) window.parent.postMessage(message, parentOrigin);
}

const height = () => Math.ceil(document.documentElement.getBoundingClientRect().height);

/** Answers the parent's tokenize requests: the card form's, or the page's problem (an expired client token). */
let onTokenize = (requestId: string) =>
  post({
    source: GATEWAY_SOURCE,
    type: 'tokenize-error',
    requestId,
    message: document.body.dataset.problem ?? PAYMENT_MESSAGES.gatewayProblem,
  });
let busy: Promise<void> = Promise.resolve();
window.addEventListener('message', (event: MessageEvent) => {
  const data = event.data as Partial<TokenizeRequest> | null;
  if (
    event.source !== window.parent ||
    event.origin !== parentOrigin ||
    !data ||
    data.source !== CHECKOUT_SOURCE ||
    data.type !== 'tokenize'
  )
    return;
  if (typeof data.requestId !== 'string') return;
  const requestId = data.requestId;
  // One tokenize at a time: a double click waits for the first and gets its own nonce or message.
  busy = busy
    .then(() => onTokenize(requestId))
    .catch(() => post({ source: GATEWAY_SOURCE, type: 'tokenize-error', requestId, message: PAYMENT_MESSAGES.gatewayProblem }));
});

if (form) start(form);
post({ source: GATEWAY_SOURCE, type: 'ready', height: height() });
let lastHeight = height();
new ResizeObserver(() => {
  const now = height();
  if (now === lastHeight) return;
  lastHeight = now;
  post({ source: GATEWAY_SOURCE, type: 'resize', height: now });
}).observe(document.documentElement);

function start(form: HTMLFormElement) {
  const clientToken = form.dataset.clientToken ?? '';
  const tokenizeUrl = form.action;
  const input = (field: CardField) => form.elements.namedItem(field) as HTMLInputElement;
  const messageOf = (field: CardField) => document.getElementById(`${input(field).id}-message`)!;
  const brandBadge = document.getElementById('card-brand')!;
  const problem = document.getElementById('form-problem')!;
  const order: CardField[] = ['number', 'expiry', 'cvv', 'name'];
  /** A field shows its message once the shopper has left it (or asked to pay), not while typing it the first time. */
  const touched = new Set<CardField>();

  function show(field: CardField, message: string | null) {
    const el = input(field);
    messageOf(field).textContent = message ?? '';
    if (message) el.setAttribute('aria-invalid', 'true');
    else el.removeAttribute('aria-invalid');
  }

  function check(field: CardField): string | null {
    const value = input(field).value;
    if (field === 'number') return validateCardNumber(value);
    if (field === 'expiry') {
      const expiry = parseExpiry(value, new Date());
      return 'error' in expiry ? expiry.error : null;
    }
    if (field === 'cvv') return validateCvv(value, cardBrand(input('number').value));
    return validateCardholderName(value);
  }

  function showBrand() {
    const brand = cardBrand(input('number').value);
    brandBadge.textContent = brand ?? '';
    brandBadge.dataset.brand = brand ? brand.toLowerCase().replace(/\s+/g, '-') : '';
    input('cvv').maxLength = brand === 'American Express' ? 4 : brand ? 3 : 4;
  }

  input('number').addEventListener('input', () => {
    const el = input('number');
    // The caret stays after the same digit however the groups move.
    const digitsBefore = el.value.slice(0, el.selectionStart ?? el.value.length).replace(/\D/g, '').length;
    const formatted = formatCardNumber(el.value);
    if (formatted !== el.value) {
      el.value = formatted;
      let caret = 0;
      for (let seen = 0; caret < formatted.length && seen < digitsBefore; caret++) if (/\d/.test(formatted[caret]!)) seen++;
      el.setSelectionRange(caret, caret);
    }
    showBrand();
  });
  input('expiry').addEventListener('input', (event) => {
    const el = input('expiry');
    const deleting = (event as InputEvent).inputType?.startsWith('delete') ?? false;
    const formatted = formatExpiryInput(el.value, deleting);
    if (formatted !== el.value) el.value = formatted;
  });
  for (const field of order) {
    const el = input(field);
    el.addEventListener('blur', () => {
      if (el.value !== '') touched.add(field);
      if (touched.has(field)) show(field, check(field));
    });
    // A shown message goes as soon as the field is right again.
    el.addEventListener('input', () => {
      if (touched.has(field) && !check(field)) show(field, null);
    });
  }
  // Enter in a field is not a payment: the shop's own button places the order.
  form.addEventListener('submit', (event) => event.preventDefault());
  showBrand();

  onTokenize = tokenize;

  async function tokenize(requestId: string): Promise<void> {
    const values = Object.fromEntries(order.map((f) => [f, input(f).value])) as Record<CardField, string>;
    const checked = validateCard(values, new Date());
    if (!checked.ok) return refuse(requestId, checked.fields);
    problem.hidden = true;
    form.setAttribute('aria-busy', 'true');
    try {
      const res = await fetch(tokenizeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ clientToken, ...values }),
        credentials: 'omit',
      });
      const body = (await res.json()) as TokenizeAnswer | TokenizeRefusal;
      if ('nonce' in body) {
        post({ source: GATEWAY_SOURCE, type: 'tokenized', requestId, nonce: body.nonce, details: body.details });
        return;
      }
      if (body.error.fields) return refuse(requestId, body.error.fields);
      showProblem(body.error.message);
      post({ source: GATEWAY_SOURCE, type: 'tokenize-error', requestId, message: body.error.message });
    } catch {
      showProblem(PAYMENT_MESSAGES.gatewayUnreachable);
      post({ source: GATEWAY_SOURCE, type: 'tokenize-error', requestId, message: PAYMENT_MESSAGES.gatewayUnreachable });
    } finally {
      form.removeAttribute('aria-busy');
    }
  }

  /** Every bad field shows its message, focus goes to the first, and the parent is told the first message. */
  function refuse(requestId: string, fields: Partial<Record<CardField, string>>) {
    for (const field of order) {
      touched.add(field);
      show(field, fields[field] ?? null);
    }
    const first = order.find((f) => fields[f]);
    if (first) input(first).focus();
    post({ source: GATEWAY_SOURCE, type: 'tokenize-error', requestId, message: (first && fields[first]) || PAYMENT_MESSAGES.cardInvalid });
  }

  function showProblem(message: string) {
    problem.textContent = message;
    problem.hidden = false;
  }
}
