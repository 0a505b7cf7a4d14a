/**
 * Property-based fuzzing of the appointment calls: whatever body a client sends — dates and times
 * near and far, windows, odd strings and Unicode, numbers, nulls, wrong types — the answer is a
 * 2xx or a 4xx with `{ error: { code, message } }`, never a 5xx; and a refused call leaves the
 * appointments and the slot loads exactly as they were. Runs are bounded so the suite stays quick.
 */
import { addDays } from '@tireshop/core';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { appointmentApi, bookingTables, plainShops, setShop, type AppointmentApi, type Schedule } from './support/appointments';

const RUNS = 60;

/** Text that breaks parsers and databases: controls (NUL), lone surrogates, bidi and invisible marks, full-width digits, any Unicode. */
const oddText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
  fc.constantFrom(
    '\u0000',
    '\ud800',
    '\udfff',
    '\u202e10:00',
    '１０:００',
    '2026-11-24\u0000',
    ' 10:00',
    '10:00 ',
    'null',
    'undefined',
    '{}',
    "'; DROP TABLE appointments; --",
  ),
);
const anything = fc.oneof(
  oddText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.nat(3), { maxLength: 2 }),
  fc.object({ maxDepth: 1, maxKeys: 2 }),
);
/** Percent-encodes for a query string; a lone surrogate goes as the bytes a careless client sends for it (WTF-8). */
const queryValue = (text: string) =>
  [...text]
    .map((ch) => {
      const unit = ch.charCodeAt(0);
      if (ch.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 26 }), fc.constantFrom(0, 0, 0, 30, 59, 60))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

describeOnDatabases('appointments: fuzzed requests', ({ database }) => {
  let a: AppointmentApi;
  let shop: number;
  let schedule: Schedule;
  let withAppointment: string;
  let without: string;

  beforeAll(async () => {
    a = await appointmentApi(database());
    [shop] = (await plainShops(database(), 1)) as [number];
    await setShop(database(), shop, { bays: 1 });
    schedule = await a.schedule(shop);
    [withAppointment, without] = [await a.installerCart(shop), await a.installerCart(shop)];
    expect((await a.appointment.create(withAppointment)).status).toBe(201);
  });

  /** Dates mostly in and around the bookable 30 days, sometimes malformed or absurd. */
  const date = () =>
    fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: -3, max: 33 }).map((n) => addDays(schedule.today, n)) },
      { weight: 1, arbitrary: fc.constantFrom('2026-13-01', '2026-02-30', '0000-01-01', '9999-12-31', '11/24/2026', '2026-1-1', '') },
      { weight: 1, arbitrary: anything },
    );
  const body = () =>
    fc.record(
      {
        installerId: fc.oneof(fc.constant(shop), fc.integer({ min: -2, max: 3_000_000_000 }), anything),
        date: date(),
        startTime: fc.oneof({ weight: 3, arbitrary: hhmm }, { weight: 1, arbitrary: anything }),
        isDropOff: fc.oneof(fc.boolean(), anything),
        dropOffWindow: fc.oneof(fc.constantFrom('Morning', 'Afternoon', 'Evening', 'morning', 'Night'), anything),
        slotTime: fc.oneof(fc.constantFrom('morning', 'afternoon', 'evening'), anything),
        amOrPm: fc.oneof(fc.constantFrom('AM', 'PM', 'am'), anything),
        extra: anything,
      },
      { requiredKeys: [] },
    );
  /** A body a real client might send: right types, days around the 30, whole hours, real windows — some bookable, most not. */
  const plausible = () => {
    /** Sent in `sent` of `sent + leftOut` bodies. */
    const sometimes = <T>(arbitrary: fc.Arbitrary<T>, sent: number, leftOut: number) =>
      fc.oneof({ weight: sent, arbitrary }, { weight: leftOut, arbitrary: fc.constant(undefined) });
    return fc.record({
      installerId: sometimes(fc.constantFrom(shop, shop, shop, shop + 1, 999_999), 1, 1),
      date: sometimes(
        fc.integer({ min: -2, max: 31 }).map((n) => addDays(schedule.today, n)),
        8,
        1,
      ),
      startTime: sometimes(
        fc.integer({ min: 5, max: 20 }).map((h) => `${String(h).padStart(2, '0')}:00`),
        2,
        1,
      ),
      isDropOff: sometimes(fc.boolean(), 1, 1),
      dropOffWindow: sometimes(fc.constantFrom('Morning', 'Afternoon', 'Evening'), 1, 2),
      slotTime: sometimes(fc.constantFrom('morning', 'afternoon'), 1, 3),
      amOrPm: sometimes(fc.constantFrom('AM', 'PM'), 1, 3),
    });
  };
  /** A body as JSON, or something that is not a JSON object at all. */
  const payload = () =>
    fc.oneof(
      { weight: 5, arbitrary: plausible() },
      { weight: 4, arbitrary: body() },
      { weight: 1, arbitrary: fc.constantFrom('{', '[]', 'null', '"x"', '{"date": }', '\u0000') },
    );

  /** The answer is a 2xx, or a 4xx with a message that left the booking tables as they were. */
  async function answersSafely(call: () => Promise<{ status: number; body: any }>) {
    const before = await bookingTables(database());
    const res = await call();
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    if (res.status >= 400) {
      expect(res.body?.error?.code, JSON.stringify(res.body)).toEqual(expect.any(String));
      expect(res.body.error.message).toEqual(expect.any(String));
      expect(res.body.error.message.length).toBeGreaterThan(0);
      expect(await bookingTables(database())).toBe(before);
    }
    return res;
  }

  it('POST: books or refuses cleanly, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(payload(), async (sent) => {
        const res = await answersSafely(() => a.appointment.create(without, sent));
        // Start every run from a cart without an appointment.
        if (res.status === 201) expect((await a.appointment.remove(without)).status).toBe(200);
      }),
      { numRuns: RUNS },
    );
  });

  it('PUT: moves or refuses cleanly, keeping the old time when refused', async () => {
    await fc.assert(
      fc.asyncProperty(payload(), async (sent) => {
        const res = await answersSafely(() => a.appointment.update(withAppointment, sent));
        if (res.status >= 400) expect((await a.appointment.get(withAppointment)).status).toBe(200);
      }),
      { numRuns: RUNS },
    );
  });

  it('GET and DELETE with odd cart ids answer 4xx, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(oddText, async (cartId) => {
        const path = `/v1/checkout/cart-appointment?cartId=${queryValue(cartId)}`;
        await answersSafely(() => a.call('GET', path));
        await answersSafely(() => a.call('DELETE', path));
      }),
      { numRuns: RUNS },
    );
  });
});
