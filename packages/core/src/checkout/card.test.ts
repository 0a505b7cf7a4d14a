import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type CardBrand } from '../contract/checkout';
import {
  cardBrand,
  cardDigits,
  formatCardNumber,
  formatExpiryInput,
  luhnValid,
  parseExpiry,
  validateCard,
  validateCardholderName,
  validateCardNumber,
  validateCvv,
} from './card';

/** The check digit that makes `body` + digit pass Luhn (computed independently of luhnValid). */
function withCheckDigit(body: string): string {
  let sum = 0;
  // The check digit will be in position 0 from the right, so the body's last digit is doubled.
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/** Brand prefixes and lengths of spec §9's brands, as the card networks publish them. */
const BRANDS: { brand: CardBrand; prefixes: string[]; lengths: number[] }[] = [
  { brand: 'American Express', prefixes: ['34', '37'], lengths: [15] },
  { brand: 'Visa', prefixes: ['4'], lengths: [13, 16, 19] },
  { brand: 'JCB', prefixes: ['3528', '3550', '3589'], lengths: [16, 19] },
  { brand: 'Discover', prefixes: ['6011', '65', '644', '649', '622126', '622925'], lengths: [16, 19] },
  { brand: 'MasterCard', prefixes: ['51', '55', '2221', '2720'], lengths: [16] },
];

const validCard = fc
  .constantFrom(...BRANDS.flatMap((b) => b.prefixes.flatMap((prefix) => b.lengths.map((length) => ({ brand: b.brand, prefix, length })))))
  .chain(({ brand, prefix, length }) =>
    fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: length - prefix.length - 1, maxLength: length - prefix.length - 1 })
      .map((rest) => ({ brand, number: withCheckDigit(prefix + rest.join('')) })),
  );

const NOW = new Date('2026-11-21T12:00:00Z');

