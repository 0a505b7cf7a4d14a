/**
 * Who may use the operations console's calls (docs/operations-console.md "Access"): a signed-in
 * account with the operations role (auth/operations-user.ts), and — for the calls that served it
 * before the console existed — the confidential `ops` machine client. The API decides on every call;
 * the console's pages only show what it answered.
 */
import { OPERATIONS_MESSAGES } from '@tireshop/core';
import { OPS_CLIENT_ID } from '../auth/clients';
import type { TokenClaims } from '../auth/tokens';
import type { Db } from '../db/client';
import type { ApiContext } from '../http/endpoint';
import { operationsUser } from './installer-applications';

/** The confidential operations client (its secret is OPS_CLIENT_SECRET), as fulfilment events check it. */
export const isOpsMachineClient = (client: TokenClaims | undefined) => client?.sub === OPS_CLIENT_ID && client.kind === 'confidential';

/**
 * 401 "Please sign in." without an account session, 403 for an account without the operations role;
 * `machineClient` lets the `ops` client through as well. Operations answers are never cached.
 */
export async function requireOperations(
  db: Db,
  client: TokenClaims | undefined,
  c: ApiContext,
  { machineClient = false }: { machineClient?: boolean } = {},
): Promise<void> {
  c.header('Cache-Control', 'private, no-store');
  if (machineClient && isOpsMachineClient(client)) return;
  await operationsUser(db, client, OPERATIONS_MESSAGES.operationsOnly);
}
