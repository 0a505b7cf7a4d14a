// The set-up the es-US installer widget pages share (a module the test pages import; not a test file).
import { spanishInstallerWidget, until } from './support.js';

/** An element's words, trimmed ('' when there is none). */
export const text = (el) => el?.textContent.trim() ?? '';

/** The next frame: a form takes a value typed in on its next render. */
export const frame = () => new Promise(requestAnimationFrame);

/**
 * The Spanish installer widget of iw-100001 on a clean host (support.js spanishInstallerWidget),
 * with `$` and `$$` querying inside its shadow root (or inside `root`); `shopOrigin` is the test shop's.
 */
export function spanishPage(shopOrigin) {
  const shop = spanishInstallerWidget('iw-100001', shopOrigin);
  const $ = (sel, root = shop.shadowRoot) => root.querySelector(sel);
  const $$ = (sel, root = shop.shadowRoot) => [...root.querySelectorAll(sel)];
  return { shop, $, $$ };
}

/** Types `value` into `input` as a shopper does, and waits for the form's next render. */
export async function typeInto(input, value) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await frame();
}

/** In the widget's open es-US checkout: the "Ship to me" tab chosen, and its address form. */
export async function spanishHomeForm($, $$) {
  const home = await until(
    () => $$('.ts-widget-checkout [role="tab"]').find((t) => text(t.querySelector('.ts-checkout-tabs__title')) === 'Enviar a mi domicilio'),
    'the Spanish "Ship to me" tab',
  );
  home.click();
  return until(() => $('form.ts-checkout-form'), 'the shipping address form');
}

/** Types an address into the shipping address form as a shopper does (the state chosen from its list). */
export async function fillAddress(form, address) {
  const field = (name) => form.querySelector(`[name="${name}"]`);
  for (const name of ['firstName', 'lastName', 'addressLine1', 'city']) await typeInto(field(name), address[name]);
  field('state').value = address.state;
  field('state').dispatchEvent(new Event('change', { bubbles: true }));
  await frame();
  for (const name of ['zip', 'phone', 'email']) await typeInto(field(name), address[name]);
}