describe('card rules', () => {
  it('every generated number of a brand passes Luhn, is of its brand and is a valid card number', () => {
    fc.assert(
      fc.property(validCard, ({ brand, number }) => {
        expect(luhnValid(number)).toBe(true);
        expect(cardBrand(number)).toBe(brand);
        expect(validateCardNumber(number)).toBeNull();
        expect(validateCardNumber(formatCardNumber(number))).toBeNull();
      }),
    );
  });

  it('changing any one digit breaks Luhn and the number is refused with the rules §5 message', () => {
    fc.assert(
      fc.property(validCard, fc.nat(), fc.integer({ min: 1, max: 9 }), ({ number }, at, delta) => {
        const i = at % number.length;
        const changed = number.slice(0, i) + String((Number(number[i]) + delta) % 10) + number.slice(i + 1);
        expect(luhnValid(changed)).toBe(false);
        expect(validateCardNumber(changed)).toBe(PAYMENT_MESSAGES.cardNumber);
      }),
    );
  });

  it('knows the brands by prefix, and no other brand', () => {
    expect(cardBrand('4')).toBe('Visa');
    expect(cardBrand('34')).toBe('American Express');
    expect(cardBrand('37')).toBe('American Express');
    expect(cardBrand('5')).toBeNull();
    expect(cardBrand('51')).toBe('MasterCard');
    expect(cardBrand('2221 00')).toBe('MasterCard');
    expect(cardBrand('2721')).toBeNull();
    expect(cardBrand('3527')).toBeNull();
    expect(cardBrand('3528')).toBe('JCB');
    expect(cardBrand('6011')).toBe('Discover');
    expect(cardBrand('622125')).toBeNull();
    expect(cardBrand('36')).toBeNull(); // Diners Club is not one of spec §9's
    expect(cardBrand('62')).toBeNull(); // UnionPay neither
    expect(cardBrand('')).toBeNull();
    expect(cardBrand('4x')).toBeNull();
  });

  it('refuses numbers of the wrong length for their brand, other characters and unknown brands', () => {
    expect(validateCardNumber(withCheckDigit('41111111111111'))).toBe(PAYMENT_MESSAGES.cardNumber); // Visa of 15
    expect(validateCardNumber(withCheckDigit('37828224631000'))).toBeNull(); // Amex of 15
    expect(validateCardNumber(withCheckDigit('378282246310000'))).toBe(PAYMENT_MESSAGES.cardNumber); // Amex of 16
    expect(validateCardNumber(withCheckDigit('3056930902590'))).toBe(PAYMENT_MESSAGES.cardNumber); // Diners
    expect(validateCardNumber('4111-1111-1111-1111')).toBeNull();
    expect(validateCardNumber('4111.1111.1111.1111')).toBe(PAYMENT_MESSAGES.cardNumber);
    expect(validateCardNumber('')).toBe(PAYMENT_MESSAGES.cardNumber);
    expect(cardDigits('4111 1111')).toBe('41111111');
    expect(cardDigits('4111a')).toBeNull();
  });

  it('groups numbers as printed: 4-4-4-4, American Express 4-6-5, never past the brand’s length', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(formatCardNumber('41')).toBe('41');
    expect(formatCardNumber('4111-11a')).toBe('4111 11');
    expect(formatCardNumber('55555555555544449')).toBe('5555 5555 5555 4444');
    fc.assert(
      fc.property(validCard, ({ number }) => {
        expect(formatCardNumber(number).replace(/ /g, '')).toBe(number);
        expect(formatCardNumber(formatCardNumber(number))).toBe(formatCardNumber(number));
      }),
    );
  });

  it('reads expiries as MM/YY with the rules §5 messages', () => {
    expect(parseExpiry('', NOW)).toEqual({ error: PAYMENT_MESSAGES.expiryMissing });
    expect(parseExpiry('   ', NOW)).toEqual({ error: PAYMENT_MESSAGES.expiryMissing });
    expect(parseExpiry('12/28', NOW)).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry('3/27', NOW)).toEqual({ month: 3, year: 2027 });
    expect(parseExpiry('03 / 2027', NOW)).toEqual({ month: 3, year: 2027 });
    expect(parseExpiry('11/26', NOW)).toEqual({ month: 11, year: 2026 }); // good through the end of its month
    for (const bad of ['10/26', '00/28', '13/28', '1228', '12-28', '12/2', 'ab/cd', '12/47']) {
      expect(parseExpiry(bad, NOW), bad).toEqual({ error: PAYMENT_MESSAGES.expiryInvalid });
    }
    expect(parseExpiry('12/46', NOW)).toEqual({ month: 12, year: 2046 });
  });

  it('turns typed digits into MM/YY as they are typed', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12/');
    expect(formatExpiryInput('12', true)).toBe('12');
    expect(formatExpiryInput('122')).toBe('12/2');
    expect(formatExpiryInput('12/285')).toBe('12/28');
    expect(formatExpiryInput('3')).toBe('03/');
    expect(formatExpiryInput('327')).toBe('03/27');
    expect(formatExpiryInput('03', true)).toBe('03');
    expect(formatExpiryInput('0')).toBe('0');
    expect(formatExpiryInput('12/2029')).toBe('12/29');
    expect(formatExpiryInput('3/2029')).toBe('03/29');
  });

  it('wants a 4-digit CVV for American Express and 3 digits for the others', () => {
    expect(validateCvv('1234', 'American Express')).toBeNull();
    expect(validateCvv('123', 'American Express')).toBe(PAYMENT_MESSAGES.cvv);
    expect(validateCvv('123', 'Visa')).toBeNull();
    expect(validateCvv('1234', 'Visa')).toBe(PAYMENT_MESSAGES.cvv);
    expect(validateCvv('12a', 'Visa')).toBe(PAYMENT_MESSAGES.cvv);
    expect(validateCvv('1234', null)).toBeNull();
    expect(validateCvv('', null)).toBe(PAYMENT_MESSAGES.cvv);
  });

  it('wants a name on the card', () => {
    expect(validateCardholderName('Ana Lopez')).toBeNull();
    expect(validateCardholderName(' ')).toBe(PAYMENT_MESSAGES.cardholderName);
    expect(validateCardholderName('x'.repeat(101))).toBe(PAYMENT_MESSAGES.cardholderName);
  });

  it('checks a whole card at once: the card, or every bad field’s message', () => {
    expect(validateCard({ number: '3782 822463 10005', expiry: '07/29', cvv: '1234', name: ' Ana ' }, NOW)).toEqual({
      ok: true,
      card: { digits: '378282246310005', brand: 'American Express', expMonth: 7, expYear: 2029, cardholderName: 'Ana' },
    });
    expect(validateCard({ number: '4111 1111 1111 1112', expiry: '', cvv: '1', name: '' }, NOW)).toEqual({
      ok: false,
      fields: {
        number: PAYMENT_MESSAGES.cardNumber,
        expiry: PAYMENT_MESSAGES.expiryMissing,
        cvv: PAYMENT_MESSAGES.cvv,
        name: PAYMENT_MESSAGES.cardholderName,
      },
    });
  });
});
