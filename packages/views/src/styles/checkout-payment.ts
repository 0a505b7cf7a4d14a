/**
 * Styles of the services and payment steps and the order summary page: payment types, the
 * gateway's card frame, wallet buttons, the billing form's extras, alerts and the "Placing your
 * order…" state, the review lists. Layout comes from checkout.ts (ts-checkout-layout, cards);
 * breakpoints from spec §9 Layout via mediaUp.
 */
import { mediaUp } from './tokens';

const typesCss = `
.ts-pay-types{margin:0;padding:0;border:0;min-width:0}
.ts-pay-types__list{list-style:none;margin:0;padding:0;display:grid;gap:9.6px}
.ts-pay-types__item{border:1px solid var(--ts-color-border);border-radius:var(--ts-radius-small);background:var(--ts-color-surface)}
.ts-pay-types__item--selected{border-color:var(--ts-color-primary);box-shadow:inset 0 0 0 1px var(--ts-color-primary)}
.ts-pay-types__option{display:flex;align-items:flex-start;gap:12px;min-height:56px;padding:12px 14.4px;cursor:pointer}
.ts-pay-types__option input{flex:none;width:20px;height:20px;margin:1.6px 0 0;accent-color:var(--ts-color-primary)}
.ts-pay-types__text{display:grid;gap:2.4px;min-width:0}
.ts-pay-types__label{font-weight:700}
.ts-pay-types__description{font-size:14.08px;color:var(--ts-color-ink-muted)}
.ts-pay-types__panel{padding:0 14.4px 14.4px}
${mediaUp('M')}{.ts-pay-types__panel{padding:0 20px 17.6px 46.4px}}
.ts-pay-types__hint{margin:0;font-size:14.88px;color:var(--ts-color-ink-muted)}
.ts-pay-types[disabled] .ts-pay-types__option{cursor:not-allowed;opacity:.7}
`;

const cardCss = `
.ts-card-fields{position:relative;display:grid;gap:8px}
.ts-card-fields__frame{display:block;width:100%;border:0;background:transparent;transition:height .15s ease}
.ts-card-fields__loading{display:grid}
.ts-card-fields>.ts-card-fields__loading{position:absolute;inset:0 0 auto;z-index:1}
.ts-card-fields__frame:not([data-ready]){visibility:hidden}
.ts-card-fields__skeleton{height:280px}
.ts-card-fields__busy{position:absolute;inset:0;z-index:2;display:flex;align-items:center;justify-content:center;gap:8px;background:color-mix(in srgb,var(--ts-color-surface) 85%,transparent);font-weight:650}
.ts-card-fields__note{margin:0;font-size:13.12px;color:var(--ts-color-ink-muted)}
@media (prefers-reduced-motion:reduce){.ts-card-fields__frame{transition:none}}
`;

const actionsCss = `
.ts-pay-session{width:100%}
.ts-pay-session--paypal,.ts-pay-session--venmo{background:#ffc439;border-color:#ffc439;color:#111}
.ts-pay-session--paypal:hover,.ts-pay-session--venmo:hover{background:#f2b92f}
.ts-pay-session--applepay,.ts-pay-session--googlepay{background:#000;border-color:#000;color:#fff}
.ts-pay-session[aria-disabled="true"],.ts-checkout-next .ts-button[aria-busy="true"]{opacity:.7;cursor:progress}
.ts-checkout-next{display:grid;gap:9.6px}
.ts-pay-alert:empty{display:none}
.ts-pay-alert:focus{outline:none}
.ts-pay-alert .ts-checkout-alert{display:grid;gap:5.6px}
.ts-spinner{display:inline-block;width:1em;height:1em;border:.15em solid currentColor;border-right-color:transparent;border-radius:50%;vertical-align:-.15em;animation:ts-spin .8s linear infinite}
.ts-spinner--large{width:40px;height:40px;border-width:4px;color:var(--ts-color-primary)}
@keyframes ts-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.ts-spinner{animation-duration:2.4s}}
.ts-pay-placing{display:grid;justify-items:center;gap:12px;padding:40px 16px;text-align:center;font-size:17.6px;font-weight:650}
.ts-pay-placing p{margin:0}
.ts-pay-guard [role="alert"]:focus{outline:none}
.ts-pay-guard p{margin:0}
.ts-pay-services{list-style:none;margin:0;padding:0;display:grid;gap:6.4px}
.ts-billing__same{display:inline-flex;align-items:center;gap:8px;min-height:44px;font-weight:650;cursor:pointer}
.ts-billing__same input{width:20px;height:20px;margin:0;accent-color:var(--ts-color-primary)}
`;

const reviewCss = `
.ts-review-items{list-style:none;margin:0;padding:0;display:grid}
.ts-review-items__item{display:grid;grid-template-columns:minmax(0,1fr) auto auto;gap:4px 16px;align-items:baseline;padding:11.2px 0;border-top:1px solid var(--ts-color-border)}
.ts-review-items__item:first-child{border-top:0}
.ts-review-items__name{font-weight:650}
.ts-review-items__size{font-weight:400;color:var(--ts-color-ink-muted)}
.ts-review-items__quantity{color:var(--ts-color-ink-muted)}
.ts-review-items__total{font-weight:700;text-align:right}
.ts-review-details{margin:0;display:grid;gap:16px}
${mediaUp('M')}{.ts-review-details{grid-template-columns:repeat(3,minmax(0,1fr))}}
.ts-review-details dt{font-weight:750;margin-bottom:4px}
.ts-review-details dd{margin:0;display:grid;justify-items:start;gap:1.6px}
.ts-review-details__line{display:block}
.ts-review-details__skeleton{display:block;width:100%;height:80px}
`;

export const checkoutPaymentCss = [typesCss, cardCss, actionsCss, reviewCss].join('\n');
