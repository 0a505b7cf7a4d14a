/**
 * Styles of the checkout views: the cart page's layout (content + sticky order summary from L up,
 * one column on phones), step navigation, cart lines, promo code, road hazard, delivery tabs and
 * their panels, the installation appointment and its modals, address and contact forms. Breakpoints from spec §9 Layout via mediaUp.
 */
import { mediaUp } from './tokens';

const layoutCss = `
.ts-checkout-steps{margin:0 0 1.25rem}
.ts-checkout-steps ol{list-style:none;margin:0;padding:0;display:flex;align-items:center;gap:.25rem;counter-reset:none}
.ts-checkout-steps__step{display:flex;align-items:center;gap:.25rem;flex:0 1 auto;min-width:0}
.ts-checkout-steps__step+.ts-checkout-steps__step::before{content:"";flex:none;width:clamp(.75rem,4vw,3rem);height:2px;background:var(--ts-color-border);margin:0 .25rem}
.ts-checkout-steps__item{display:inline-flex;align-items:center;gap:.5rem;min-height:44px;padding:.25rem .5rem;border-radius:var(--ts-radius-small);color:var(--ts-color-ink-muted);text-decoration:none;font-weight:600;font-size:.95rem;white-space:nowrap}
button.ts-checkout-steps__item{border:0;background:none;font-family:inherit;cursor:pointer}
a.ts-checkout-steps__item:hover,button.ts-checkout-steps__item:hover{background:var(--ts-color-surface);color:var(--ts-color-primary)}
.ts-checkout-steps__number{display:inline-grid;place-items:center;flex:none;width:1.75rem;height:1.75rem;border-radius:50%;border:2px solid var(--ts-color-border);background:var(--ts-color-surface);font-size:.85rem;font-weight:800}
.ts-checkout-steps__step--current .ts-checkout-steps__item{color:var(--ts-color-ink)}
.ts-checkout-steps__step--current .ts-checkout-steps__number{background:var(--ts-color-primary);border-color:var(--ts-color-primary);color:var(--ts-color-primary-ink)}
.ts-checkout-steps__step--done .ts-checkout-steps__number{background:var(--ts-color-success);border-color:var(--ts-color-success);color:#fff}
@media (max-width:599.98px){.ts-checkout-steps__step:not(.ts-checkout-steps__step--current) .ts-checkout-steps__label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}}

.ts-checkout-layout{display:grid;gap:var(--ts-gutter);grid-template-columns:minmax(0,1fr);align-items:start}
.ts-checkout-layout__main{display:grid;gap:var(--ts-gutter);min-width:0}
.ts-checkout-layout__aside{display:grid;gap:1rem;min-width:0}
${mediaUp('L')}{
.ts-checkout-layout{grid-template-columns:minmax(0,1fr) 22rem}
.ts-checkout-layout__aside{position:sticky;top:calc(var(--ts-nav-height) + 1rem)}
}
${mediaUp('XL')}{.ts-checkout-layout{grid-template-columns:minmax(0,1fr) 24rem}}
.ts-checkout-card{background:var(--ts-color-surface);border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);box-shadow:var(--ts-shadow);padding:1rem;display:grid;gap:1rem;min-width:0}
${mediaUp('M')}{.ts-checkout-card{padding:1.25rem 1.5rem}}
.ts-checkout-card__head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.25rem 1rem}
.ts-checkout-card__title{margin:0;font-size:1.2rem;letter-spacing:-.01em}
.ts-checkout-card__meta{margin:0;color:var(--ts-color-ink-muted);font-size:.9rem}
.ts-checkout-skeleton--line{height:104px}
.ts-checkout-skeleton--tabs{height:64px}
.ts-checkout-skeleton--panel{height:220px}
.ts-checkout-skeleton--summary{height:320px}
`;

const alertCss = `
.ts-checkout-alert{margin:0;padding:.65rem .85rem;border-radius:var(--ts-radius-small);font-size:.93rem;font-weight:600}
.ts-checkout-alert p{margin:0}
.ts-checkout-alert p+p{margin-top:.3rem}
.ts-checkout-alert--error{background:#fff5f5;border:1px solid var(--ts-color-danger);color:var(--ts-color-danger)}
.ts-checkout-alert--notice{background:#fff8e1;border:1px solid #f1d48a;color:#5c4400}
.ts-checkout-alert--success{background:#e3f4e8;border:1px solid #9fd3b0;color:#0f5c2b}
.ts-field__error{margin:0;color:var(--ts-color-danger);font-size:.88rem;font-weight:600}
.ts-checkout-link-button{display:inline-flex;align-items:center;min-height:36px;padding:0 .25rem;border:0;background:none;color:var(--ts-color-primary);font:inherit;font-weight:650;text-decoration:underline;text-underline-offset:2px;cursor:pointer}
.ts-checkout-link-button:hover{color:var(--ts-color-primary-hover)}
.ts-checkout-link-button[disabled]{opacity:.55;cursor:not-allowed}
.ts-checkout-badge{display:inline-block;margin-left:.4rem;padding:.05rem .45rem;border-radius:999px;background:var(--ts-color-surface-muted);border:1px solid var(--ts-color-border);font-size:.72rem;font-weight:750;letter-spacing:.03em;vertical-align:middle;white-space:nowrap;color:var(--ts-color-ink)}
.ts-checkout-badge--deal{background:#e6f4ea;border-color:#9fd3b0;color:#0f5c2b}
.ts-checkout-badge--verified{background:#e8f0fe;border-color:#c6d7f7;color:#0842a0}
.ts-checkout-line__deal .ts-checkout-badge{margin-left:0}
`;

