import { describe, expect, it } from 'vitest';
import { publicOriginResolver } from './public-origin';
import { parseDefaultVariant, parseStorefrontHosts, shopOf, shopResolver } from './storefront-hosts';

const HOSTS = JSON.stringify({
  'simple.example': 'simple-shop',
  'Employees.Example': { variant: 'employee' },
  'exchange.example': { variant: 'military', theme: 'default' },
});

describe('STOREFRONT_HOSTS: host name → variant and theme', () => {
  const hosts = parseStorefrontHosts(HOSTS);
  const shopFor = shopResolver(hosts, shopOf('retail'));

  it('answers each listed host with its variant, and its variant’s theme unless the entry names one', () => {
    expect(shopFor('https://simple.example/')).toEqual({ variant: 'simple-shop', theme: 'simple' });
    expect(shopFor('https://employees.example/checkout/shipping')).toEqual({ variant: 'employee', theme: 'employee' });
    expect(shopFor('https://exchange.example/')).toEqual({ variant: 'military', theme: 'default' });
  });

  it('ignores case, the port and a trailing dot', () => {
    expect(shopFor('http://SIMPLE.Example:8080/tire-sizes')).toEqual(shopOf('simple-shop'));
    expect(shopFor('http://simple.example.:9231/')).toEqual(shopOf('simple-shop'));
    expect(shopFor('http://employees.example:443/')).toEqual(shopOf('employee'));
  });

  it('gives an unknown host, an IP address or a look-alike the default shop, never an error', () => {
    for (const url of [
      'http://shop.example/',
      'http://127.0.0.1:9231/',
      'http://simple.example.evil.test/',
      'http://www.simple.example/',
    ]) {
      expect(shopFor(url), url).toEqual(shopOf('retail'));
    }
    const employeeDefault = shopResolver(hosts, shopOf(parseDefaultVariant('employee')));
    expect(employeeDefault('http://unknown.test/')).toEqual(shopOf('employee'));
  });

  it('is empty when unset or blank', () => {
    expect(parseStorefrontHosts(undefined).size).toBe(0);
    expect(parseStorefrontHosts('  ').size).toBe(0);
  });

  it('refuses a bad map at start with a message naming the entry', () => {
    const refused = (value: string) => () => parseStorefrontHosts(value);
    expect(refused('{simple.example: simple-shop}')).toThrow(/STOREFRONT_HOSTS: not valid JSON/);
    expect(refused('["simple.example"]')).toThrow(/expected a JSON object/);
    expect(refused('{"simple.example": "simpel-shop"}')).toThrow(
      /"simple.example" maps to the variant "simpel-shop"; variants: retail, simple-shop/,
    );
    expect(refused('{"https://simple.example": "simple-shop"}')).toThrow(/"https:\/\/simple.example" is not a host name/);
    expect(refused('{"simple.example:8080": "simple-shop"}')).toThrow(/is not a host name/);
    expect(refused('{"simple.example": {"variant": "simple-shop", "theme": "pink"}}')).toThrow(/theme "pink"; themes: default/);
    expect(refused('{"simple.example": {"variant": "simple-shop", "colour": "pink"}}')).toThrow(/unknown field "colour"/);
    expect(refused('{"simple.example": 3}')).toThrow(/must map to a variant name/);
    expect(refused('{"simple.example": "simple-shop", "SIMPLE.example": "employee"}')).toThrow(/"SIMPLE.example" is listed twice/);
  });

  it('refuses an unknown STOREFRONT_VARIANT and defaults to retail', () => {
    expect(parseDefaultVariant(undefined)).toBe('retail');
    expect(parseDefaultVariant('')).toBe('retail');
    expect(parseDefaultVariant('employee')).toBe('employee');
    expect(() => parseDefaultVariant('wholesale')).toThrow('STOREFRONT_VARIANT is "wholesale": it must be one of retail, simple-shop');
  });
});

describe('public origins of the host map', () => {
  it('answers a listed host as itself with SHOP_URL’s scheme and port, and nothing a client made up', () => {
    const hosts = parseStorefrontHosts(HOSTS);
    const originOf = publicOriginResolver({ canonical: 'https://shop.example', hosts: hosts.keys() });
    expect(originOf('http://simple.example/tire-sizes')).toBe('https://simple.example');
    // A forged port on a listed host does not reach links.
    expect(originOf('http://simple.example:6666/')).toBe('https://simple.example');
    expect(originOf('http://unknown.example/')).toBe('https://shop.example');
    const local = publicOriginResolver({ canonical: 'http://localhost:9231', hosts: ['simple.localhost'], loopback: true });
    expect(local('http://simple.localhost:9231/')).toBe('http://simple.localhost:9231');
    expect(local('http://other.localhost:9231/')).toBe('http://localhost:9231');
  });
});
