import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, overdueFrom } from './operations-orders';

const at = (iso: string) => new Date(iso);

describe('stuck-order thresholds', () => {
  it('counts business days Monday to Friday, skipping the weekend', () => {
    // Placed on a Thursday: 2 business days later is the Monday after.
    expect(addBusinessDays(at('2026-11-19T15:00:00Z'), 2)).toEqual(at('2026-11-23T15:00:00Z'));
    // Placed on a Tuesday: Thursday.
    expect(addBusinessDays(at('2026-11-17T09:30:00Z'), 2)).toEqual(at('2026-11-19T09:30:00Z'));
    // Reached on a Saturday: counted from Monday's start.
    expect(addBusinessDays(at('2026-11-21T18:00:00Z'), 1)).toEqual(at('2026-11-24T00:00:00Z'));
  });

  it('holds a processing payment to hours and the tracking steps to business days', () => {
    expect(overdueFrom('unconfirmed', at('2026-11-18T10:00:00Z'))).toEqual(at('2026-11-18T11:00:00Z'));
    expect(overdueFrom('processed', at('2026-11-18T10:00:00Z'))).toEqual(at('2026-11-20T10:00:00Z'));
    expect(overdueFrom('in_transit', at('2026-11-18T10:00:00Z'))).toEqual(at('2026-11-25T10:00:00Z'));
  });

  it('never ends on a weekend, and never sooner than as many calendar days', () => {
    fc.assert(
      fc.property(
        fc.date({ min: at('2020-01-01T00:00:00Z'), max: at('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 10 }),
        (since, n) => {
          const due = addBusinessDays(since, n);
          expect([0, 6]).not.toContain(due.getUTCDay());
          expect(due.getTime() - since.getTime()).toBeGreaterThanOrEqual(n * 86_400_000);
        },
      ),
    );
  });
});
