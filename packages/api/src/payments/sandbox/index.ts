/**
 * The sandbox payment gateway: a test gateway in the shape of the real ones, as commerce engines
 * ship one (README "Paying in the sandbox", docs/payments.md). Its HTTP side (`app`, mounted at
 * /gateway) serves the hosted card fields, the tokenize call and the wallet and financing approval
 * pages; its server side (`provider`) is the shop's PaymentProvider. It keeps its records in its
 * own gateway_* tables and never holds a card number.
 */
import type { Hono } from 'hono';
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from '../provider';
import { createGatewayApp } from './app';
import { createSandboxProvider } from './gateway-provider';

export { SANDBOX_DECLINE_FROM_CENTS, SANDBOX_TEST_CARDS, type SandboxTestCard } from './test-cards';

export interface SandboxGatewayOptions {
  database: Database;
  config: ApiConfig;
  /** The clock (tests move it). */
  now?: () => Date;
}

export interface SandboxGateway {
  /** The gateway's pages and calls; mount it at /gateway on the shop's origin. */
  app: Hono;
  provider: PaymentProvider;
}

export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const now = options.now ?? (() => new Date());
  const context = { database: options.database, config: options.config, now };
  return { app: createGatewayApp(context), provider: createSandboxProvider(context) };
}