const linesCss = `
.ts-checkout-lines{list-style:none;margin:0;padding:0;display:grid}
.ts-checkout-lines:focus{outline:none}
.ts-checkout-line{display:grid;grid-template-columns:72px minmax(0,1fr);grid-template-areas:"media body" "controls controls" "total total" "error error";gap:.5rem .9rem;padding:1rem 0;border-top:1px solid var(--ts-color-border)}
.ts-checkout-line:first-child{border-top:0;padding-top:0}
.ts-checkout-line:last-child{padding-bottom:0}
.ts-checkout-line[aria-busy="true"]{opacity:.6}
.ts-checkout-line__media{grid-area:media;align-self:start;display:grid;place-items:center;background:var(--ts-color-surface-muted);border-radius:var(--ts-radius-small);padding:.35rem}
.ts-checkout-line__media img{width:100%;height:auto;max-width:88px}
.ts-checkout-line__body{grid-area:body;display:grid;gap:.15rem;min-width:0}
.ts-checkout-line__brand{margin:0;font-size:.75rem;font-weight:750;letter-spacing:.08em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-checkout-line__name{margin:0;font-size:1.05rem;line-height:1.25}
.ts-checkout-line__name a{color:inherit;text-decoration:none}
.ts-checkout-line__name a:hover{text-decoration:underline;color:var(--ts-color-primary)}
.ts-checkout-line__size{margin:0;font-weight:650}
.ts-checkout-line__spec{font-weight:400;color:var(--ts-color-ink-muted)}
.ts-checkout-line__deal{margin:.15rem 0 0;font-size:.88rem}
.ts-checkout-line__deal a{color:var(--ts-color-primary)}
.ts-checkout-line__deal-note{color:var(--ts-color-ink-muted)}
.ts-checkout-line__note{margin:0;font-size:.85rem;color:var(--ts-color-warning)}
.ts-checkout-line__each{margin:0;font-size:.9rem;color:var(--ts-color-ink-muted)}
.ts-checkout-line__was{margin-left:.4rem;text-decoration:line-through}
.ts-checkout-line__controls{grid-area:controls;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem}
.ts-checkout-line__stock{margin:0;font-size:.82rem;color:var(--ts-color-warning);font-weight:600}
.ts-checkout-line__remove{min-height:44px;padding:0 .4rem;border:0;background:none;color:var(--ts-color-ink-muted);font:inherit;font-size:.9rem;font-weight:600;text-decoration:underline;text-underline-offset:2px;cursor:pointer}
.ts-checkout-line__remove:hover{color:var(--ts-color-danger)}
.ts-checkout-line__total{grid-area:total;margin:0;font-size:1.15rem;font-weight:800;text-align:right;font-variant-numeric:tabular-nums}
.ts-checkout-line__error{grid-area:error;margin:0;padding:.5rem .7rem;border-radius:var(--ts-radius-small);background:#fff5f5;color:var(--ts-color-danger);font-size:.9rem;font-weight:600}
${mediaUp('M')}{
.ts-checkout-line{grid-template-columns:96px minmax(0,1fr) auto;grid-template-areas:"media body total" "media controls controls" "error error error"}
.ts-checkout-line__total{align-self:start}
}
@media (max-width:599.98px){.ts-checkout-line{grid-template-columns:72px minmax(0,1fr) auto;grid-template-areas:"media body body" "controls controls total" "error error error"}.ts-checkout-line__total{align-self:center}.ts-checkout-line__controls{gap:.25rem .75rem}}
.ts-checkout-line .ts-stepper{align-items:stretch;overflow:hidden}
.ts-checkout-line .ts-stepper__button{width:44px;height:44px;border-radius:0;font-size:1.35rem}
.ts-checkout-line .ts-stepper__value{display:inline-grid;place-items:center;min-width:2.2rem}
`;

