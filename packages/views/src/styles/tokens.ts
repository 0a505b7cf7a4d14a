/**
 * Design tokens as CSS custom properties — the white-label theming API. A host page themes a
 * widget by setting these on the element (e.g. `tireshop-installer-widget { --ts-color-primary:
 * #b00020 }`); the storefront sets them on :root. Layout values come from spec §9 Layout.
 */
import { BREAKPOINTS, GRID, Z_INDEX, type SizeClass } from '@tireshop/core';

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
