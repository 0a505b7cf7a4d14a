import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MESSAGES,
  billingAddressSchema,
  cityField,
  emailField,
  fieldErrors,
  formatPhone,
  formatPhonePartial,
  isAddressComplete,
  isContiguousState,
  isMilitaryAbroad,
  isPoBox,
  nameField,
  phoneDigits,
  phoneField,
  phoneTypeField,
  PHONE_DISPLAY_PREFIX,
  shippingAddressSchema,
  stateField,
  stateList,
  stateOffered,
  STATE_CODES,
  stripFreeText,
  zipField,
} from './index';
import { cartShippingInputSchema } from '../contract/cart';
import { isMissingKeyIssue, missingFieldMessage, shopperText, withMissingMessage } from '../contract/fields';

/** The first message a schema gives for a value, or null when it passes. */
function messageFor(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0]!.message;
}
const parsed = <S extends v.GenericSchema>(schema: S, value: unknown) => v.parse(schema, value) as v.InferOutput<S>;

const home = {
  firstName: 'Ana',
  lastName: "O'Neil-Smith",
  addressLine1: '12 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  phone: '512-555-0100',
};

/** spec §5 Messages, written out here (not read from the module) so a change of wording fails. */
const SPEC_MESSAGES = {
  firstName: 'Please enter valid First Name',
  lastName: 'Please enter valid Last Name',
  city: 'Please enter valid City',
  address: 'Please enter valid Address',
  zip: 'Please enter valid US Zip Code.',
  phone: 'Please enter a valid phone number.',
  phoneType: 'Please select a phone type.',
  state: 'Please enter state.',
  email: 'Please enter a valid email.',
};
/** The message each required shipping field shows, by field name. */
const REQUIRED_FIELD_ERRORS = {
  firstName: SPEC_MESSAGES.firstName,
  lastName: SPEC_MESSAGES.lastName,
  addressLine1: SPEC_MESSAGES.address,
  city: SPEC_MESSAGES.city,
  state: SPEC_MESSAGES.state,
  zip: SPEC_MESSAGES.zip,
  phone: SPEC_MESSAGES.phone,
};
/** A blank shipping form: every required field, plus phone type and email. */
const BLANK_FORM_ERRORS = { ...REQUIRED_FIELD_ERRORS, phoneType: SPEC_MESSAGES.phoneType, email: SPEC_MESSAGES.email };

describe('spec §5 exact messages', () => {
  it('uses the spec wording, character for character', () => {
    expect(ADDRESS_MESSAGES).toMatchObject(SPEC_MESSAGES);
  });

  it('gives each field of a blank shipping form its own spec message', () => {
    const blank = { firstName: '', lastName: '', addressLine1: '', city: '', state: '', zip: '', phone: '', phoneType: '', email: 'nope' };
    expect(fieldErrors(shippingAddressSchema, blank)).toEqual(BLANK_FORM_ERRORS);
  });

  it('gives the spec message for fields left out entirely, not a schema message', () => {
    expect(fieldErrors(shippingAddressSchema, {})).toEqual(REQUIRED_FIELD_ERRORS);
    expect(fieldErrors(billingAddressSchema, { ...home, city: undefined })).toEqual({ city: 'Please enter valid City' });
  });

  it('gives every required field of a shipping address its own message for being left out', () => {
    // The API answers a left-out field with the same words (api/src/http/endpoint.ts issueMessage).
    const required = Object.entries(shippingAddressSchema.entries).filter(([, field]) => !['optional', 'nullish'].includes(field.type));
    expect(required.map(([name]) => name)).toEqual(['firstName', 'lastName', 'addressLine1', 'city', 'state', 'zip', 'phone']);
    for (const [name] of required) {
      const { [name]: _left, ...rest } = home as Record<string, unknown>;
      const issue = v.safeParse(shippingAddressSchema, rest).issues![0]!;
      expect(isMissingKeyIssue(issue), name).toBe(true);
      expect(missingFieldMessage(shippingAddressSchema, issue), name).toBe(
        fieldErrors(shippingAddressSchema, { ...home, [name]: '' })[name],
      );
    }
  });

  it('reports wrong types with the field message too', () => {
    expect(fieldErrors(shippingAddressSchema, { ...home, zip: 78701, phone: 5125550100, state: null })).toEqual({
      zip: SPEC_MESSAGES.zip,
      phone: SPEC_MESSAGES.phone,
      state: SPEC_MESSAGES.state,
    });
  });

  it('passes a complete address with no errors', () => {
    expect(fieldErrors(shippingAddressSchema, home)).toEqual({});
  });
});