const summaryCss = `
.ts-checkout-summary{background:var(--ts-color-surface);border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);box-shadow:var(--ts-shadow);padding:1.1rem 1.25rem;display:grid;gap:.9rem;transition:opacity .15s}
.ts-checkout-summary[aria-busy="true"] .ts-checkout-summary__rows,.ts-checkout-summary[aria-busy="true"] .ts-checkout-summary__total{opacity:.55}
.ts-checkout-summary__title{margin:0;font-size:1.2rem}
.ts-checkout-summary__rows{margin:0;display:grid;gap:.55rem}
.ts-checkout-summary__row{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:.1rem 1rem;align-items:baseline}
.ts-checkout-summary__row dt{color:var(--ts-color-ink)}
.ts-checkout-summary__row dd{margin:0;text-align:right;font-variant-numeric:tabular-nums;font-weight:650}
.ts-checkout-summary__row dd.ts-checkout-summary__note{grid-column:1/-1;text-align:left;font-weight:400;font-size:.82rem;color:var(--ts-color-ink-muted)}
.ts-checkout-summary__row--saving dd{color:var(--ts-color-success)}
.ts-checkout-summary__free{color:var(--ts-color-success);font-weight:800}
.ts-checkout-summary__later{font-weight:400;font-size:.88rem;color:var(--ts-color-ink-muted)}
.ts-checkout-summary__total{display:flex;justify-content:space-between;align-items:baseline;gap:1rem;padding-top:.8rem;border-top:2px solid var(--ts-color-ink);font-size:1.1rem;font-weight:750}
.ts-checkout-summary__total strong{font-size:1.6rem;font-variant-numeric:tabular-nums;letter-spacing:-.01em}
.ts-checkout-summary__saved{margin:-.5rem 0 0;text-align:right;color:var(--ts-color-success);font-weight:700;font-size:.9rem}
.ts-checkout-summary .ts-button{width:100%;min-height:52px;font-size:1.05rem}
.ts-checkout-coupon{display:grid;gap:.6rem;padding-top:.8rem;border-top:1px solid var(--ts-color-border)}
.ts-checkout-coupon__form{display:grid;gap:.35rem}
.ts-checkout-coupon__row{display:flex;gap:.5rem}
.ts-checkout-coupon__row input{flex:1 1 auto;min-width:0;text-transform:uppercase}
.ts-checkout-summary .ts-checkout-coupon__row .ts-button{width:auto;min-height:44px;font-size:1rem}
.ts-checkout-coupon__message:empty{display:none}
.ts-checkout-coupon__applied{list-style:none;margin:0;padding:0;display:grid;gap:.4rem}
.ts-checkout-coupon__applied li{display:grid;grid-template-columns:auto minmax(0,1fr) auto;align-items:center;gap:.5rem;padding:.45rem .6rem;border-radius:var(--ts-radius-small);background:#f1f8f3;border:1px dashed #9fd3b0;font-size:.9rem}
.ts-checkout-coupon__code{font-weight:800;letter-spacing:.05em}
.ts-checkout-coupon__title{display:grid;min-width:0}
.ts-checkout-coupon__title strong{color:var(--ts-color-success)}
.ts-checkout-coupon__why{font-size:.82rem;color:var(--ts-color-warning)}
`;

const hazardCss = `
.ts-checkout-hazard{display:grid;gap:.6rem}
.ts-checkout-hazard[aria-busy="true"]{opacity:.7}
.ts-checkout-hazard__main{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.75rem;align-items:start;padding:.85rem 1rem;border:2px solid var(--ts-color-border);border-radius:var(--ts-radius);cursor:pointer}
.ts-checkout-hazard__main:has(input:checked){border-color:var(--ts-color-primary);background:#f5f8fe}
.ts-checkout-hazard__main input,.ts-checkout-hazard__each input{width:22px;height:22px;margin:.1rem 0 0;accent-color:var(--ts-color-primary)}
.ts-checkout-hazard__label{display:grid;gap:.1rem}
.ts-checkout-hazard__price{color:var(--ts-color-ink-muted);font-size:.92rem}
.ts-checkout-hazard__terms{display:grid;gap:.25rem;font-size:.88rem;color:var(--ts-color-ink-muted)}
.ts-checkout-hazard__terms p{margin:0}
.ts-checkout-hazard__each summary{cursor:pointer;color:var(--ts-color-primary);font-weight:650;min-height:40px;display:inline-flex;align-items:center}
.ts-checkout-hazard__each ul{list-style:none;margin:.25rem 0 0;padding:0;display:grid;gap:.35rem}
.ts-checkout-hazard__each label{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.6rem;align-items:start;cursor:pointer;font-size:.92rem}
.ts-checkout-hazard__line-price{display:block;color:var(--ts-color-ink-muted);font-size:.85rem}
`;

