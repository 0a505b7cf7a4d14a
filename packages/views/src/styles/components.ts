/** Styles of the shared views; the same text goes to the storefront's <style> and a widget's shadow root. */
import { cartCss } from './cart';
import { catalogueCss } from './catalogue';
import { checkoutCss } from './checkout';
import { checkoutPaymentCss } from './checkout-payment';
import { installersCss } from './installers';
import { ordersCss } from './orders';
import { searchCss } from './search';
import { mediaUp } from './tokens';

export const baseCss = `
.ts-root{font-family:var(--ts-font-family);font-size:var(--ts-font-size);color:var(--ts-color-ink);line-height:1.45;-webkit-font-smoothing:antialiased}
.ts-root *,.ts-root *::before,.ts-root *::after{box-sizing:border-box}
.ts-root :focus-visible{outline:3px solid var(--ts-color-focus);outline-offset:2px}
.ts-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.ts-button{display:inline-flex;align-items:center;justify-content:center;gap:.5em;min-height:44px;padding:.6em 1.3em;border:0;border-radius:var(--ts-radius-small);background:var(--ts-color-primary);color:var(--ts-color-primary-ink);font:inherit;font-weight:650;cursor:pointer;text-decoration:none}
.ts-button:hover{background:var(--ts-color-primary-hover)}
.ts-button[disabled]{opacity:.55;cursor:not-allowed}
.ts-button--accent{background:var(--ts-color-accent);color:var(--ts-color-accent-ink)}
.ts-button--accent:hover{background:#f5b400}
.ts-button--quiet{background:transparent;color:var(--ts-color-primary);border:1px solid var(--ts-color-border)}
.ts-button--quiet:hover{background:var(--ts-color-surface-muted)}
.ts-link{color:var(--ts-color-primary);text-decoration:none}
.ts-link:hover{text-decoration:underline}
`;

export const sizeSearchCss = `
.ts-size-search{display:grid;gap:8px}
.ts-size-search__label{font-weight:650}
.ts-size-search__row{display:flex;gap:8px;flex-wrap:wrap}
.ts-size-search__input{flex:1 1 192px;min-height:48px;padding:9.6px 14.4px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius-small);font:inherit;font-size:17.6px;letter-spacing:.04em;background:var(--ts-color-surface);color:var(--ts-color-ink)}
.ts-size-search__input[aria-invalid="true"]{border-color:var(--ts-color-danger)}
.ts-size-search__hint{color:var(--ts-color-ink-muted);font-size:14px;margin:0}
.ts-size-search__error{color:var(--ts-color-danger);font-size:14.4px;font-weight:600;margin:0}
`;

export const resultsCss = `
.ts-results{display:grid;gap:16px}
.ts-results__bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px}
.ts-results__count{margin:0;color:var(--ts-color-ink-muted)}
.ts-results__sort{display:flex;align-items:center;gap:8px}
.ts-results__sort select{min-height:40px;padding:4.8px 9.6px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius-small);font:inherit;background:var(--ts-color-surface);color:inherit}
.ts-results__list{list-style:none;margin:0;padding:0;display:grid;gap:var(--ts-gutter,20px);grid-template-columns:1fr}
${mediaUp('M')}{.ts-results__list{grid-template-columns:repeat(2,minmax(0,1fr))}}
${mediaUp('L')}{.ts-results__list{grid-template-columns:repeat(3,minmax(0,1fr))}}
.ts-results--compact .ts-results__list{grid-template-columns:repeat(auto-fill,minmax(240px,1fr))}
.ts-card{display:grid;grid-template-rows:auto 1fr auto;gap:9.6px;height:100%;padding:16px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);background:var(--ts-color-surface);box-shadow:var(--ts-shadow)}
.ts-card__media{display:flex;justify-content:center;background:var(--ts-color-surface-muted);border-radius:var(--ts-radius-small);padding:12px}
.ts-card__media img{width:132px;height:132px}
.ts-card__brand{margin:0;font-size:12.8px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-card__name{margin:1.6px 0 4px;font-size:17.6px;line-height:1.25}
.ts-card__name a{color:inherit;text-decoration:none}
.ts-card__name a:hover{text-decoration:underline}
.ts-card__specs{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:5.6px}
.ts-card__specs li{font-size:12.48px;padding:2.4px 8px;border-radius:999px;background:var(--ts-color-surface-muted);color:var(--ts-color-ink)}
.ts-card__footer{display:flex;align-items:flex-end;justify-content:space-between;gap:8px;border-top:1px solid var(--ts-color-border);padding-top:9.6px}
.ts-price{display:grid}
.ts-price__sale{font-size:21.6px;font-weight:750}
.ts-price__unit{font-size:12.8px;color:var(--ts-color-ink-muted)}
.ts-price__list{font-size:13.6px;color:var(--ts-color-ink-muted);text-decoration:line-through}
.ts-stock{font-size:13.12px;font-weight:600;text-align:right}
.ts-stock--in{color:var(--ts-color-success)}
.ts-stock--low{color:var(--ts-color-warning)}
.ts-stock--out{color:var(--ts-color-danger)}
.ts-rating{display:inline-flex;align-items:center;gap:5.6px;font-size:13.6px;color:var(--ts-color-ink-muted)}
.ts-rating__stars{--ts-rating-fill:calc(var(--ts-rating) / 5 * 100%);font-size:16px;letter-spacing:2px;background:linear-gradient(90deg,#f5a623 var(--ts-rating-fill),#c9ced6 var(--ts-rating-fill));-webkit-background-clip:text;background-clip:text;color:transparent}
.ts-pager{display:flex;flex-wrap:wrap;gap:6.4px;justify-content:center;align-items:center}
.ts-pager a,.ts-pager button,.ts-pager span{min-width:44px;min-height:44px;display:inline-flex;align-items:center;justify-content:center;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius-small);background:var(--ts-color-surface);color:var(--ts-color-primary);font:inherit;text-decoration:none;cursor:pointer;padding:0 9.6px}
.ts-pager [aria-current="page"]{background:var(--ts-color-primary);color:var(--ts-color-primary-ink);border-color:var(--ts-color-primary)}
.ts-state{padding:32px 16px;text-align:center;border:1px dashed var(--ts-color-border);border-radius:var(--ts-radius);color:var(--ts-color-ink-muted)}
.ts-state--error{border-style:solid;border-color:var(--ts-color-danger);color:var(--ts-color-danger);background:#fff5f5}
.ts-skeleton{height:300px;border-radius:var(--ts-radius);background:linear-gradient(90deg,var(--ts-color-surface-muted) 25%,#e8ecf0 37%,var(--ts-color-surface-muted) 63%);background-size:400% 100%;animation:ts-shimmer 1.4s ease infinite}
@keyframes ts-shimmer{0%{background-position:100% 50%}100%{background-position:0 50%}}
@media (prefers-reduced-motion:reduce){.ts-skeleton{animation:none}}
`;

export const viewStyles = [
  baseCss,
  sizeSearchCss,
  resultsCss,
  catalogueCss,
  searchCss,
  cartCss,
  checkoutCss,
  checkoutPaymentCss,
  ordersCss,
  installersCss,
].join('\n');