describe('names (spec §5: 1 to 25 characters from letters, apostrophe, comma, period, space and hyphen)', () => {
  const first = nameField(ADDRESS_MESSAGES.firstName);
  it.each(['A', 'Ana', "O'Neil", 'Mary-Jane', 'J. R.', 'Smith, Jr.', 'José', 'Zoë', 'Łukasz', 'A'.repeat(25)])('accepts %j', (name) => {
    expect(messageFor(first, name)).toBeNull();
  });
  it.each(['', '   ', 'A'.repeat(26), 'R2D2', 'Ana!', 'Ana_Maria', 'Ana@home', '<b>', 'Ana\u0000', '-', "'", '. ,'])(
    'refuses %j',
    (name) => {
      expect(messageFor(first, name)).toBe('Please enter valid First Name');
    },
  );
  it('trims and collapses spaces before counting', () => {
    expect(parsed(first, '  Mary   Ann  ')).toBe('Mary Ann');
    expect(messageFor(first, `  ${'B'.repeat(25)}  `)).toBeNull();
  });
  it('uses the last-name message on the last name', () => {
    expect(fieldErrors(shippingAddressSchema, { ...home, lastName: '123' })).toEqual({ lastName: 'Please enter valid Last Name' });
  });
  it('property: every 1–25 letter string is a name, every string with a digit is not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z' .,-]{0,24}$/), (name) => {
        expect(messageFor(first, name)).toBeNull();
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.integer({ min: 0, max: 9 }), (text, digit) => {
        expect(messageFor(first, `${text}${digit}`)).toBe('Please enter valid First Name');
      }),
      { numRuns: 200 },
    );
  });
});

describe('US zip (spec §5: 5 digits with an optional 4-digit extension)', () => {
  it.each(['78701', '02134', '78701-1234', ' 78701 '])('accepts %j', (zip) => {
    expect(messageFor(zipField, zip)).toBeNull();
  });
  it('keeps the leading zero and the +4 as typed', () => {
    expect(parsed(zipField, '02134')).toBe('02134');
    expect(parsed(zipField, '78701-1234')).toBe('78701-1234');
  });
  it.each(['', '7870', '787011', '78701-123', '78701-12345', '787O1', '78701 1234', '78701-', 'ABCDE', '7870\u0661', '78 701'])(
    'refuses %j',
    (zip) => {
      expect(messageFor(zipField, zip)).toBe('Please enter valid US Zip Code.');
    },
  );
});

describe('phone (spec §5: optional country code, 10 digits, optional extension)', () => {
  it.each([
    ['5125550100', '(512) 555 0100'],
    ['512-555-0100', '(512) 555 0100'],
    ['512.555.0100', '(512) 555 0100'],
    ['512 555 0100', '(512) 555 0100'],
    ['(512) 555-0100', '(512) 555 0100'],
    ['(512)555-0100', '(512) 555 0100'],
    ['1 512 555 0100', '(512) 555 0100'],
    ['1-512-555-0100', '(512) 555 0100'],
    ['+1 512 555 0100', '(512) 555 0100'],
    ['+15125550100', '(512) 555 0100'],
    ['+1 (512) 555-0100', '(512) 555 0100'],
    ['512-555-0100 x12', '(512) 555 0100 ext. 12'],
    ['512-555-0100 ext. 7', '(512) 555 0100 ext. 7'],
    ['512-555-0100 ext 345', '(512) 555 0100 ext. 345'],
    ['+1 512 555 0100 extension 9', '(512) 555 0100 ext. 9'],
    ['5125550100x12', '(512) 555 0100 ext. 12'],
  ])('accepts %j and stores %j', (typed, stored) => {
    expect(parsed(phoneField, typed)).toBe(stored);
  });
  it.each([
    '',
    '555-0100',
    '512-555-010',
    '512-555-01000',
    '+44 20 7946 0958',
    '+2 512 555 0100',
    '2 512 555 0100',
    '512-555-0100 ext',
    '512-555-0100 ext. 1234567',
    'call me',
    '512-555-O100',
    // Ten digits, but the spec's formatter drops the leading 1: no US number starts so.
    '123-456-7890',
  ])('refuses %j', (typed) => {
    expect(messageFor(phoneField, typed)).toBe('Please enter a valid phone number.');
  });
  it('phone type is Mobile or Landline (spec §3, default mobile)', () => {
    expect(messageFor(phoneTypeField, 'Mobile')).toBeNull();
    expect(messageFor(phoneTypeField, 'Landline')).toBeNull();
    for (const bad of ['mobile', 'Fax', '', null]) expect(messageFor(phoneTypeField, bad)).toBe('Please select a phone type.');
    expect(parsed(shippingAddressSchema, home).phoneType).toBe('Mobile');
  });
});