const deliveryCss = `
/* The tabs fill rows by the width the delivery card has (a container query: the same view sits in
   a wide storefront column or a narrow widget), never breaking a word. */
.ts-checkout-delivery{display:grid;gap:1rem;container-type:inline-size}
.ts-checkout-tabs{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.5rem}
@container (min-width:360px){.ts-checkout-tabs--3{grid-template-columns:repeat(3,minmax(0,1fr))}}
@container (min-width:420px){.ts-checkout-tabs--5{grid-template-columns:repeat(3,minmax(0,1fr))}}
@container (min-width:520px){.ts-checkout-tabs--4{grid-template-columns:repeat(4,minmax(0,1fr))}}
@container (min-width:660px){.ts-checkout-tabs--5{grid-template-columns:repeat(5,minmax(0,1fr))}}
.ts-checkout-tabs__tab{display:flex;flex-direction:column;align-items:flex-start;gap:.35rem;min-width:0;min-height:64px;padding:.6rem .65rem;hyphens:auto;border:2px solid var(--ts-color-border);border-radius:var(--ts-radius);background:var(--ts-color-surface);color:var(--ts-color-ink);font:inherit;text-align:left;cursor:pointer;transition:border-color .15s,background .15s}
.ts-checkout-tabs__tab svg{flex:none;color:var(--ts-color-ink-muted)}
.ts-checkout-tabs__tab:hover{border-color:#9aa6b2}
.ts-checkout-tabs__tab[aria-selected="true"]{border-color:var(--ts-color-primary);background:#f0f5ff;box-shadow:inset 0 0 0 1px var(--ts-color-primary)}
.ts-checkout-tabs__tab[aria-selected="true"] svg{color:var(--ts-color-primary)}
.ts-checkout-tabs__text{display:grid;gap:.05rem;min-width:0}
.ts-checkout-tabs__title{font-weight:750;line-height:1.2;font-size:.95rem}
.ts-checkout-tabs__hint{font-size:.8rem;color:var(--ts-color-ink-muted)}
.ts-checkout-panel{min-width:0;border-radius:var(--ts-radius-small)}
.ts-checkout-panel[hidden]{display:none}
.ts-checkout-panel:focus-visible{outline-offset:4px}
.ts-checkout-panel[aria-busy="true"] .ts-checkout-panel__body{transition:opacity .2s}
.ts-checkout-panel__body{display:grid;gap:.9rem}
.ts-checkout-panel__lead{margin:0;color:var(--ts-color-ink-muted)}
.ts-checkout-panel__lead strong{color:var(--ts-color-ink)}
.ts-checkout-panel__alerts:empty{display:none}
.ts-checkout-panel__alerts{display:grid;gap:.5rem}
.ts-checkout-panel__count{margin:0;font-size:.88rem;color:var(--ts-color-ink-muted)}
.ts-checkout-zip{display:grid;gap:.35rem;max-width:30rem}
.ts-checkout-zip__row{display:flex;gap:.5rem}
.ts-checkout-zip__row input{flex:1 1 8rem;min-width:0}
.ts-checkout-empty{margin:0;padding:1rem;border:1px dashed var(--ts-color-border);border-radius:var(--ts-radius-small);color:var(--ts-color-ink-muted);background:var(--ts-color-surface-muted)}
.ts-checkout-places{list-style:none;margin:0;padding:0;display:grid;gap:.6rem}
.ts-checkout-place{display:grid;grid-template-columns:minmax(0,1fr);gap:.6rem;padding:.85rem 1rem;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);background:var(--ts-color-surface)}
${mediaUp('M')}{.ts-checkout-place{grid-template-columns:minmax(0,1fr) auto;align-items:center}}
.ts-checkout-place--selected{border:2px solid var(--ts-color-success);background:#f4fbf6;padding:calc(.85rem - 1px) calc(1rem - 1px)}
.ts-checkout-place--choice{display:block;padding:0}
.ts-checkout-place--choice.ts-checkout-place--selected{border-color:var(--ts-color-primary);background:#f5f8fe;padding:0}
.ts-checkout-place__choice{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.75rem;align-items:start;padding:.85rem 1rem;cursor:pointer}
.ts-checkout-place__choice input{width:20px;height:20px;margin:.15rem 0 0;accent-color:var(--ts-color-primary)}
.ts-checkout-place__main{display:grid;gap:.2rem;min-width:0}
.ts-checkout-place__name{margin:0;font-size:1rem;font-weight:750}
.ts-checkout-place__name .ts-checkout-badge{font-weight:700}
.ts-checkout-place__suggested{margin:0;justify-self:start;padding:.05rem .5rem;border-radius:999px;border:1px solid #9fd3b0;background:#e6f4ea;color:#0f5c2b;font-size:.75rem;font-weight:750}
.ts-checkout-place__logo{width:28px;height:28px;border-radius:6px;margin-right:.5rem;vertical-align:middle}
@media (max-width:599.98px){.ts-checkout-place__side .ts-button{padding-inline:.9rem}}
.ts-checkout-place__address{margin:0;color:var(--ts-color-ink-muted);font-size:.9rem}
.ts-checkout-place__meta{margin:0;display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .9rem;font-size:.88rem;color:var(--ts-color-ink-muted)}
.ts-checkout-place__distance{font-weight:700;color:var(--ts-color-ink)}
.ts-checkout-place__ready{color:var(--ts-color-success);font-weight:650}
.ts-checkout-place__side{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1rem}
${mediaUp('M')}{.ts-checkout-place__side{flex-direction:column;align-items:flex-end;justify-content:center}}
.ts-checkout-place__price{margin:0;display:grid;text-align:left}
${mediaUp('M')}{.ts-checkout-place__price{text-align:right}}
.ts-checkout-place__price-label{font-size:.78rem;color:var(--ts-color-ink-muted)}
.ts-checkout-place__price strong{font-size:1.1rem}
.ts-checkout-place__chosen{margin:0;color:var(--ts-color-success);font-weight:750}
.ts-checkout-places-skeleton{display:grid;gap:.6rem}
.ts-checkout-places__more{justify-self:start}
.ts-checkout-places-skeleton .ts-skeleton{height:84px}
.ts-checkout-chosen{margin:0;padding:.6rem .8rem;border-radius:var(--ts-radius-small);background:#f4fbf6;border:1px solid #9fd3b0}
.ts-checkout-chosen__label{font-weight:750;margin-right:.35rem}
.ts-checkout-saved{display:grid;gap:.35rem;justify-items:start;padding:.9rem 1rem;border:2px solid var(--ts-color-success);border-radius:var(--ts-radius);background:#f4fbf6}
.ts-checkout-saved:focus{outline:none}
.ts-checkout-saved:focus-visible{outline:3px solid var(--ts-color-focus);outline-offset:2px}
.ts-checkout-saved__title{margin:0;font-size:.8rem;font-weight:800;letter-spacing:.07em;text-transform:uppercase;color:var(--ts-color-success)}
.ts-checkout-saved__status{margin:0;font-weight:650;color:var(--ts-color-success)}
.ts-checkout-saved__text{margin:0}
.ts-checkout-saved__address{font-style:normal;line-height:1.5}
`;

