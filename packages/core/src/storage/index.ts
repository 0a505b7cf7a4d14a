/**
 * Browser storage as the shop's stores use it (the checkout store's placement keys, the help
 * chat's conversation, a widget's flags): the three calls they need, and a guard for pages that
 * block storage. Its own module, so a chunk that keeps something in sessionStorage does not carry
 * the checkout store with it.
 */

/** What a store keeps its values in: sessionStorage, or memory for this page. */
export type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Values kept for this page only (a reload forgets them). */
export function memoryStorage(): KeyStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * A browser storage that never throws: a page that blocks storage (a sandboxed frame, strict
 * privacy settings — even reading `window.sessionStorage` throws a SecurityError there) keeps the
 * values in memory for this page instead (spec §8 "Storage read and write errors are logged and the
 * default is returned"). `storage` is asked on every use, so it is never touched before it is needed.
 */
export function guardedStorage(storage: () => Storage, logger: Pick<Console, 'error'> = console): KeyStorage {
  const memory = memoryStorage();
  let reported = false;
  const attempt = <T>(action: (s: Storage) => T, fallback: () => T): T => {
    try {
      return action(storage());
    } catch (error) {
      // Said once: a blocked storage stays blocked, and every read would repeat it.
      if (!reported) logger.error('[tireshop] storage is not available; keeping values for this page only', error);
      reported = true;
      return fallback();
    }
  };
  return {
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => memory.getItem(key),
      ),
    setItem: (key, value) => {
      memory.setItem(key, value);
      attempt(
        (s) => s.setItem(key, value),
        () => undefined,
      );
    },
    removeItem: (key) => {
      memory.removeItem(key);
      attempt(
        (s) => s.removeItem(key),
        () => undefined,
      );
    },
  };
}
