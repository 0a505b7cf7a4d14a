/** What opens the overlay: the storefront header's icon button, a widget's search-box-like button. */
export const launcherCss = `
.ts-search-open{border:0;padding:0;font:inherit}
.ts-search-launcher{display:flex;align-items:center;gap:9.6px;width:100%;min-height:48px;padding:8px 14.4px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius-small);background:var(--ts-color-surface);color:var(--ts-color-ink-muted);font:inherit;text-align:left;cursor:pointer}
.ts-search-launcher:hover{border-color:var(--ts-color-primary);color:var(--ts-color-ink)}
`;