const formCss = `
.ts-checkout-form{display:grid;gap:1rem}
.ts-checkout-form__summary:empty{display:none}
.ts-checkout-form__summary:focus{outline:none}
.ts-checkout-form__grid{display:grid;gap:.85rem 1rem;grid-template-columns:minmax(0,1fr)}
${mediaUp('M')}{.ts-checkout-form__grid{grid-template-columns:repeat(2,minmax(0,1fr))}.ts-checkout-form__wide{grid-column:1/-1}}
.ts-checkout-form__note{margin:0;font-size:.85rem;color:var(--ts-color-ink-muted)}
.ts-checkout-form__actions{display:flex;flex-wrap:wrap;gap:.6rem}
.ts-service-address{margin-top:1rem;padding:1rem;border:1px solid var(--ts-color-border,#d7dce1);border-radius:var(--ts-radius-small);background:var(--ts-color-surface)}
.ts-service-address__title{margin:0;font-size:1rem}
.ts-service-address__lead{margin:0;color:var(--ts-color-ink-muted);font-size:.9rem}
.ts-service-address--saved{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.5rem}
.ts-service-address--saved p{margin:0}
.ts-service-address__label{font-weight:600}
.ts-checkout-form textarea{min-height:4.5rem}
.ts-checkout-phone-type{border:0;margin:0;padding:0;display:grid;gap:.3rem;min-width:0}
.ts-checkout-phone-type legend{padding:0;margin-bottom:.3rem;font-weight:600;font-size:.9rem}
.ts-checkout-phone-type__options{display:flex;flex-wrap:wrap;gap:.5rem}
.ts-checkout-radio{display:inline-flex;align-items:center;gap:.45rem;min-height:44px;padding:0 .9rem;border:1px solid #8a949f;border-radius:var(--ts-radius-small);cursor:pointer;font-weight:600}
.ts-checkout-radio:has(input:checked){border-color:var(--ts-color-primary);background:#f0f5ff;box-shadow:inset 0 0 0 1px var(--ts-color-primary)}
.ts-checkout-radio input{width:18px;height:18px;margin:0;accent-color:var(--ts-color-primary)}
.ts-checkout-choices,.ts-checkout-contact{border:0;margin:0;padding:0;display:grid;gap:.6rem;min-width:0}
.ts-checkout-choices legend,.ts-checkout-contact legend{padding:0;margin-bottom:.5rem;font-weight:750}
`;

const pageStatesCss = `
.ts-checkout-empty-cart{display:grid;justify-items:center;gap:.6rem;max-width:34rem;margin:1rem auto;padding:2.5rem 1.5rem;text-align:center;background:var(--ts-color-surface);border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);box-shadow:var(--ts-shadow)}
.ts-checkout-empty-cart__icon{color:var(--ts-color-ink-muted)}
.ts-checkout-empty-cart h2{margin:.25rem 0 0;font-size:1.5rem}
.ts-checkout-empty-cart p{margin:0;color:var(--ts-color-ink-muted)}
.ts-checkout-empty-cart__links{list-style:none;margin:.75rem 0 0;padding:0;display:flex;flex-wrap:wrap;justify-content:center;gap:.6rem}
.ts-checkout-next{display:grid;gap:.6rem}
.ts-checkout-next .ts-button[aria-disabled="true"]{opacity:.55;cursor:not-allowed}
.ts-checkout-next__note{margin:0;font-size:.85rem;color:var(--ts-color-ink-muted);text-align:center}
`;

