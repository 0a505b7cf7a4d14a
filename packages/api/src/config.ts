/**
 * Runtime settings, read once from the environment. Every value has a default that lets a
 * newcomer start the shop with no configuration (see README "Configuration").
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

export interface ApiConfig {
  /** `postgres://…` to use a PostgreSQL server; unset means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files (and, later, the mail outbox). */
  dataDir: string;
  /** HMAC key for bearer tokens. Set it when more than one API process serves the same shop. */
  tokenSecret: string;
  /** Bearer token lifetime in seconds. */
  tokenTtlSeconds: number;
  /** Secret of the confidential `storefront` client (the storefront server). */
  storefrontClientSecret: string;
  /** Extra origins every public (widget) client accepts, e.g. a local test page. */
  extraWidgetOrigins: string[];
  /**
   * Secret of the demo installer client `ip-100001` (installer 1's own appointments, GET
   * /v1/installer/appointments): env INSTALLER_DEMO_SECRET, default 'dev-installer-secret'. Set it
   * wherever the shop is reachable by others. Optional so that configs written before it keep
   * working; left out, the default applies.
   */
  installerDemoSecret?: string;
  /**
   * Where order e-mails go when no SMTP server is set: one .eml file each (env MAIL_DIR, default
   * `<TIRESHOP_DATA_DIR>/mail`), so a newcomer can read them.
   */
  mailDir?: string;
  /** `smtp://user:pass@host:port` (or smtps://): deliver e-mails over SMTP instead (env SMTP_URL). */
  smtpUrl?: string;
  /** The From of order e-mails (env MAIL_FROM). */
  mailFrom?: string;
  /** The shop's public address, for links in e-mails (env SHOP_URL, default http://localhost:PORT). */
  shopUrl?: string;
  /**
   * The report key of the demo affiliate widget `aw-demo-affiliate` (GET /v1/affiliate/report):
   * env AFFILIATE_DEMO_REPORT_KEY, default 'dev-affiliate-report-key'.
   */
  affiliateDemoReportKey?: string;
  /** Secret of the operations client `ops` that records fulfilment events (env OPS_CLIENT_SECRET, default 'dev-ops-secret'). */
  opsClientSecret?: string;
  /**
   * The shop's operations account, made (or given the operations role) at every start: it signs in
   * like a shopper and reviews installer applications (env OPERATIONS_EMAIL, default
   * 'operations@tireshop.localhost'; OPERATIONS_PASSWORD, default 'dev-operations-password').
   */
  operationsEmail?: string;
  operationsPassword?: string;
  /** Where the help chat's messages are e-mailed (env HELP_INBOX_EMAIL, default 'help@tireshop.localhost'; docs/chat.md). */
  helpInboxEmail?: string;
  /**
   * The demo accounts (auth/demo-accounts.ts: one per portal role, one per account type) are made
   * at every start: on unless NODE_ENV=production (env DEMO_ACCOUNTS=0 turns them off, =1 on;
   * DEMO_PORTAL_ACCOUNTS is its older name).
   */
  demoAccounts?: boolean;
  /** How long the sandbox gateway keeps a code-539 payment processing before it settles (env SANDBOX_SETTLE_SECONDS, default 20). */
  sandboxSettleSeconds?: number;
  /**
   * Addresses of the proxies in front of the shop whose X-Forwarded-For (and X-Real-IP) the rate
   * limits believe (env TRUSTED_PROXIES, comma separated; default this machine's loopback).
   */
  trustedProxies?: string[];
  /**
   * Cards one address may send to the sandbox gateway's tokenize call per minute (env
   * TOKENIZE_LIMIT_PER_MINUTE, default TOKENIZE_PER_ADDRESS_PER_MINUTE): a shopper needs a few,
   * a card-testing script thousands. Test runs that tokenise from one address raise it.
   */
  tokenizeLimitPerMinute?: number;
  /**
   * Analytics batches one address may send per minute (env ANALYTICS_LIMIT_PER_MINUTE, default
   * ANALYTICS_BATCHES_PER_MINUTE, docs/analytics.md "Rate limit"). Test runs whose every browser
   * shares one address raise it.
   */
  analyticsLimitPerMinute?: number;
}

export const DEV_STOREFRONT_SECRET = 'dev-storefront-secret';
export const DEV_INSTALLER_DEMO_SECRET = 'dev-installer-secret';
export const DEV_OPS_SECRET = 'dev-ops-secret';
export const DEV_AFFILIATE_REPORT_KEY = 'dev-affiliate-report-key';
export const DEV_OPERATIONS_EMAIL = 'operations@tireshop.localhost';
export const DEV_OPERATIONS_PASSWORD = 'dev-operations-password';