describe('phone formatting (spec §5)', () => {
  it('reduces to digits, drops a leading 1 and caps at 10 digits', () => {
    expect(phoneDigits('+1 (512) 555-0100')).toBe('5125550100');
    expect(phoneDigits('15125550100')).toBe('5125550100');
    expect(phoneDigits('512555010099')).toBe('5125550100');
    expect(phoneDigits('abc')).toBe('');
  });
  it('shows 10 digits as (xxx) xxx xxxx or xxx.xxx.xxxx', () => {
    expect(formatPhone('5125550100')).toBe('(512) 555 0100');
    expect(formatPhone('+1 512-555-0100')).toBe('(512) 555 0100');
    expect(formatPhone('5125550100', 'dots')).toBe('512.555.0100');
    expect(formatPhone('1 (512) 555 0100', 'dots')).toBe('512.555.0100');
  });
  it('returns null for any other length', () => {
    for (const input of ['', '1', '512', '512555', '512555010', '1512555010']) {
      expect(formatPhone(input), input).toBeNull();
      expect(formatPhone(input, 'dots'), input).toBeNull();
    }
  });
  it('formats partial input: as typed below 4, then lengths 4–6 and 7–10', () => {
    expect(formatPhonePartial('')).toBe('');
    expect(formatPhonePartial('51')).toBe('51');
    expect(formatPhonePartial('512')).toBe('512');
    expect(formatPhonePartial('5125')).toBe('(512) 5');
    expect(formatPhonePartial('51255')).toBe('(512) 55');
    expect(formatPhonePartial('512555')).toBe('(512) 555');
    expect(formatPhonePartial('5125550')).toBe('(512) 555 0');
    expect(formatPhonePartial('512555010')).toBe('(512) 555 010');
    expect(formatPhonePartial('5125550100')).toBe('(512) 555 0100');
    expect(formatPhonePartial('+1 512-555-0100')).toBe('(512) 555 0100');
    expect(formatPhonePartial('51255501009')).toBe('(512) 555 0100');
  });
  it('property: the partial formatter of 10 digits equals the full one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), (digits) => {
        expect(formatPhonePartial(digits)).toBe(formatPhone(digits));
      }),
      { numRuns: 100 },
    );
  });
  it('has the display prefix "+1 ("', () => {
    expect(PHONE_DISPLAY_PREFIX).toBe('+1 (');
  });
});

