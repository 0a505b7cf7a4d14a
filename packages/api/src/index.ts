export { createApi, type CreateApiOptions } from './app';
export { prepareDatabase } from './bootstrap';
export { checkSecrets, readApiConfig, DEV_STOREFRONT_SECRET, type ApiConfig } from './config';
export { openDatabase, type Database, type Db } from './db/client';
export { migrateDatabase } from './db/migrate';
export {
  STOREFRONT_CLIENT_ID,
  STOREFRONT_WEB_CLIENT_ID,
  DEMO_AFFILIATE_WIDGET_ID,
  DEMO_PARTNER_WIDGET_ID,
  installerWidgetId,
} from './auth/clients';
export { createSandboxGateway, type SandboxGateway } from './payments/sandbox/index';
export type { PaymentProvider } from './payments/provider';
export { startWorkers, runOnce } from './worker';
export { LOOPBACK_PROXIES, requestAddress } from './services/rate-limit';
