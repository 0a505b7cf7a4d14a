/**
 * Styles inside a widget's shadow root. The element adopts the CSS of its first views when it
 * connects; a view whose code arrives later (the checkout, the payment step) brings its own CSS
 * with it and adds it to the shadow root it renders in, once, before it paints.
 */
import { createContext, useContext, useInsertionEffect } from 'react';

const sheets = new Map<string, CSSStyleSheet>();

function stylesheetFor(css: string): CSSStyleSheet | null {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return null;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

const styleElements = new WeakMap<ShadowRoot, Set<string>>();

/**
 * Adds `css` to the shadow root unless it is there already. A constructable stylesheet (one per
 * text, shared by every element) needs no inline <style>, so a strict CSP without 'unsafe-inline'
 * lets it apply; older browsers get a <style> element.
 */
export function adoptCss(shadow: ShadowRoot, css: string): void {
  const sheet = stylesheetFor(css);
  if (sheet) {
    if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
    return;
  }
  const added = styleElements.get(shadow) ?? new Set<string>();
  if (added.has(css)) return;
  added.add(css);
  styleElements.set(shadow, added);
  const style = document.createElement('style');
  style.textContent = css;
  shadow.prepend(style);
}

/** How a view reaches the shadow root it renders in (nothing outside a widget element). */
export const ShadowStylesContext = createContext<(css: string) => void>(() => {});

/** Adds a lazily loaded view's CSS to its widget's shadow root before the view paints. */
export function useShadowStyles(css: string): void {
  const adopt = useContext(ShadowStylesContext);
  useInsertionEffect(() => adopt(css), [adopt, css]);
}
