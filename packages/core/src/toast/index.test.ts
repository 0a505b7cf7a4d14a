import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './index';

describe('toast store (spec §4 Toast, §9 timing)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('appears 300 ms after it is asked for, auto-dismisses after 3000 ms and exits in 400 ms', () => {
    const toasts = createToastStore();
    toasts.show('Added to your cart: Pilot Sport 4S', { kind: 'success' });
    vi.advanceTimersByTime(299);
    expect(toasts.$toast.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(toasts.$toast.get()).toMatchObject({ message: 'Added to your cart: Pilot Sport 4S', kind: 'success', phase: 'shown' });
    vi.advanceTimersByTime(2999);
    expect(toasts.$toast.get()?.phase).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(toasts.$toast.get()?.phase).toBe('leaving');
    vi.advanceTimersByTime(399);
    expect(toasts.$toast.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(toasts.$toast.get()).toBeNull();
  });

  it('waits for the next page change when scheduled for it, then 300 ms', () => {
    const toasts = createToastStore();
    toasts.show('Welcome back, Ada', { afterNextPageChange: true });
    vi.advanceTimersByTime(10_000);
    expect(toasts.$toast.get()).toBeNull();
    toasts.pageChanged();
    vi.advanceTimersByTime(299);
    expect(toasts.$toast.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(toasts.$toast.get()?.message).toBe('Welcome back, Ada');
  });

  it('shows one toast at a time, the next after the previous has left', () => {
    const toasts = createToastStore();
    toasts.show('First');
    toasts.show('Second');
    vi.advanceTimersByTime(300);
    expect(toasts.$toast.get()?.message).toBe('First');
    vi.advanceTimersByTime(3000 + 400);
    expect(toasts.$toast.get()).toBeNull();
    vi.advanceTimersByTime(300);
    expect(toasts.$toast.get()?.message).toBe('Second');
  });

  it('closes early from the close button, with the 400 ms exit', () => {
    const toasts = createToastStore();
    toasts.show('Signed out');
    vi.advanceTimersByTime(300);
    toasts.dismiss();
    expect(toasts.$toast.get()?.phase).toBe('leaving');
    vi.advanceTimersByTime(400);
    expect(toasts.$toast.get()).toBeNull();
  });

  it('stays while hovered or focused and restarts its 3000 ms when left', () => {
    const toasts = createToastStore();
    toasts.show('Held');
    vi.advanceTimersByTime(300 + 2000);
    toasts.pause();
    vi.advanceTimersByTime(60_000);
    expect(toasts.$toast.get()?.phase).toBe('shown');
    toasts.resume();
    vi.advanceTimersByTime(2999);
    expect(toasts.$toast.get()?.phase).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(toasts.$toast.get()?.phase).toBe('leaving');
  });

  it('keeps a toast with auto-dismiss off until it is closed; ignores an empty message', () => {
    const toasts = createToastStore();
    toasts.show('   ');
    toasts.show('We could not load your cart.', { kind: 'error', autoDismiss: false });
    vi.advanceTimersByTime(300);
    expect(toasts.$toast.get()).toMatchObject({ message: 'We could not load your cart.', kind: 'error' });
    vi.advanceTimersByTime(60_000);
    expect(toasts.$toast.get()?.phase).toBe('shown');
  });
});
