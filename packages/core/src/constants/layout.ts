/**
 * spec §9 Layout, as design tokens. Breakpoints are minimum widths in px; each size class has its
 * grid columns, gutter, page margin and main-nav height. Views turn these into CSS custom
 * properties and media queries (packages/views/src/styles/tokens.ts).
 */
export const BREAKPOINTS = { S: 0, M: 600, L: 976, XL: 1200 } as const;
export type SizeClass = keyof typeof BREAKPOINTS;

export const GRID: Record<SizeClass, { columns: number; gutter: number; margin: number; navHeight: number }> = {
  S: { columns: 4, gutter: 20, margin: 20, navHeight: 65 },
  M: { columns: 6, gutter: 40, margin: 40, navHeight: 90 },
  L: { columns: 12, gutter: 30, margin: 60, navHeight: 110 },
  XL: { columns: 12, gutter: 30, margin: 60, navHeight: 110 },
};

export const Z_INDEX = { nav: 500, modal: 900, toast: 1000 } as const;

/** spec §9: toast auto-dismiss 3000 ms, exit 400 ms. */
/** spec §4 Toast: a toast scheduled for the next page change appears 300 ms after it. */
export const TOAST_TIMING = { delayMs: 300, autoDismissMs: 3000, exitMs: 400 } as const;
