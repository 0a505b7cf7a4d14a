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

/**
 * A Spanish installer widget on a clean host (no cart kept from an earlier page) for `widgetId`,
 * showing 225/45R17, appended to `#host`; `shopOrigin` is the test shop's.
 */
export function spanishInstallerWidget(widgetId, shopOrigin) {
  for (const key of Object.keys(localStorage)) if (key.startsWith('tireshop.')) localStorage.removeItem(key);
  const shop = document.createElement('tireshop-installer-widget');
  shop.setAttribute('widget-id', widgetId);
  shop.setAttribute('api-base', `${shopOrigin}/api`);
  shop.setAttribute('size', '225/45R17');
  shop.setAttribute('locale', 'es-US');
  document.getElementById('host').append(shop);
  return shop;
}

/** A Spanish shopper adds the first result ("Agregar 4 al carrito") and opens the checkout from the cart summary ("Pagar"). */
export async function addAndOpenSpanishCheckout(shop) {
  const text = (el) => el?.textContent.trim() ?? '';
  const add = await until(
    () => [...shop.shadowRoot.querySelectorAll('.ts-card button')].find((b) => /^Agregar \d al carrito/.test(text(b))),
    'a Spanish add-to-cart button',
  );
  add.click();
  const summary = await until(() => shop.shadowRoot.querySelector('dialog.ts-cart-summary[open]'), 'the cart summary');
  const pay = await until(() => [...summary.querySelectorAll('a')].find((a) => text(a) === 'Pagar'), 'the Spanish "Checkout" link');
  pay.click();
}
