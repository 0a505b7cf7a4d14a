/**
 * Styles of the cart views: the cart button with its badge, the summary modal (a bottom sheet on
 * phones, a drawer from the right from M up), the empty-cart modal and the add-to-cart states.
 * z-index from the tokens (spec §9 Layout: modal 900); a modal <dialog> sits in the top layer
 * anyway, the value orders it should a browser lack one.
 */
import { cartButtonCss as buttonCss } from './cart-button';
import { mediaUp } from './tokens';

const modalCss = `
.ts-cart-modal{z-index:var(--ts-z-modal);padding:0;border:0;background:var(--ts-color-surface);color:var(--ts-color-ink);font:inherit;max-width:100%;max-height:100%;overflow:hidden;box-shadow:0 24px 60px rgb(16 20 24 / 30%)}
.ts-cart-modal::backdrop{background:rgb(16 20 24 / 55%)}
html:has(.ts-cart-modal[open]){overflow:hidden}
.ts-cart-modal__panel{display:flex;flex-direction:column;max-height:inherit;height:100%}
.ts-cart-modal__head{display:flex;align-items:center;justify-content:space-between;gap:16px;padding:12px 12px 8px 20px;border-bottom:1px solid var(--ts-color-border)}
.ts-cart-modal__title{margin:0;font-size:19.2px;font-weight:750;letter-spacing:-.01em}
.ts-cart-modal__count{font-weight:500;color:var(--ts-color-ink-muted);font-size:16px}
.ts-cart-modal__close{display:inline-grid;place-items:center;flex:none;width:44px;height:44px;border:0;border-radius:50%;background:transparent;color:var(--ts-color-ink-muted);font:inherit;font-size:28.8px;line-height:1;cursor:pointer}
.ts-cart-modal__close:hover{background:var(--ts-color-surface-muted);color:var(--ts-color-ink)}
@keyframes ts-cart-sheet{from{transform:translateY(24px);opacity:0}to{transform:none;opacity:1}}
@keyframes ts-cart-drawer{from{transform:translateX(32px);opacity:0}to{transform:none;opacity:1}}
@keyframes ts-cart-pop{from{transform:scale(.96);opacity:0}to{transform:none;opacity:1}}
@keyframes ts-cart-spin{to{transform:rotate(360deg)}}
`;