/**
 * The installation appointment (spec §2 appointment, time change, install confirmation; §8 "install
 * time no longer available"): its card in the installer tabs, the shop services, and the modals —
 * a bottom sheet on phones, a centred dialog from M up. Choices are native radios, hidden but
 * focusable; their labels carry the look, the focus ring and the checked state (:has).
 */
const appointmentCss = `
.ts-checkout-panel__shops{display:grid;gap:.9rem;border-radius:var(--ts-radius-small)}
.ts-checkout-place__more{margin:0}
.ts-checkout-place__more .ts-checkout-link-button{min-height:32px;padding:0;font-size:.88rem}
.ts-checkout-panel__shops:focus{outline:none}
.ts-checkout-panel__shops:focus-visible{outline:3px solid var(--ts-color-focus);outline-offset:4px}
.ts-appointment{display:grid;gap:.75rem;padding:1rem;border:1px solid color-mix(in srgb,var(--ts-color-primary) 25%,var(--ts-color-border));border-radius:var(--ts-radius);background:linear-gradient(180deg,color-mix(in srgb,var(--ts-color-primary) 5%,#fff),#fff 70%)}
.ts-appointment__title{margin:0;font-size:.78rem;font-weight:800;letter-spacing:.08em;text-transform:uppercase;color:var(--ts-color-primary)}
.ts-appointment__card{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.5rem .85rem;align-items:center}
${mediaUp('M')}{.ts-appointment__card{grid-template-columns:auto minmax(0,1fr) auto}}
.ts-appointment__icon{display:block;box-sizing:content-box;padding:.55rem;border-radius:12px;background:var(--ts-color-primary);color:#fff}
.ts-appointment__card--lapsed .ts-appointment__icon{background:var(--ts-color-warning)}
.ts-appointment__card--loading .ts-appointment__icon,.ts-appointment__card--empty .ts-appointment__icon{background:var(--ts-color-surface-muted);color:var(--ts-color-ink-muted)}
.ts-appointment__card--loading .ts-appointment__text{color:var(--ts-color-ink-muted);animation:ts-appointment-pulse 1.2s ease-in-out infinite alternate}
@keyframes ts-appointment-pulse{from{opacity:1}to{opacity:.45}}
.ts-appointment__text{display:grid;gap:.15rem;min-width:0;margin:0}
.ts-appointment__text p{margin:0}
.ts-appointment__when{font-size:1.05rem;font-weight:750;line-height:1.3}
.ts-appointment__where{color:var(--ts-color-ink-muted);font-size:.92rem}
.ts-appointment__hold{display:inline-flex;align-items:center;gap:.35rem;color:var(--ts-color-success);font-size:.88rem;font-weight:650}
.ts-appointment__hold::before{content:"";width:.55rem;height:.55rem;border-radius:50%;background:currentColor;box-shadow:0 0 0 3px #d5eedd}
.ts-appointment__lapsed{color:var(--ts-color-warning);font-size:.9rem;font-weight:650}
.ts-appointment__zone{color:var(--ts-color-ink-muted);font-size:.85rem}
.ts-appointment__keep{display:flex;flex-wrap:wrap;align-items:center;gap:.35rem .75rem;margin-top:.2rem}
.ts-appointment__keep .ts-button{min-height:40px;padding-block:.4em}
.ts-appointment__keep .ts-button[aria-disabled="true"]{opacity:.55;cursor:progress}
.ts-appointment__change{grid-column:1/-1;justify-self:start}
${mediaUp('M')}{.ts-appointment__change{grid-column:auto;justify-self:end}}
.ts-appointment .ts-checkout-panel__alerts .ts-checkout-alert{display:grid;gap:.25rem;justify-items:start}
.ts-installer-services{border-top:1px solid var(--ts-color-border);padding-top:.35rem;min-width:0}
.ts-installer-services__title{display:flex;align-items:center;gap:.4rem;min-height:44px;cursor:pointer;font-weight:700;color:var(--ts-color-primary);list-style:none}
.ts-installer-services__title::-webkit-details-marker{display:none}
.ts-installer-services__title::before{content:"";flex:none;width:.5rem;height:.5rem;margin:0 .25rem 0 .1rem;border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:rotate(-45deg);transition:transform .15s}
.ts-installer-services[open]>.ts-installer-services__title::before{transform:rotate(45deg)}
.ts-installer-services__count{color:var(--ts-color-ink);font-weight:600}
.ts-installer-services [role="group"]{display:grid;gap:.5rem;padding-bottom:.25rem}
.ts-installer-services [aria-busy="true"]{cursor:progress}
.ts-installer-services__hint{margin:0;font-size:.85rem;color:var(--ts-color-ink-muted)}
.ts-installer-services__list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.45rem}
.ts-installer-services__option{display:inline-flex;align-items:center;gap:.45rem;min-height:40px;padding:.25rem .8rem .25rem .6rem;border:1px solid var(--ts-color-border);border-radius:999px;background:var(--ts-color-surface);cursor:pointer;font-size:.88rem;font-weight:600}
.ts-installer-services__option:hover{border-color:#9aa6b2}
.ts-installer-services__option:has(input:checked){border-color:var(--ts-color-primary);background:color-mix(in srgb,var(--ts-color-primary) 10%,#fff);color:color-mix(in srgb,var(--ts-color-primary) 80%,#000)}
.ts-installer-services__option:has(input:focus-visible){outline:3px solid var(--ts-color-focus);outline-offset:2px}
.ts-installer-services__option input{width:18px;height:18px;margin:0;flex:none;accent-color:var(--ts-color-primary)}
.ts-installer-services__option img{flex:none;border-radius:4px;object-fit:contain}
.ts-installer-services__saving{margin-left:auto;font-size:.8rem;font-weight:500;color:var(--ts-color-ink-muted)}

.ts-appointment-modal,.ts-install-confirm{margin:auto 0 0;width:100%;max-height:min(94vh,100%);border-radius:16px 16px 0 0;animation:ts-cart-sheet .22s ease-out}
${mediaUp('M')}{.ts-appointment-modal,.ts-install-confirm{margin:auto;width:min(680px,calc(100% - 2 * var(--ts-margin,24px)));max-height:min(88vh,860px);border-radius:var(--ts-radius);animation-name:ts-cart-pop}}
${mediaUp('M')}{.ts-install-confirm{width:min(520px,calc(100% - 2 * var(--ts-margin,24px)))}}
.ts-appointment-modal__body{flex:1 1 auto;min-height:0;overflow:auto;overscroll-behavior:contain;display:grid;align-content:start;gap:1.1rem;padding:1rem 1.25rem 1.25rem}
.ts-appointment-modal__shop{margin:0;font-size:.92rem}
.ts-appointment-modal__zone{color:var(--ts-color-ink-muted)}
.ts-appointment-modal__loading{display:grid;gap:.9rem}
.ts-appointment-skeleton--days{height:76px}
.ts-appointment-skeleton--slots{height:180px}
.ts-appointment-modal__foot{flex:none;display:grid;gap:.6rem;padding:.85rem 1.25rem 1rem;border-top:1px solid var(--ts-color-border);background:var(--ts-color-surface);box-shadow:0 -6px 16px rgb(16 20 24 / 6%)}
.ts-appointment-modal__alert:empty{display:none}
.ts-appointment-modal__actions{display:flex;justify-content:flex-end;gap:.6rem}
@media (max-width:599.98px){.ts-appointment-modal__actions .ts-button{flex:1 1 0}}
.ts-appointment-legend{padding:0;margin-bottom:.5rem;font-weight:750;font-size:.95rem}
.ts-appointment-days,.ts-appointment-modes,.ts-appointment-times{margin:0;padding:0;border:0;min-width:0}
.ts-appointment-radio{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:inherit}
.ts-appointment-days__strip{position:relative;display:flex;gap:.5rem;overflow-x:auto;scroll-snap-type:x proximity;padding:.35rem 1.5rem .6rem .35rem;margin:0 -.35rem;scrollbar-width:thin;-webkit-mask-image:linear-gradient(90deg,#000 calc(100% - 2rem),transparent);mask-image:linear-gradient(90deg,#000 calc(100% - 2rem),transparent)}
.ts-appointment-day{position:relative;flex:none;display:grid;justify-items:center;align-content:center;gap:.05rem;width:4.4rem;min-height:4.6rem;padding:.4rem .25rem;border:1.5px solid var(--ts-color-border);border-radius:12px;background:var(--ts-color-surface);cursor:pointer;scroll-snap-align:start;transition:border-color .12s,background .12s}
.ts-appointment-day:hover{border-color:#9aa6b2}
.ts-appointment-day__weekday{font-size:.72rem;font-weight:750;letter-spacing:.06em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-appointment-day__date{font-size:1rem;font-weight:800;white-space:nowrap}
.ts-appointment-day__note{font-size:.75rem;font-weight:700;color:#5b646e}
.ts-appointment-day:has(input:checked){border-color:var(--ts-color-primary);background:var(--ts-color-primary);color:var(--ts-color-primary-ink)}
.ts-appointment-day:has(input:checked) .ts-appointment-day__weekday{color:inherit;opacity:.85}
.ts-appointment-day--off{cursor:not-allowed;color:#5b646e;background:repeating-linear-gradient(135deg,var(--ts-color-surface-muted) 0 6px,#eceff3 6px 12px);border-style:dashed}
.ts-appointment-day--off .ts-appointment-day__date{font-weight:650}
.ts-appointment-day:has(input:focus-visible),.ts-appointment-mode:has(input:focus-visible),.ts-appointment-time:has(input:focus-visible){outline:3px solid var(--ts-color-focus);outline-offset:2px}
.ts-appointment-modes__options{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.5rem}
.ts-appointment-mode{position:relative;display:grid;gap:.1rem;padding:.65rem .8rem;border:1.5px solid var(--ts-color-border);border-radius:var(--ts-radius-small);cursor:pointer}
.ts-appointment-mode__title{font-weight:750}
.ts-appointment-mode__hint{font-size:.82rem;color:var(--ts-color-ink-muted)}
.ts-appointment-mode:has(input:checked){border-color:var(--ts-color-primary);background:color-mix(in srgb,var(--ts-color-primary) 7%,#fff);box-shadow:inset 0 0 0 1px var(--ts-color-primary)}
.ts-appointment-times__grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(6.5rem,1fr));gap:.5rem}
.ts-appointment-times__grid--windows{grid-template-columns:repeat(auto-fill,minmax(11rem,1fr))}
.ts-appointment-time{position:relative;display:grid;align-content:center;gap:.05rem;min-height:48px;padding:.45rem .7rem;border:1.5px solid var(--ts-color-border);border-radius:var(--ts-radius-small);background:var(--ts-color-surface);cursor:pointer;font-variant-numeric:tabular-nums}
.ts-appointment-time:hover{border-color:#9aa6b2}
.ts-appointment-time__title{font-weight:750}
.ts-appointment-time__hours{font-size:.85rem;color:var(--ts-color-ink-muted)}
.ts-appointment-time:has(input:checked){border-color:var(--ts-color-primary);background:var(--ts-color-primary);color:var(--ts-color-primary-ink)}
.ts-appointment-time:has(input:checked) .ts-appointment-time__hours{color:inherit;opacity:.9}
.ts-appointment-time--full:not(:has(input:checked)){cursor:not-allowed;color:#5b646e;background:var(--ts-color-surface-muted);border-style:dashed}
.ts-appointment-time--full:not(:has(input:checked)) .ts-appointment-time__title{text-decoration:line-through}
.ts-appointment-time__full{font-size:.72rem;font-weight:800;letter-spacing:.04em;text-transform:uppercase;color:var(--ts-color-danger)}

.ts-appointment-alert{margin:auto;width:min(460px,calc(100% - 2 * var(--ts-margin,20px)));border-radius:var(--ts-radius);animation:ts-cart-pop .18s ease-out}
.ts-appointment-alert .ts-cart-modal__panel{position:relative;align-items:center;gap:.75rem;padding:2rem 1.5rem 1.5rem;text-align:center}
.ts-appointment-alert__close{position:absolute;top:.4rem;right:.4rem}
.ts-appointment-alert__text{margin:0;color:var(--ts-color-ink-muted);max-width:36ch}
.ts-appointment-alert__actions{display:grid;gap:.5rem;width:100%;margin-top:.5rem}

.ts-install-confirm__facts{flex:1 1 auto;overflow:auto;margin:0;padding:1rem 1.25rem;display:grid;gap:.9rem}
.ts-install-confirm__fact{display:grid;gap:.2rem}
.ts-install-confirm__fact dt{font-size:.75rem;font-weight:800;letter-spacing:.07em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-install-confirm__fact dd{margin:0;display:grid;gap:.1rem}
.ts-install-confirm__where{color:var(--ts-color-ink-muted);font-size:.92rem}
.ts-install-confirm__tires{list-style:none;margin:0;padding:0;display:grid;gap:.2rem}
.ts-install-confirm__qty{font-weight:800;font-variant-numeric:tabular-nums}
.ts-install-confirm__size{color:var(--ts-color-ink-muted)}
.ts-install-confirm__actions{flex:none;display:flex;justify-content:flex-end;gap:.6rem;padding:.85rem 1.25rem 1rem;border-top:1px solid var(--ts-color-border)}
@media (max-width:599.98px){.ts-install-confirm__actions .ts-button{flex:1 1 0}}

.ts-checkout-summary__destination{display:grid;gap:.3rem;padding:.7rem .8rem;border-radius:var(--ts-radius-small);background:var(--ts-color-surface-muted);font-size:.88rem}
.ts-checkout-summary__destination p{margin:0}
.ts-checkout-summary__where{font-weight:650}
.ts-checkout-summary__installation-label{font-weight:750}
@media (prefers-reduced-motion:reduce){.ts-appointment-modal,.ts-install-confirm,.ts-appointment-alert,.ts-appointment__card--loading .ts-appointment__text{animation:none}}
`;

export const checkoutCss = [layoutCss, alertCss, linesCss, summaryCss, hazardCss, deliveryCss, appointmentCss, formCss, pageStatesCss].join(
  '\n',
);
