import { describe, expect, it } from 'vitest';
import { COMPARE_ALERTS, createCompareStore, type CompareTire } from './index';

const tire = (productId: number): CompareTire => ({ productId, name: `Tire ${productId}`, size: '225/45R17' });

describe('the compare list (spec §5 2 to 5 tires, §8 compare alerts)', () => {
  it('can compare from 2 to 5 tires, in the order they were added', () => {
    const store = createCompareStore();
    expect(store.$canCompare.get()).toBe(false);
    store.add(tire(11));
    expect(store.$canCompare.get()).toBe(false);
    store.add(tire(12));
    expect(store.$canCompare.get()).toBe(true);
    for (const id of [13, 14, 15]) expect(store.add(tire(id))).toEqual({ ok: true });
    expect(store.$canCompare.get()).toBe(true);
    expect(store.$compareIds.get()).toBe('11,12,13,14,15');
  });

  it('refuses a sixth tire with the over-five alert and keeps the five', () => {
    const store = createCompareStore([1, 2, 3, 4, 5].map(tire));
    expect(store.add(tire(6))).toEqual({ ok: false, alert: 'full' });
    expect(store.$compare.get().tires.map((t) => t.productId)).toEqual([1, 2, 3, 4, 5]);
    expect(store.$compare.get().alert).toEqual({ kind: 'full', message: 'You can compare up to 5 tires. Remove one to add another.' });
  });

  it('refuses a duplicate with the duplicate alert', () => {
    const store = createCompareStore([tire(1)]);
    expect(store.add(tire(1))).toEqual({ ok: false, alert: 'duplicate' });
    expect(store.$compare.get()).toEqual({ tires: [tire(1)], alert: { kind: 'duplicate', message: COMPARE_ALERTS.duplicate } });
    // Also when the list is full: the tire is there, so "already in your list" is the true answer.
    const full = createCompareStore([1, 2, 3, 4, 5].map(tire));
    expect(full.add(tire(3))).toEqual({ ok: false, alert: 'duplicate' });
  });

  it('makes room again after a removal, and clears the alert', () => {
    const store = createCompareStore([1, 2, 3, 4, 5].map(tire));
    store.add(tire(6));
    store.remove(2);
    expect(store.$compare.get().alert).toBeNull();
    expect(store.add(tire(6))).toEqual({ ok: true });
    expect(store.$compareIds.get()).toBe('1,3,4,5,6');
    store.remove(1);
    store.remove(3);
    store.remove(4);
    expect(store.$canCompare.get()).toBe(true);
    store.remove(5);
    expect(store.$canCompare.get()).toBe(false);
  });

  it('restores a saved list without duplicates and at most 5 tires', () => {
    const store = createCompareStore([1, 1, 2, 3, 4, 5, 6].map(tire));
    expect(store.$compareIds.get()).toBe('1,2,3,4,5');
  });

  it('dismisses an alert and clears the list', () => {
    const store = createCompareStore([tire(1)]);
    store.add(tire(1));
    store.dismissAlert();
    expect(store.$compare.get().alert).toBeNull();
    store.clear();
    expect(store.$compare.get().tires).toEqual([]);
  });
});