const summaryCss = `
.ts-cart-summary{margin:auto 0 0;width:100%;height:auto;max-height:min(92vh,100%);border-radius:14px 14px 0 0;animation:ts-cart-sheet .22s ease-out}
${mediaUp('M')}{.ts-cart-summary{margin:0 0 0 auto;width:min(460px,100%);height:100%;max-height:100%;border-radius:0;animation-name:ts-cart-drawer}}
.ts-cart-summary__alert:empty{display:none}
.ts-cart-summary__error{margin:12px 20px 0;padding:9.6px 12.8px;border:1px solid #f0b9bc;border-left:4px solid var(--ts-color-danger);border-radius:var(--ts-radius-small);background:#fff5f5;color:#8f1a20;font-size:14.72px;font-weight:600}
.ts-cart-summary__body{flex:1 1 auto;min-height:96px;overflow:auto;overscroll-behavior:contain;padding:0 20px}
.ts-cart-summary__hint{margin:16px 0;color:var(--ts-color-ink-muted)}
.ts-cart-summary__empty{padding:16px 0;display:grid;gap:8px;justify-items:start}
.ts-cart-summary__loading{display:grid;gap:16px;padding-bottom:16px}
.ts-cart-summary__loading span{display:block;height:96px;border-radius:var(--ts-radius-small);background:linear-gradient(90deg,var(--ts-color-surface-muted) 25%,#e8ecf0 37%,var(--ts-color-surface-muted) 63%);background-size:400% 100%;animation:ts-shimmer 1.4s ease infinite}
.ts-cart-summary__foot{flex:none;display:grid;gap:9.6px;padding:14.4px 20px 17.6px;border-top:1px solid var(--ts-color-border);background:var(--ts-color-surface);box-shadow:0 -6px 16px rgb(16 20 24 / 6%)}
.ts-cart-summary__totals{position:relative;transition:opacity .15s}
.ts-cart-summary__totals--saving .ts-cart-totals{opacity:.5}
.ts-cart-summary__spinner{position:absolute;left:50%;top:50%;width:26px;height:26px;margin:-13px 0 0 -13px;border:3px solid var(--ts-color-border);border-top-color:var(--ts-color-primary);border-radius:50%;animation:ts-cart-spin .8s linear infinite}
.ts-cart-summary__note{margin:0;font-size:13.6px;color:var(--ts-color-ink-muted)}
.ts-cart-summary__actions{display:grid;gap:8px;grid-template-columns:1fr}
${mediaUp('M')}{.ts-cart-summary__actions{grid-template-columns:1fr 1fr}}
.ts-cart-summary__checkout{font-size:16.8px}
.ts-cart-totals{margin:0;display:grid;gap:4.8px;font-size:15.2px}
.ts-cart-totals__row{display:flex;justify-content:space-between;gap:16px}
.ts-cart-totals dt{color:var(--ts-color-ink-muted)}
.ts-cart-totals dd{margin:0;font-variant-numeric:tabular-nums;font-weight:600}
.ts-cart-totals__row--total{margin-top:4px;padding-top:7.2px;border-top:1px solid var(--ts-color-border);font-size:18.4px}
.ts-cart-totals__row--total dt{color:var(--ts-color-ink);font-weight:700}
.ts-cart-totals__row--total dd{font-weight:800}
.ts-cart-totals__saving{color:var(--ts-color-success)}
`;

const lineCss = `
.ts-cart-lines{list-style:none;margin:0;padding:0}
.ts-cart-lines:focus-visible{outline-offset:-3px}
.ts-cart-line{display:grid;grid-template-columns:64px minmax(0,1fr) auto;grid-template-areas:"media info info" "controls controls total";gap:8px 14.4px;padding:16px 0;border-bottom:1px solid var(--ts-color-border)}
${mediaUp('M')}{.ts-cart-line{grid-template-areas:"media info info" "media controls total"}}
.ts-cart-line:last-child{border-bottom:0}
.ts-cart-line__media{grid-area:media;align-self:start;display:flex;justify-content:center;padding:5.6px;border-radius:var(--ts-radius-small);background:var(--ts-color-surface-muted)}
.ts-cart-line__media img{width:56px;height:56px;object-fit:contain}
.ts-cart-line__info{grid-area:info;min-width:0}
.ts-cart-line__info p{margin:0}
.ts-cart-line__brand{font-size:11.52px;font-weight:750;letter-spacing:.08em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-cart-line__name{margin:0.8px 0 2.4px;font-size:16px;line-height:1.25}
.ts-cart-line__link{color:inherit;text-decoration:none}
.ts-cart-line__link:hover{text-decoration:underline;color:var(--ts-color-primary)}
.ts-cart-line__size{font-weight:650;font-size:14.72px}
.ts-cart-line__spec{font-weight:400;color:var(--ts-color-ink-muted)}
.ts-cart-line__each{font-size:13.6px;color:var(--ts-color-ink-muted)}
.ts-cart-line__deal{display:inline-block;margin-top:4px!important;padding:1.6px 8px;border-radius:var(--ts-radius-small);background:#e7f6ec;color:#0f5c2b;font-size:12.48px;font-weight:700}
.ts-cart-line__controls{grid-area:controls;display:flex;flex-wrap:wrap;align-items:center;gap:5.6px 8px}
.ts-cart-line__limit{flex-basis:100%;order:3;margin:0;font-size:12.48px;color:var(--ts-color-warning);font-weight:600}
.ts-cart-line__remove{min-height:40px;padding:0 3.2px;border:0;background:transparent;color:var(--ts-color-primary);font:inherit;font-size:14.4px;font-weight:600;text-decoration:underline;text-underline-offset:3px;cursor:pointer}
.ts-cart-line__remove:hover{color:var(--ts-color-primary-hover)}
.ts-cart-line__total{grid-area:total;align-self:center;margin:0;font-weight:800;font-size:16.8px;font-variant-numeric:tabular-nums;text-align:right}
.ts-cart-summary [aria-disabled="true"]{cursor:not-allowed}
.ts-cart-line__remove[aria-disabled="true"]{color:var(--ts-color-ink-muted)}
`;

