import { describe, expect, it } from 'vitest';
import { checkSecrets, readApiConfig } from './config';

describe('default secrets', () => {
  const secrets = {
    STOREFRONT_CLIENT_SECRET: 's3cret-storefront',
    INSTALLER_DEMO_SECRET: 's3cret-installer',
    OPS_CLIENT_SECRET: 's3cret-ops',
    AFFILIATE_DEMO_REPORT_KEY: 's3cret-report',
    OPERATIONS_PASSWORD: 's3cret-operations',
  };

  it('refuses to start in production while a client secret is its development default, naming it', () => {
    const env = { NODE_ENV: 'production', ...secrets, OPS_CLIENT_SECRET: undefined };
    expect(() => checkSecrets(readApiConfig(env), env)).toThrow(
      'Refusing to start in production with the development default of OPS_CLIENT_SECRET: set it to a secret of your own.',
    );
    const bare = { NODE_ENV: 'production' };
    expect(() => checkSecrets(readApiConfig(bare), bare)).toThrow(
      /STOREFRONT_CLIENT_SECRET, INSTALLER_DEMO_SECRET, OPS_CLIENT_SECRET, AFFILIATE_DEMO_REPORT_KEY, OPERATIONS_PASSWORD/,
    );
  });

  it('starts in production with secrets of its own, silently', () => {
    const env = { NODE_ENV: 'production', ...secrets };
    const warnings: string[] = [];
    expect(() => checkSecrets(readApiConfig(env), env, (line) => warnings.push(line))).not.toThrow();
    expect(warnings).toEqual([]);
  });

  it('starts in development with the defaults, and says which are in use', () => {
    const warnings: string[] = [];
    checkSecrets(readApiConfig({}), {}, (line) => warnings.push(line));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      'STOREFRONT_CLIENT_SECRET, INSTALLER_DEMO_SECRET, OPS_CLIENT_SECRET, AFFILIATE_DEMO_REPORT_KEY, OPERATIONS_PASSWORD use their development default',
    );
  });
});

describe('card-testing limit', () => {
  it.each([
    ['TOKENIZE_LIMIT_PER_MINUTE', 'tokenizeLimitPerMinute'],
    ['ANALYTICS_LIMIT_PER_MINUTE', 'analyticsLimitPerMinute'],
  ] as const)('takes %s when it is a positive whole number, else leaves the default', (name, key) => {
    expect(readApiConfig({ [name]: '50' })[key]).toBe(50);
    for (const value of [undefined, '', '0', '-3', '2.5', 'many']) {
      expect(readApiConfig({ [name]: value })[key]).toBeUndefined();
    }
  });
});
