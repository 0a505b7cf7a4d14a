/** The cart button with its badge: the storefront's header, and a widget's header with its first views. */
export const cartButtonCss = `
.ts-cart-button{position:relative;display:inline-flex;align-items:center;justify-content:center;flex:none;width:44px;height:44px;padding:0;border:0;border-radius:50%;background:color-mix(in srgb,currentColor 10%,transparent);color:inherit;font:inherit;cursor:pointer}
.ts-cart-button:hover{background:color-mix(in srgb,currentColor 18%,transparent)}
.ts-cart-button__badge{position:absolute;top:-3px;right:-5px;min-width:20px;height:20px;padding:0 5px;border-radius:10px;background:var(--ts-color-accent);color:var(--ts-color-accent-ink);font-size:11.52px;font-weight:800;line-height:20px;text-align:center;white-space:nowrap;box-shadow:0 0 0 2px var(--ts-cart-badge-ring,var(--ts-color-header))}
.ts-cart-button[aria-busy="true"] .ts-cart-button__badge{opacity:.6}
`;
