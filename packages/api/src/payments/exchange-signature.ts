/**
 * The signatures of the military exchange checkout (docs/military-exchange.md "Signatures"): the
 * shop signs the hidden form it hands the exchange, the exchange signs the answer it sends back.
 * Each side's key is its own: HMAC-SHA256 under a key derived from the shop's TOKEN_SECRET with a
 * label per direction (an exchange in production gives the shop its answer key; the sandbox
 * exchange, served by the shop, derives the same keys).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedFields = readonly (readonly [name: string, value: string])[];

const keyOf = (tokenSecret: string, label: string) =>
  createHmac('sha256', tokenSecret).update(`tireshop-military-exchange.${label}.v1`).digest();

/** The key the shop signs its forms with (the exchange checks them). */
export const exchangeFormKey = (tokenSecret: string) => keyOf(tokenSecret, 'form');
/** The key the exchange signs its answers with (the shop checks them). */
export const exchangeAnswerKey = (tokenSecret: string) => keyOf(tokenSecret, 'answer');

/** The signature of fields in their order (names and values both: nothing can be moved from one to another). */
export const signFields = (key: Buffer, fields: SignedFields) =>
  createHmac('sha256', key).update(JSON.stringify(fields)).digest('base64url');

/** Whether `signature` is the key's signature of exactly these fields (compared in constant time). */
export function fieldsSigned(key: Buffer, fields: SignedFields, signature: string): boolean {
  const expected = Buffer.from(signFields(key, fields));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The exchange's answer as signed, in its order. */
export const answerFields = (answer: {
  orderReference: string;
  customerId: string;
  result: string;
  chargeId?: string | undefined;
  amountInCents: string;
}): SignedFields => [
  ['order_reference', answer.orderReference],
  ['customer_id', answer.customerId],
  ['result', answer.result],
  ['charge_id', answer.chargeId ?? ''],
  ['amount_cents', answer.amountInCents],
];
