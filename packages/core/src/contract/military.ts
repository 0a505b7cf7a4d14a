/**
 * Military verification (rules §1 "Military members (extra 5% off, verified through a partner
 * identity service)", §2 "The callback route /idMeCallback receives the result of military
 * verification", §6 Roles "Military — verification status military — Extra 5%. The status wecare
 * also exists", §9 "Military discount 5%"). An OAuth-style flow against the identity partner:
 *
 * 1. `POST /v1/carts/{cartId}/military-verification` opens a verification for the cart and answers
 *    its single-use `state`; the shop sends the shopper to the partner with it.
 * 2. The partner sends the shopper back to /idMeCallback with a one-time `code` and the `state`;
 *    `PUT /v1/carts/{cartId}/military-verification` redeems the code with the partner, server to
 *    server, and binds the partner's answer to the cart. Nothing the client says is a status.
 *
 * docs/pricing.md "Military discount" says what the 5 % applies to and how long it lasts.
 */
import * as v from 'valibot';
import { cartIdSchema } from './fields';
import { siteCartSchema } from './cart';
import { defineEndpoint } from './endpoint';
import { ID_ME_ANSWERS, MILITARY_MESSAGES } from '../military/index';

const stateSchema = v.pipe(v.string(MILITARY_MESSAGES.stateMismatch), v.regex(/^[A-Za-z0-9_-]{16,128}$/, MILITARY_MESSAGES.stateMismatch));
const codeSchema = v.pipe(v.string(MILITARY_MESSAGES.codeRefused), v.regex(/^[A-Za-z0-9_-]{16,128}$/, MILITARY_MESSAGES.codeRefused));

export const startMilitaryVerificationEndpoint = defineEndpoint({
  id: 'startMilitaryVerification',
  method: 'POST',
  path: '/v1/carts/{cartId}/military-verification',
  summary:
    'Opens a military verification for the cart (rules §1, §6): answers the single-use state to send to the identity partner, valid for 10 minutes.',
  auth: true,
  status: 201,
  params: v.object({ cartId: cartIdSchema }),
  response: v.object({ state: v.string(), expiresAt: v.string() }),
});

export const completeMilitaryVerificationEndpoint = defineEndpoint({
  id: 'completeMilitaryVerification',
  method: 'PUT',
  path: '/v1/carts/{cartId}/military-verification',
  summary:
    'spec §2 /idMeCallback: redeems the identity partner’s one-time code for the state the cart opened, and binds the answer (military, wecare, not verified) to the cart. A forged or replayed code, or another cart’s state, is refused with 400 and changes nothing.',
  auth: true,
  params: v.object({ cartId: cartIdSchema }),
  body: v.object({ state: stateSchema, code: codeSchema }, 'The request body must be a JSON object.'),
  response: v.object({ verification: v.picklist(ID_ME_ANSWERS), message: v.string(), siteCart: siteCartSchema }),
});

export const militaryEndpoints = [startMilitaryVerificationEndpoint, completeMilitaryVerificationEndpoint];
