import * as v from 'valibot';
import { defineEndpoint } from './endpoint';

/** spec §7 POST /token: client-credentials exchange (form body). */
export const tokenEndpoint = defineEndpoint({
  id: 'createToken',
  method: 'POST',
  path: '/token',
  summary:
    'Exchange client credentials for a short-lived bearer token. Confidential clients send their secret; ' +
    'public widget clients send only their widget id and must call from an allowed origin.',
  auth: false,
  bodyType: 'form',
  body: v.object({
    client_id: v.pipe(
      v.string('client_id is required.'),
      v.minLength(1, 'client_id is required.'),
      v.maxLength(100, 'client_id is too long.'),
    ),
    client_secret: v.optional(v.pipe(v.string(), v.maxLength(200, 'client_secret is too long.'))),
    grant_type: v.literal('client_credentials', 'grant_type must be client_credentials.'),
  }),
  response: v.object({
    access_token: v.string(),
    token_type: v.literal('Bearer'),
    expires_in: v.number(),
  }),
});
