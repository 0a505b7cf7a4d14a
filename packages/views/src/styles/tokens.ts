/**
 * Design tokens as CSS custom properties — the white-label theming API. A host page themes a
 * widget by setting these on the element (e.g. `tireshop-installer-widget { --ts-color-primary:
 * #b00020 }`); the storefront sets them on :root. Layout values come from spec §9 Layout.
 */
import { BREAKPOINTS, GRID, Z_INDEX, type SizeClass, type StorefrontTheme } from '@tireshop/core';

/** `@media` prefix for a size class and up (custom properties cannot be used in media queries). */
export const mediaUp = (size: SizeClass) => `@media (min-width: ${BREAKPOINTS[size]}px)`;

const gridVars = (size: SizeClass) =>
  `--ts-grid-columns:${GRID[size].columns};--ts-gutter:${GRID[size].gutter}px;--ts-margin:${GRID[size].margin}px;--ts-nav-height:${GRID[size].navHeight}px;`;

export function tokensCss(scope: string): string {
  return `${scope}{
--ts-font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
--ts-font-size:16px;
--ts-color-ink:#15191e;
--ts-color-ink-muted:#56606b;
--ts-color-surface:#ffffff;
--ts-color-surface-muted:#f3f5f7;
--ts-color-border:#d9dee4;
--ts-color-primary:#0b57d0;
--ts-color-primary-ink:#ffffff;
--ts-color-primary-hover:#0842a0;
--ts-color-accent:#ffc53d;
--ts-color-accent-ink:#15191e;
--ts-color-header:#101418;
--ts-color-header-ink:#ffffff;
--ts-color-success:#17803d;
--ts-color-warning:#a15c00;
--ts-color-danger:#c0262d;
--ts-color-focus:#1a73e8;
--ts-radius:10px;
--ts-radius-small:6px;
--ts-shadow:0 1px 2px rgb(16 20 24 / 6%),0 4px 14px rgb(16 20 24 / 8%);
--ts-z-nav:${Z_INDEX.nav};
--ts-z-modal:${Z_INDEX.modal};
--ts-z-toast:${Z_INDEX.toast};
--ts-max-width:${BREAKPOINTS.XL}px;
${gridVars('S')}
}
${mediaUp('M')}{${scope}{${gridVars('M')}}}
${mediaUp('L')}{${scope}{${gridVars('L')}}}
${mediaUp('XL')}{${scope}{${gridVars('XL')}}}`;
}

/**
 * The storefront's themes: the tokens each one changes from the defaults above (rules §6: the
 * partner-widget variant has its own font family). A shop's theme is its variant's, or the one its
 * host name is given (the storefront server's host map).
 */
export const STOREFRONT_THEME_TOKENS: Record<StorefrontTheme, Readonly<Record<string, string>>> = {
  default: {},
  simple: {
    '--ts-color-primary': '#0f6e4f',
    '--ts-color-primary-hover': '#0a5139',
    '--ts-color-header': '#0c2b22',
  },
  employee: {
    '--ts-color-primary': '#374a9b',
    '--ts-color-primary-hover': '#2a3a7c',
    '--ts-color-header': '#1d2550',
  },
  exchange: {
    '--ts-color-primary': '#4b5a2a',
    '--ts-color-primary-hover': '#3a461f',
    '--ts-color-header': '#232a14',
  },
  partner: {
    '--ts-font-family': 'Georgia,"Times New Roman",serif',
  },
};

/** A theme's tokens over the defaults, for `scope` (empty for the default theme). */
export function themeCss(theme: StorefrontTheme, scope: string): string {
  const tokens = Object.entries(STOREFRONT_THEME_TOKENS[theme]);
  return tokens.length === 0 ? '' : `${scope}{${tokens.map(([name, value]) => `${name}:${value};`).join('')}}`;
}
