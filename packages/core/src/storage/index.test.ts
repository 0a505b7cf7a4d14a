import { describe, expect, it, vi } from 'vitest';
import { guardedStorage, memoryStorage } from './index';

describe('guardedStorage (spec §8 "Storage read and write errors are logged and the default is returned")', () => {
  it('a blocked storage (SecurityError even on access) keeps the values for this page, logged once', () => {
    const logger = { error: vi.fn() };
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const storage = guardedStorage(blocked, logger);
    expect(storage.getItem('ST_orderKey.a')).toBeNull();
    storage.setItem('ST_orderKey.a', 'kept');
    expect(storage.getItem('ST_orderKey.a')).toBe('kept');
    storage.removeItem('ST_orderKey.a');
    expect(storage.getItem('ST_orderKey.a')).toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('a working storage is used as it is', () => {
    const session = memoryStorage();
    const storage = guardedStorage(() => session as Storage);
    storage.setItem('k', 'v');
    expect(session.getItem('k')).toBe('v');
    session.setItem('k', 'changed elsewhere');
    expect(storage.getItem('k')).toBe('changed elsewhere');
  });
});