/** The quantity stepper of a cart line (the summary's; the cart page's lines make it larger, checkout.ts). */
const stepperCss = `
.ts-stepper{display:inline-flex;align-items:center;border:1px solid #8a949f;border-radius:999px;background:var(--ts-color-surface)}
.ts-stepper__button{display:inline-grid;place-items:center;width:38px;height:40px;border:0;border-radius:50%;background:transparent;color:var(--ts-color-ink);font:inherit;font-size:20.8px;line-height:1;cursor:pointer}
.ts-stepper__button:hover{background:var(--ts-color-surface-muted)}
.ts-stepper__button[aria-disabled="true"]{color:#9aa4ae;cursor:not-allowed;background:transparent}
.ts-stepper__value{min-width:2ch;text-align:center;font-weight:750;font-variant-numeric:tabular-nums}
`;

const emptyCss = `
.ts-cart-empty{margin:auto;width:min(420px,calc(100% - 2 * var(--ts-margin,20px)));border-radius:var(--ts-radius);animation:ts-cart-pop .18s ease-out}
.ts-cart-empty .ts-cart-modal__panel{position:relative;align-items:center;gap:12px;padding:32px 24px 24px;text-align:center}
.ts-cart-empty__close{position:absolute;top:6.4px;right:6.4px}
.ts-cart-empty__art{margin-bottom:4px}
.ts-cart-empty__description{margin:0;color:var(--ts-color-ink-muted);max-width:30ch}
.ts-cart-empty__action{margin-top:8px;width:100%}
`;

/** The add-to-cart box's live states (its layout lives with the product views). */
const addToCartCss = `
.ts-add-to-cart__button[aria-busy="true"]{cursor:progress}
.ts-add-to-cart__button[aria-busy="true"]::before{content:"";width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:ts-cart-spin .8s linear infinite}
.ts-add-to-cart__error{margin:0;padding:9.6px 12px;border:1px solid #f0b9bc;border-left:4px solid var(--ts-color-danger);border-radius:var(--ts-radius-small);background:#fff5f5;color:#8f1a20;font-size:14.4px;font-weight:600}
.ts-add-to-cart__alert:empty,.ts-add-to-cart__status:empty{display:none}
.ts-add-to-cart__status{margin:0;padding:9.6px 12px;border-radius:var(--ts-radius-small);background:#e7f6ec;color:#0f5c2b;font-size:14.4px;font-weight:600}
.ts-add-to-cart option:disabled{color:#8a949f}
`;

const motionCss = `
@media (prefers-reduced-motion:reduce){.ts-cart-modal,.ts-cart-summary__loading span,.ts-cart-summary__spinner,.ts-add-to-cart__button[aria-busy="true"]::before{animation:none}}
`;

export const cartCss = [buttonCss, modalCss, summaryCss, lineCss, stepperCss, emptyCss, addToCartCss, motionCss].join('\n');

/**
 * A widget's cart modals, which arrive when one first opens; the widget's checkout brings them too
 * (its dialogs use the modal frame, its lines the quantity stepper).
 */
export const cartModalsCss = [modalCss, summaryCss, lineCss, stepperCss, emptyCss, motionCss].join('\n');
