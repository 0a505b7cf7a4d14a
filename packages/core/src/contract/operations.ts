/**
 * Calls of the shop's operations (the `ops` client only): the e-mail outbox's dead letters —
 * e-mails given up after every attempt failed — and sending one again (docs/operations.md "Order
 * e-mails"). Not in the spec, which shows no operations side; ours.
 */
import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { queryInt } from './fields';

export const deadLetterSchema = v.object({
  id: v.number(),
  kind: v.string(),
  to: v.string(),
  subject: v.string(),
  orderNumber: v.nullable(v.string()),
  attempts: v.number(),
  lastError: v.nullable(v.string()),
  createdAt: v.string(),
  deadAt: v.string(),
});
export type DeadLetter = v.InferOutput<typeof deadLetterSchema>;

export const outboxDeadLettersEndpoint = defineEndpoint({
  id: 'listOutboxDeadLetters',
  method: 'GET',
  path: '/v1/operations/outbox/dead-letters',
  summary: 'E-mails given up after every attempt to send them failed, newest first (the operations client only).',
  auth: true,
  query: v.object({ limit: v.optional(queryInt('limit', 1, 200), 50) }),
  response: v.object({ deadLetters: v.array(deadLetterSchema) }),
});

export const retryDeadLetterEndpoint = defineEndpoint({
  id: 'retryOutboxDeadLetter',
  method: 'POST',
  path: '/v1/operations/outbox/{id}/retry',
  summary:
    'Sends a dead letter again: its attempts start over in the next worker round (the operations client only). 404 for an e-mail that is not a dead letter.',
  auth: true,
  params: v.object({ id: queryInt('id', 1, 2_000_000_000) }),
  response: v.object({ deadLetter: deadLetterSchema }),
});

export const operationsEndpoints = [outboxDeadLettersEndpoint, retryDeadLetterEndpoint] as const;