/** A limit set in the environment: a positive whole number, else undefined (the default applies). */
function positiveWholeNumber(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

export function readApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const ttl = Number(env.TOKEN_TTL_SECONDS ?? 900);
  const demoAccountsOn = env.DEMO_ACCOUNTS ?? env.DEMO_PORTAL_ACCOUNTS;
  const settle = Number(env.SANDBOX_SETTLE_SECONDS ?? 20);
  const dataRoot = resolve(env.TIRESHOP_DATA_DIR ?? '.data');
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(dataRoot, 'pglite'),
    tokenSecret: env.TOKEN_SECRET || randomBytes(32).toString('hex'),
    tokenTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : 900,
    storefrontClientSecret: env.STOREFRONT_CLIENT_SECRET || DEV_STOREFRONT_SECRET,
    installerDemoSecret: env.INSTALLER_DEMO_SECRET || DEV_INSTALLER_DEMO_SECRET,
    mailDir: env.MAIL_DIR ? resolve(env.MAIL_DIR) : resolve(dataRoot, 'mail'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'tireshop <orders@tireshop.localhost>',
    shopUrl: env.SHOP_URL || `http://localhost:${env.PORT ?? 8080}`,
    opsClientSecret: env.OPS_CLIENT_SECRET || DEV_OPS_SECRET,
    affiliateDemoReportKey: env.AFFILIATE_DEMO_REPORT_KEY || DEV_AFFILIATE_REPORT_KEY,
    operationsEmail: env.OPERATIONS_EMAIL || DEV_OPERATIONS_EMAIL,
    operationsPassword: env.OPERATIONS_PASSWORD || DEV_OPERATIONS_PASSWORD,
    helpInboxEmail: env.HELP_INBOX_EMAIL || undefined,
    demoAccounts: demoAccountsOn ? demoAccountsOn === '1' : env.NODE_ENV !== 'production',
    sandboxSettleSeconds: Number.isFinite(settle) && settle >= 0 ? settle : 20,
    tokenizeLimitPerMinute: positiveWholeNumber(env.TOKENIZE_LIMIT_PER_MINUTE),
    analyticsLimitPerMinute: positiveWholeNumber(env.ANALYTICS_LIMIT_PER_MINUTE),
    trustedProxies: env.TRUSTED_PROXIES
      ? env.TRUSTED_PROXIES.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined,
    extraWidgetOrigins: (env.WIDGET_EXTRA_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** The variables whose development default is still in use: anyone who reads this code knows those secrets. */
export function defaultSecretsInUse(config: ApiConfig): string[] {
  return [
    config.storefrontClientSecret === DEV_STOREFRONT_SECRET && 'STOREFRONT_CLIENT_SECRET',
    (config.installerDemoSecret ?? DEV_INSTALLER_DEMO_SECRET) === DEV_INSTALLER_DEMO_SECRET && 'INSTALLER_DEMO_SECRET',
    (config.opsClientSecret ?? DEV_OPS_SECRET) === DEV_OPS_SECRET && 'OPS_CLIENT_SECRET',
    (config.affiliateDemoReportKey ?? DEV_AFFILIATE_REPORT_KEY) === DEV_AFFILIATE_REPORT_KEY && 'AFFILIATE_DEMO_REPORT_KEY',
    (config.operationsPassword ?? DEV_OPERATIONS_PASSWORD) === DEV_OPERATIONS_PASSWORD && 'OPERATIONS_PASSWORD',
  ].filter((name): name is string => Boolean(name));
}

/**
 * Checked at start-up: in production (NODE_ENV=production) the shop refuses to start while a
 * client secret is still its published development default; elsewhere it starts and says so.
 */
export function checkSecrets(
  config: ApiConfig,
  env: Record<string, string | undefined> = process.env,
  warn: (line: string) => void = console.warn,
): void {
  const defaults = defaultSecretsInUse(config);
  if (defaults.length === 0) return;
  const list = defaults.join(', ');
  if (env.NODE_ENV === 'production') {
    throw new Error(
      `Refusing to start in production with the development default of ${list}: set ${defaults.length > 1 ? 'them' : 'it'} to a secret of your own.`,
    );
  }
  warn(
    `[config] ${list} ${defaults.length > 1 ? 'use their' : 'uses its'} development default: fine on this machine, set ${defaults.length > 1 ? 'them' : 'it'} anywhere others can reach the shop.`,
  );
}
