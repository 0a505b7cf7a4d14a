/**
 * Styles of a widget's cart pieces: the add action on result cards and the cart button in the
 * widget's header (widgetCartCss, with the first views), then the checkout view's head and the
 * widget's own shop in the installer tab (widgetCheckoutCss, with the checkout's code). The cart
 * modals and checkout views keep their shared styles (cart.ts, checkout.ts). The installer widget
 * only; the storefront never loads them.
 */
export const widgetCartCss = `
.ts-widget-view[hidden]{display:none}
.ts-widget-cart-button{--ts-cart-badge-ring:var(--ts-color-surface-muted);flex:none;color:var(--ts-color-ink);background:var(--ts-color-surface);box-shadow:inset 0 0 0 1px var(--ts-color-border)}
.ts-widget-cart-button:hover{background:var(--ts-color-surface);box-shadow:inset 0 0 0 2px var(--ts-color-primary)}
.ts-card__action{border-top:1px solid var(--ts-color-border);padding-top:9.6px}
.ts-card__action:empty{display:none}
.ts-card-add{display:grid;gap:6.4px}
.ts-card-add__row{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.ts-card-add__label{font-size:13.6px;font-weight:650;color:var(--ts-color-ink-muted)}
.ts-card-add__quantity{min-height:44px;min-width:60px;padding:4.8px 8px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius-small);font:inherit;background:var(--ts-color-surface);color:var(--ts-color-ink)}
.ts-card-add__button{flex:1 1 136px;padding-left:.75em;padding-right:.75em}
.ts-card-add__button[aria-disabled="true"]{opacity:.7;cursor:progress}
.ts-card-add__error{margin:0;color:var(--ts-color-danger);font-size:13.6px;font-weight:600}
`;

/** After checkout.ts's CSS: some of these rules win over its rules of the same weight by coming later. */
export const widgetCheckoutCss = `
.ts-widget-checkout__head{display:grid;gap:5.6px;justify-items:start}
.ts-widget-checkout__head .ts-installer-shop__place{margin:0}
.ts-widget-checkout__back{min-height:44px;padding-left:0;gap:5.6px}
.ts-widget-checkout__more{margin:20px 0 0}
.ts-widget-checkout .ts-installer-shop__title:focus{outline:none}
.ts-widget-checkout .ts-installer-shop__title:focus-visible{outline:3px solid var(--ts-color-focus);outline-offset:2px}
.ts-widget-checkout .ts-checkout-layout__aside{top:16px}
.ts-widget-shop__change[aria-disabled="true"]{color:var(--ts-color-ink-muted);text-decoration:none;cursor:not-allowed}
.ts-widget-shop__fixed{margin:0;color:var(--ts-color-ink-muted);font-size:14.4px}
.ts-checkout-place__saving{margin:0;color:var(--ts-color-ink-muted);font-weight:600}
`;
