// Helpers shared by the widget test pages (served as a module by the test runner; not a test file).

/** Fails the running test with `message` unless `ok`. */
export const assert = (ok, message) => {
  if (!ok) throw new Error(message);
};

/**
 * Polls `read` every 50 ms until it answers something truthy, and returns that; the widget renders
 * after its own API calls, so a test waits for what it needs to see. `what` (text, or a function
 * giving text at the time of failing) names it in the timeout's message.
 */
export async function until(read, what, ms = 15000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${typeof what === 'function' ? what() : what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