describe('email', () => {
  it.each(['ana@example.com', 'Ana.Smith+tires@mail.example.org', ' ana@example.co '])('accepts %j', (email) => {
    expect(messageFor(emailField, email)).toBeNull();
  });
  it('stores it trimmed and lower-cased', () => {
    expect(parsed(emailField, ' Ana@Example.COM ')).toBe('ana@example.com');
  });
  it.each([
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@example.c',
    'ana @example.com',
    'ana@@example.com',
    'ana\u0000@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %j', (email) => {
    expect(messageFor(emailField, email)).toBe('Please enter a valid email.');
  });
});

describe('no PO boxes for shipping (spec §5)', () => {
  it.each([
    'P.O. Box 12',
    'PO Box 12',
    'PO BOX 12',
    'po box 12',
    'P O Box 12',
    'P. O. Box 12',
    'P.O.Box12',
    'POBox 12',
    'POBOX 12',
    'PO Box #12',
    'PO Box No. 12',
    'Post Office Box 12',
    'post office box 12',
    'Post Box 12',
    'Postal Box 12',
    'POB 12',
    'P.O.B. 12',
    'PO Drawer 5',
    'Box 12',
    'box #12',
    'PO 12',
    'PO Box',
    '12 Main St, PO Box 7',
  ])('%j is a PO box', (line) => {
    expect(isPoBox(line)).toBe(true);
  });
  it.each([
    '12 Main St',
    '1200 Boxwood Rd',
    'Boxwood Rd',
    '1 Pobox Lane',
    '12 Post Office Rd',
    '44 Box Elder Dr',
    'Box Elder Rd',
    'RR 2 Box 12',
    '12 Polo Dr',
    '9 Hippo Blvd',
    '15 Apollo Way',
    '300 Pond Rd',
    'Suite 400',
    'Apt 4',
  ])('%j is a street address', (line) => {
    expect(isPoBox(line)).toBe(false);
  });
  it('refuses a PO box in either address line of a shipping address with its own message', () => {
    expect(fieldErrors(shippingAddressSchema, { ...home, addressLine1: 'P.O. Box 12' })).toEqual({
      addressLine1: 'We can’t ship to PO boxes. Please enter a street address.',
    });
    expect(fieldErrors(shippingAddressSchema, { ...home, addressLine2: 'PO Box 7' })).toEqual({
      addressLine2: 'We can’t ship to PO boxes. Please enter a street address.',
    });
  });
  it('accepts a PO box on a billing address', () => {
    expect(fieldErrors(billingAddressSchema, { ...home, addressLine1: 'PO Box 12' })).toEqual({});
  });
});

describe('military bases abroad are not shippable (spec §5)', () => {
  it.each([
    [{ city: 'APO', state: 'AE' }],
    [{ city: 'FPO' }],
    [{ city: 'DPO' }],
    [{ city: 'apo' }],
    [{ city: 'A.P.O.' }],
    [{ state: 'AA' }],
    [{ state: 'AE' }],
    [{ state: 'AP' }],
    [{ state: 'ap' }],
    [{ addressLine1: 'PSC 802 Box 74' }],
    [{ addressLine1: 'CMR 450 Box 12' }],
    [{ addressLine1: 'Unit 2050 Box 4190' }],
    [{ addressLine2: 'Unit 2050, Box 4190' }],
  ])('%j is a military address abroad', (address) => {
    expect(isMilitaryAbroad(address)).toBe(true);
  });
  it.each([
    [{ addressLine1: '12 Main St', addressLine2: 'Unit 5', city: 'Austin', state: 'TX' }],
    [{ addressLine1: '1 Unit Rd', city: 'Apopka', state: 'FL' }],
    [{ addressLine1: '12 Main St', city: 'Fort Hood', state: 'TX' }],
    [{ city: 'Apo Springs' }],
    [{ state: 'AL' }],
    [{ state: 'AR' }],
    [{ state: 'AZ' }],
  ])('%j ships', (address) => {
    expect(isMilitaryAbroad(address)).toBe(false);
  });
  it('refuses APO/FPO/DPO cities and AA/AE/AP states on the field that shows them', () => {
    const abroad = 'We can’t ship to military bases abroad (APO, FPO or DPO addresses).';
    expect(fieldErrors(shippingAddressSchema, { ...home, city: 'APO', state: 'TX' })).toEqual({ city: abroad });
    expect(fieldErrors(shippingAddressSchema, { ...home, city: 'FPO' })).toEqual({ city: abroad });
    expect(fieldErrors(shippingAddressSchema, { ...home, state: 'AE' })).toEqual({ state: abroad });
    expect(fieldErrors(shippingAddressSchema, { ...home, addressLine1: 'PSC 802 Box 74' })).toEqual({ addressLine1: abroad });
    expect(fieldErrors(shippingAddressSchema, { ...home, addressLine1: 'Unit 2050 Box 4190' })).toEqual({ addressLine1: abroad });
  });
  it('ships to an apartment called "Unit 5"', () => {
    expect(fieldErrors(shippingAddressSchema, { ...home, addressLine2: 'Unit 5' })).toEqual({});
  });
});

describe('state list (spec §5: 50 states plus Puerto Rico and DC)', () => {
  it('has 52 entries: the 50 states, DC and PR, each once', () => {
    expect(STATE_CODES).toHaveLength(52);
    expect(new Set(STATE_CODES).size).toBe(52);
    expect(STATE_CODES).toContain('PR');
    expect(STATE_CODES).toContain('DC');
    for (const notAState of ['AA', 'AE', 'AP', 'GU', 'VI', 'AS', 'MP']) expect(STATE_CODES).not.toContain(notAState);
    expect(stateList()).toContainEqual(['PR', 'Puerto Rico']);
    expect(stateList()).toContainEqual(['DC', 'District of Columbia']);
  });
  it('leaves Puerto Rico out on the employee portal (spec §6) and keeps everything else', () => {
    const portal = stateList('employee');
    expect(portal).toHaveLength(51);
    expect(portal.map(([code]) => code)).not.toContain('PR');
    expect(portal.map(([code]) => code)).toContain('DC');
  });
  it('checks a posted state against the variant’s list: Puerto Rico is refused on the employee portal only', () => {
    expect(stateOffered('PR')).toBe(true);
    expect(stateOffered(' pr ', 'retail')).toBe(true);
    expect(stateOffered('PR', 'employee')).toBe(false);
    expect(stateOffered('pr', 'employee')).toBe(false);
    expect(stateOffered('TX', 'employee')).toBe(true);
    for (const bad of ['', 'XX', 'Texas']) expect(stateOffered(bad, 'retail')).toBe(false);
  });
  it('accepts codes in any case and refuses anything else with "Please enter state."', () => {
    expect(parsed(stateField, 'tx')).toBe('TX');
    expect(parsed(stateField, ' pr ')).toBe('PR');
    for (const bad of ['', 'Texas', 'XX', 'GU', 'T', 'TXX']) expect(messageFor(stateField, bad)).toBe('Please enter state.');
  });
  it('knows the contiguous US (spec §9 free shipping): not Alaska, Hawaii or Puerto Rico', () => {
    expect(isContiguousState('TX')).toBe(true);
    expect(isContiguousState('DC')).toBe(true);
    for (const st of ['AK', 'HI', 'PR', 'GU', '', null]) expect(isContiguousState(st)).toBe(false);
  });
});

describe('city and address lines', () => {
  it.each(['Austin', 'St. Louis', "Coeur d'Alene", 'Winston-Salem', 'San José'])('accepts the city %j', (city) => {
    expect(messageFor(cityField, city)).toBeNull();
  });
  it.each(['', 'A', 'Austin 2', 'Austin!', 'X'.repeat(41)])('refuses the city %j', (city) => {
    expect(messageFor(cityField, city)).toBe('Please enter valid City');
  });
  it('accepts ordinary street lines and refuses markup and overlong lines', () => {
    expect(fieldErrors(shippingAddressSchema, { ...home, addressLine1: '1200 N. Lamar Blvd #4', addressLine2: 'Apt 3/B' })).toEqual({});
    expect(fieldErrors(shippingAddressSchema, { ...home, addressLine1: '<script>' })).toEqual({
      addressLine1: 'Please enter valid Address',
    });
    expect(fieldErrors(shippingAddressSchema, { ...home, addressLine1: '1'.repeat(61) })).toEqual({
      addressLine1: 'Please enter valid Address',
    });
  });
  it('keeps optional free text but drops control characters (PostgreSQL refuses NUL)', () => {
    const out = parsed(shippingAddressSchema, { ...home, companyName: ' Acme\u0000 Tires ', specialInstructions: 'Ring\u200b twice' });
    expect(out.companyName).toBe('Acme Tires');
    expect(out.specialInstructions).toBe('Ring twice');
  });
});

describe('address completeness (spec §5: the first three of addressLine1, city, state and zip)', () => {
  it('is complete with addressLine1, city and state — the zip is not checked', () => {
    expect(isAddressComplete({ addressLine1: '12 Main St', city: 'Austin', state: 'TX' })).toBe(true);
    expect(isAddressComplete({ addressLine1: '12 Main St', city: 'Austin', state: 'TX', zip: '' } as never)).toBe(true);
    expect(isAddressComplete({ addressLine1: '12 Main St', city: 'Austin', state: 'TX', zip: 'garbage' } as never)).toBe(true);
  });
  it('is incomplete without any of the three, or with only spaces', () => {
    expect(isAddressComplete({ city: 'Austin', state: 'TX' })).toBe(false);
    expect(isAddressComplete({ addressLine1: '12 Main St', state: 'TX' })).toBe(false);
    expect(isAddressComplete({ addressLine1: '12 Main St', city: 'Austin' })).toBe(false);
    expect(isAddressComplete({ addressLine1: '  ', city: 'Austin', state: 'TX' })).toBe(false);
    expect(isAddressComplete({ addressLine1: '12 Main St', city: 'Austin', state: null })).toBe(false);
    expect(isAddressComplete(null)).toBe(false);
    expect(isAddressComplete(undefined)).toBe(false);
  });
});

describe('free text (spec §5 stripped characters)', () => {
  it('strips backtick, tilde, !, @, $, %, ^, &, *, parentheses, +, =, angle brackets and quotes', () => {
    expect(stripFreeText('a`b~c!d@e$f%g^h&i*j(k)l+m=n<o>p"q\'r')).toBe('abcdefghijklmnopqr');
    expect(stripFreeText('Keep #, -, ., / and 12')).toBe('Keep #, -, ., / and 12');
  });
  it('keeps "=" in the variant that allows it', () => {
    expect(stripFreeText('a=b(c)', { allowEquals: true })).toBe('a=bc');
  });
});

describe('billing address (spec §3 Cart billing)', () => {
  it('takes an optional PO number', () => {
    expect(parsed(billingAddressSchema, { ...home, poNumber: ' PO-4471 ' }).poNumber).toBe('PO-4471');
    expect(fieldErrors(billingAddressSchema, { ...home, poNumber: 'x'.repeat(31) })).toEqual({ poNumber: 'At most 30 characters.' });
  });
});

describe("a field's own message for being left out (missingFieldMessage)", () => {
  const firstIssue = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).issues![0]!;

  it('finds the message through a variant, by the option the discriminator chose (spec §5 exact messages)', () => {
    const installer = firstIssue(cartShippingInputSchema, { shippingOption: 'INSTALLER' });
    expect(missingFieldMessage(cartShippingInputSchema, installer)).toBe('Please select a shop or change shipping option.');
    const courier = firstIssue(cartShippingInputSchema, {
      shippingOption: 'FEDEX',
      firstName: 'Ana',
      lastName: 'Lopez',
      phone: '5125550100',
    });
    expect(missingFieldMessage(cartShippingInputSchema, courier)).toBe('Please select a FedEx location.');
    const person = firstIssue(cartShippingInputSchema, {
      shippingOption: 'FEDEX',
      shippingLocationId: 3,
      lastName: 'Lopez',
      phone: '5125550100',
    });
    expect(missingFieldMessage(cartShippingInputSchema, person)).toBe('Please enter valid First Name');
    const home = firstIssue(cartShippingInputSchema, { shippingOption: 'HOME' });
    expect(missingFieldMessage(cartShippingInputSchema, home)).toBe('Please enter valid First Name');
  });

  it('treats null like a left-out field', () => {
    const issue = firstIssue(cartShippingInputSchema, { shippingOption: 'INSTALLER', installerId: null });
    expect(missingFieldMessage(cartShippingInputSchema, issue)).toBe('Please select a shop or change shipping option.');
  });

  it('says nothing for a field without a message of its own, or a value that is there but wrong', () => {
    const warehouse = firstIssue(cartShippingInputSchema, { shippingOption: 'WAREHOUSE' });
    expect(isMissingKeyIssue(warehouse)).toBe(true);
    expect(missingFieldMessage(cartShippingInputSchema, warehouse)).toBeUndefined();
    const wrong = firstIssue(cartShippingInputSchema, { shippingOption: 'INSTALLER', installerId: 'abc' });
    expect(missingFieldMessage(cartShippingInputSchema, wrong)).toBeUndefined();
  });

  it('follows nested objects, arrays and optional wrappers', () => {
    const schema = v.object({ stops: v.optional(v.array(v.object({ code: withMissingMessage(v.string(), 'Which stop?') }))) });
    const issue = firstIssue(schema, { stops: [{ code: 'A' }, {}] });
    expect(issue.path!.map((p) => p.key)).toEqual(['stops', 1, 'code']);
    expect(missingFieldMessage(schema, issue)).toBe('Which stop?');
    expect(fieldErrors(schema, { stops: [{}] })).toEqual({ 'stops.0.code': 'Which stop?' });
  });

  it("keeps the field's type: the message is metadata, not a change to what is accepted", () => {
    const code = withMissingMessage(v.pipe(v.string(), v.minLength(2, 'Too short.')), 'Which code?');
    expect(v.parse(code, 'AB')).toBe('AB');
    expect(messageFor(code, 'A')).toBe('Too short.');
  });
});

describe('shopper text (contract fields)', () => {
  it('counts the length after normalising: 40 × U+FDFA is 720 characters, not 40', () => {
    const make = shopperText('vehicleMake', 40);
    expect(messageFor(make, '\ufdfa'.repeat(40))).toBe('vehicleMake must be at most 40 characters.');
    expect(messageFor(make, '\ufdfa'.repeat(2))).toBeNull();
    expect(v.parse(make, ' Ｆｏｒｄ\u0000\u200b ')).toBe('Ford');
  });

  it('property: whatever the input, the output has no control characters and fits the bound', () => {
    const text = shopperText('x', 20);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const result = v.safeParse(text, s);
        if (result.success) {
          expect(result.output.length).toBeLessThanOrEqual(20);
          expect(result.output).not.toMatch(/[\p{Cc}\p{Cs}]/u);
        } else expect(result.issues[0]!.message).toBe('x must be at most 20 characters.');
      }),
    );
  });
});
