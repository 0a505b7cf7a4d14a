/**
 * Styles of the checkout views: the cart page's layout (content + sticky order summary from L up,
 * one column on phones), step navigation, cart lines, promo code, road hazard, delivery tabs and
 * their panels, the installation appointment and its modals, address and contact forms. Breakpoints from spec §9 Layout via mediaUp.
 */
import { mediaUp } from './tokens';

const layoutCss = `
.ts-checkout-steps{margin:0 0 20px}
.ts-checkout-steps ol{list-style:none;margin:0;padding:0;display:flex;align-items:center;gap:4px;counter-reset:none}
.ts-checkout-steps__step{display:flex;align-items:center;gap:4px;flex:0 1 auto;min-width:0}
.ts-checkout-steps__step+.ts-checkout-steps__step::before{content:"";flex:none;width:clamp(12px,4vw,48px);height:2px;background:var(--ts-color-border);margin:0 4px}
.ts-checkout-steps__item{display:inline-flex;align-items:center;gap:8px;min-height:44px;padding:4px 8px;border-radius:var(--ts-radius-small);color:var(--ts-color-ink-muted);text-decoration:none;font-weight:600;font-size:15.2px;white-space:nowrap}
button.ts-checkout-steps__item{border:0;background:none;font-family:inherit;cursor:pointer}
a.ts-checkout-steps__item:hover,button.ts-checkout-steps__item:hover{background:var(--ts-color-surface);color:var(--ts-color-primary)}
.ts-checkout-steps__number{display:inline-grid;place-items:center;flex:none;width:28px;height:28px;border-radius:50%;border:2px solid var(--ts-color-border);background:var(--ts-color-surface);font-size:13.6px;font-weight:800}
.ts-checkout-steps__step--current .ts-checkout-steps__item{color:var(--ts-color-ink)}
.ts-checkout-steps__step--current .ts-checkout-steps__number{background:var(--ts-color-primary);border-color:var(--ts-color-primary);color:var(--ts-color-primary-ink)}
.ts-checkout-steps__step--done .ts-checkout-steps__number{background:var(--ts-color-success);border-color:var(--ts-color-success);color:#fff}
@media (max-width:599.98px){.ts-checkout-steps__step:not(.ts-checkout-steps__step--current) .ts-checkout-steps__label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}}

.ts-checkout-layout{display:grid;gap:var(--ts-gutter);grid-template-columns:minmax(0,1fr);align-items:start}
.ts-checkout-layout__main{display:grid;gap:var(--ts-gutter);min-width:0}
.ts-checkout-layout__aside{display:grid;gap:16px;min-width:0}
${mediaUp('L')}{
.ts-checkout-layout{grid-template-columns:minmax(0,1fr) 352px}
.ts-checkout-layout__aside{position:sticky;top:calc(var(--ts-nav-height) + 16px)}
}
${mediaUp('XL')}{.ts-checkout-layout{grid-template-columns:minmax(0,1fr) 384px}}
.ts-checkout-card{background:var(--ts-color-surface);border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);box-shadow:var(--ts-shadow);padding:16px;display:grid;gap:16px;min-width:0}
${mediaUp('M')}{.ts-checkout-card{padding:20px 24px}}
.ts-checkout-card__head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:4px 16px}
.ts-checkout-card__title{margin:0;font-size:19.2px;letter-spacing:-.01em}
.ts-checkout-card__meta{margin:0;color:var(--ts-color-ink-muted);font-size:14.4px}
.ts-checkout-skeleton--line{height:104px}
.ts-checkout-skeleton--tabs{height:64px}
.ts-checkout-skeleton--panel{height:220px}
.ts-checkout-skeleton--summary{height:320px}
`;

const alertCss = `
.ts-checkout-alert{margin:0;padding:10.4px 13.6px;border-radius:var(--ts-radius-small);font-size:14.88px;font-weight:600}
.ts-checkout-alert p{margin:0}
.ts-checkout-alert p+p{margin-top:4.8px}
.ts-checkout-alert--error{background:#fff5f5;border:1px solid var(--ts-color-danger);color:var(--ts-color-danger)}
.ts-checkout-alert--notice{background:#fff8e1;border:1px solid #f1d48a;color:#5c4400}
.ts-checkout-alert--success{background:#e3f4e8;border:1px solid #9fd3b0;color:#0f5c2b}
.ts-field__error{margin:0;color:var(--ts-color-danger);font-size:14.08px;font-weight:600}
.ts-checkout-link-button{display:inline-flex;align-items:center;min-height:36px;padding:0 4px;border:0;background:none;color:var(--ts-color-primary);font:inherit;font-weight:650;text-decoration:underline;text-underline-offset:2px;cursor:pointer}
.ts-checkout-link-button:hover{color:var(--ts-color-primary-hover)}
.ts-checkout-link-button[disabled]{opacity:.55;cursor:not-allowed}
.ts-checkout-badge{display:inline-block;margin-left:6.4px;padding:0.8px 7.2px;border-radius:999px;background:var(--ts-color-surface-muted);border:1px solid var(--ts-color-border);font-size:11.52px;font-weight:750;letter-spacing:.03em;vertical-align:middle;white-space:nowrap;color:var(--ts-color-ink)}
.ts-checkout-badge--deal{background:#e6f4ea;border-color:#9fd3b0;color:#0f5c2b}
.ts-checkout-badge--verified{background:#e8f0fe;border-color:#c6d7f7;color:#0842a0}
.ts-checkout-line__deal .ts-checkout-badge{margin-left:0}
`;

const linesCss = `
.ts-checkout-lines{list-style:none;margin:0;padding:0;display:grid}
.ts-checkout-lines:focus{outline:none}
.ts-checkout-line{display:grid;grid-template-columns:72px minmax(0,1fr);grid-template-areas:"media body" "controls controls" "total total" "error error";gap:8px 14.4px;padding:16px 0;border-top:1px solid var(--ts-color-border)}
.ts-checkout-line:first-child{border-top:0;padding-top:0}
.ts-checkout-line:last-child{padding-bottom:0}
.ts-checkout-line[aria-busy="true"]{opacity:.6}
.ts-checkout-line__media{grid-area:media;align-self:start;display:grid;place-items:center;background:var(--ts-color-surface-muted);border-radius:var(--ts-radius-small);padding:5.6px}
.ts-checkout-line__media img{width:100%;height:auto;max-width:88px}
.ts-checkout-line__body{grid-area:body;display:grid;gap:2.4px;min-width:0}
.ts-checkout-line__brand{margin:0;font-size:12px;font-weight:750;letter-spacing:.08em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-checkout-line__name{margin:0;font-size:16.8px;line-height:1.25}
.ts-checkout-line__name a{color:inherit;text-decoration:none}
.ts-checkout-line__name a:hover{text-decoration:underline;color:var(--ts-color-primary)}
.ts-checkout-line__size{margin:0;font-weight:650}
.ts-checkout-line__spec{font-weight:400;color:var(--ts-color-ink-muted)}
.ts-checkout-line__deal{margin:2.4px 0 0;font-size:14.08px}
.ts-checkout-line__deal a{color:var(--ts-color-primary)}
.ts-checkout-line__deal-note{color:var(--ts-color-ink-muted)}
.ts-checkout-line__note{margin:0;font-size:13.6px;color:var(--ts-color-warning)}
.ts-checkout-line__each{margin:0;font-size:14.4px;color:var(--ts-color-ink-muted)}
.ts-checkout-line__was{margin-left:6.4px;text-decoration:line-through}
.ts-checkout-line__controls{grid-area:controls;display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px}
.ts-checkout-line__stock{margin:0;font-size:13.12px;color:var(--ts-color-warning);font-weight:600}
.ts-checkout-line__remove{min-height:44px;padding:0 6.4px;border:0;background:none;color:var(--ts-color-ink-muted);font:inherit;font-size:14.4px;font-weight:600;text-decoration:underline;text-underline-offset:2px;cursor:pointer}
.ts-checkout-line__remove:hover{color:var(--ts-color-danger)}
.ts-checkout-line__total{grid-area:total;margin:0;font-size:18.4px;font-weight:800;text-align:right;font-variant-numeric:tabular-nums}
.ts-checkout-line__error{grid-area:error;margin:0;padding:8px 11.2px;border-radius:var(--ts-radius-small);background:#fff5f5;color:var(--ts-color-danger);font-size:14.4px;font-weight:600}
${mediaUp('M')}{
.ts-checkout-line{grid-template-columns:96px minmax(0,1fr) auto;grid-template-areas:"media body total" "media controls controls" "error error error"}
.ts-checkout-line__total{align-self:start}
}
@media (max-width:599.98px){.ts-checkout-line{grid-template-columns:72px minmax(0,1fr) auto;grid-template-areas:"media body body" "controls controls total" "error error error"}.ts-checkout-line__total{align-self:center}.ts-checkout-line__controls{gap:4px 12px}}
.ts-checkout-line .ts-stepper{align-items:stretch;overflow:hidden}
.ts-checkout-line .ts-stepper__button{width:44px;height:44px;border-radius:0;font-size:21.6px}
.ts-checkout-line .ts-stepper__value{display:inline-grid;place-items:center;min-width:35.2px}
`;

const summaryCss = `
.ts-checkout-summary{background:var(--ts-color-surface);border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);box-shadow:var(--ts-shadow);padding:17.6px 20px;display:grid;gap:14.4px;transition:opacity .15s}
.ts-checkout-summary[aria-busy="true"] .ts-checkout-summary__rows,.ts-checkout-summary[aria-busy="true"] .ts-checkout-summary__total{opacity:.55}
.ts-checkout-summary__title{margin:0;font-size:19.2px}
.ts-checkout-summary__rows{margin:0;display:grid;gap:8.8px}
.ts-checkout-summary__row{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:1.6px 16px;align-items:baseline}
.ts-checkout-summary__row dt{color:var(--ts-color-ink)}
.ts-checkout-summary__row dd{margin:0;text-align:right;font-variant-numeric:tabular-nums;font-weight:650}
.ts-checkout-summary__row dd.ts-checkout-summary__note{grid-column:1/-1;text-align:left;font-weight:400;font-size:13.12px;color:var(--ts-color-ink-muted)}
.ts-checkout-summary__row--saving dd{color:var(--ts-color-success)}
.ts-checkout-summary__free{color:var(--ts-color-success);font-weight:800}
.ts-checkout-summary__later{font-weight:400;font-size:14.08px;color:var(--ts-color-ink-muted)}
.ts-checkout-summary__total{display:flex;justify-content:space-between;align-items:baseline;gap:16px;padding-top:12.8px;border-top:2px solid var(--ts-color-ink);font-size:17.6px;font-weight:750}
.ts-checkout-summary__total strong{font-size:25.6px;font-variant-numeric:tabular-nums;letter-spacing:-.01em}
.ts-checkout-summary__saved{margin:-8px 0 0;text-align:right;color:var(--ts-color-success);font-weight:700;font-size:14.4px}
.ts-checkout-summary .ts-button{width:100%;min-height:52px;font-size:16.8px}
.ts-checkout-coupon{display:grid;gap:9.6px;padding-top:12.8px;border-top:1px solid var(--ts-color-border)}
.ts-checkout-coupon__form{display:grid;gap:5.6px}
.ts-checkout-coupon__row{display:flex;gap:8px}
.ts-checkout-coupon__row input{flex:1 1 auto;min-width:0;text-transform:uppercase}
.ts-checkout-summary .ts-checkout-coupon__row .ts-button{width:auto;min-height:44px;font-size:16px}
.ts-checkout-coupon__message:empty{display:none}
.ts-checkout-coupon__applied{list-style:none;margin:0;padding:0;display:grid;gap:6.4px}
.ts-checkout-coupon__applied li{display:grid;grid-template-columns:auto minmax(0,1fr) auto;align-items:center;gap:8px;padding:7.2px 9.6px;border-radius:var(--ts-radius-small);background:#f1f8f3;border:1px dashed #9fd3b0;font-size:14.4px}
.ts-checkout-coupon__code{font-weight:800;letter-spacing:.05em}
.ts-checkout-coupon__title{display:grid;min-width:0}
.ts-checkout-coupon__title strong{color:var(--ts-color-success)}
.ts-checkout-coupon__why{font-size:13.12px;color:var(--ts-color-warning)}
`;

const hazardCss = `
.ts-checkout-hazard{display:grid;gap:9.6px}
.ts-checkout-hazard[aria-busy="true"]{opacity:.7}
.ts-checkout-hazard__main{display:grid;grid-template-columns:auto minmax(0,1fr);gap:12px;align-items:start;padding:13.6px 16px;border:2px solid var(--ts-color-border);border-radius:var(--ts-radius);cursor:pointer}
.ts-checkout-hazard__main:has(input:checked){border-color:var(--ts-color-primary);background:#f5f8fe}
.ts-checkout-hazard__main input,.ts-checkout-hazard__each input{width:22px;height:22px;margin:1.6px 0 0;accent-color:var(--ts-color-primary)}
.ts-checkout-hazard__label{display:grid;gap:1.6px}
.ts-checkout-hazard__price{color:var(--ts-color-ink-muted);font-size:14.72px}
.ts-checkout-hazard__terms{display:grid;gap:4px;font-size:14.08px;color:var(--ts-color-ink-muted)}
.ts-checkout-hazard__terms p{margin:0}
.ts-checkout-hazard__each summary{cursor:pointer;color:var(--ts-color-primary);font-weight:650;min-height:40px;display:inline-flex;align-items:center}
.ts-checkout-hazard__each ul{list-style:none;margin:4px 0 0;padding:0;display:grid;gap:5.6px}
.ts-checkout-hazard__each label{display:grid;grid-template-columns:auto minmax(0,1fr);gap:9.6px;align-items:start;cursor:pointer;font-size:14.72px}
.ts-checkout-hazard__line-price{display:block;color:var(--ts-color-ink-muted);font-size:13.6px}
`;

const deliveryCss = `
/* The tabs fill rows by the width the delivery card has (a container query: the same view sits in
   a wide storefront column or a narrow widget), never breaking a word. */
.ts-checkout-delivery{display:grid;gap:16px;container-type:inline-size}
.ts-checkout-tabs{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}
@container (min-width:360px){.ts-checkout-tabs--3{grid-template-columns:repeat(3,minmax(0,1fr))}}
@container (min-width:420px){.ts-checkout-tabs--5{grid-template-columns:repeat(3,minmax(0,1fr))}}
@container (min-width:520px){.ts-checkout-tabs--4{grid-template-columns:repeat(4,minmax(0,1fr))}}
@container (min-width:660px){.ts-checkout-tabs--5{grid-template-columns:repeat(5,minmax(0,1fr))}}
.ts-checkout-tabs__tab{display:flex;flex-direction:column;align-items:flex-start;gap:5.6px;min-width:0;min-height:64px;padding:9.6px 10.4px;hyphens:auto;border:2px solid var(--ts-color-border);border-radius:var(--ts-radius);background:var(--ts-color-surface);color:var(--ts-color-ink);font:inherit;text-align:left;cursor:pointer;transition:border-color .15s,background .15s}
.ts-checkout-tabs__tab svg{flex:none;color:var(--ts-color-ink-muted)}
.ts-checkout-tabs__tab:hover{border-color:#9aa6b2}
.ts-checkout-tabs__tab[aria-selected="true"]{border-color:var(--ts-color-primary);background:#f0f5ff;box-shadow:inset 0 0 0 1px var(--ts-color-primary)}
.ts-checkout-tabs__tab[aria-selected="true"] svg{color:var(--ts-color-primary)}
.ts-checkout-tabs__text{display:grid;gap:0.8px;min-width:0}
.ts-checkout-tabs__title{font-weight:750;line-height:1.2;font-size:15.2px}
.ts-checkout-tabs__hint{font-size:12.8px;color:var(--ts-color-ink-muted)}
.ts-checkout-panel{min-width:0;border-radius:var(--ts-radius-small)}
.ts-checkout-panel[hidden]{display:none}
.ts-checkout-panel:focus-visible{outline-offset:4px}
.ts-checkout-panel[aria-busy="true"] .ts-checkout-panel__body{transition:opacity .2s}
.ts-checkout-panel__body{display:grid;gap:14.4px}
.ts-checkout-panel__lead{margin:0;color:var(--ts-color-ink-muted)}
.ts-checkout-panel__lead strong{color:var(--ts-color-ink)}
.ts-checkout-panel__alerts:empty{display:none}
.ts-checkout-panel__alerts{display:grid;gap:8px}
.ts-checkout-panel__count{margin:0;font-size:14.08px;color:var(--ts-color-ink-muted)}
.ts-checkout-zip{display:grid;gap:5.6px;max-width:480px}
.ts-checkout-zip__row{display:flex;gap:8px}
.ts-checkout-zip__row input{flex:1 1 128px;min-width:0}
.ts-checkout-empty{margin:0;padding:16px;border:1px dashed var(--ts-color-border);border-radius:var(--ts-radius-small);color:var(--ts-color-ink-muted);background:var(--ts-color-surface-muted)}
.ts-checkout-places{list-style:none;margin:0;padding:0;display:grid;gap:9.6px}
.ts-checkout-place{display:grid;grid-template-columns:minmax(0,1fr);gap:9.6px;padding:13.6px 16px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);background:var(--ts-color-surface)}
${mediaUp('M')}{.ts-checkout-place{grid-template-columns:minmax(0,1fr) auto;align-items:center}}
.ts-checkout-place--selected{border:2px solid var(--ts-color-success);background:#f4fbf6;padding:calc(13.6px - 1px) calc(16px - 1px)}
.ts-checkout-place--choice{display:block;padding:0}
.ts-checkout-place--choice.ts-checkout-place--selected{border-color:var(--ts-color-primary);background:#f5f8fe;padding:0}
.ts-checkout-place__choice{display:grid;grid-template-columns:auto minmax(0,1fr);gap:12px;align-items:start;padding:13.6px 16px;cursor:pointer}
.ts-checkout-place__choice input{width:20px;height:20px;margin:2.4px 0 0;accent-color:var(--ts-color-primary)}
.ts-checkout-place__main{display:grid;gap:3.2px;min-width:0}
.ts-checkout-place__name{margin:0;font-size:16px;font-weight:750}
.ts-checkout-place__name .ts-checkout-badge{font-weight:700}
.ts-checkout-place__suggested{margin:0;justify-self:start;padding:0.8px 8px;border-radius:999px;border:1px solid #9fd3b0;background:#e6f4ea;color:#0f5c2b;font-size:12px;font-weight:750}
.ts-checkout-place__logo{width:28px;height:28px;border-radius:6px;margin-right:8px;vertical-align:middle}
@media (max-width:599.98px){.ts-checkout-place__side .ts-button{padding-inline:14.4px}}
.ts-checkout-place__address{margin:0;color:var(--ts-color-ink-muted);font-size:14.4px}
.ts-checkout-place__meta{margin:0;display:flex;flex-wrap:wrap;align-items:center;gap:4px 14.4px;font-size:14.08px;color:var(--ts-color-ink-muted)}
.ts-checkout-place__distance{font-weight:700;color:var(--ts-color-ink)}
.ts-checkout-place__ready{color:var(--ts-color-success);font-weight:650}
.ts-checkout-place__side{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px}
${mediaUp('M')}{.ts-checkout-place__side{flex-direction:column;align-items:flex-end;justify-content:center}}
.ts-checkout-place__price{margin:0;display:grid;text-align:left}
${mediaUp('M')}{.ts-checkout-place__price{text-align:right}}
.ts-checkout-place__price-label{font-size:12.48px;color:var(--ts-color-ink-muted)}
.ts-checkout-place__price strong{font-size:17.6px}
.ts-checkout-place__chosen{margin:0;color:var(--ts-color-success);font-weight:750}
.ts-checkout-places-skeleton{display:grid;gap:9.6px}
.ts-checkout-places__more{justify-self:start}
.ts-checkout-places-skeleton .ts-skeleton{height:84px}
.ts-checkout-chosen{margin:0;padding:9.6px 12.8px;border-radius:var(--ts-radius-small);background:#f4fbf6;border:1px solid #9fd3b0}
.ts-checkout-chosen__label{font-weight:750;margin-right:5.6px}
.ts-checkout-saved{display:grid;gap:5.6px;justify-items:start;padding:14.4px 16px;border:2px solid var(--ts-color-success);border-radius:var(--ts-radius);background:#f4fbf6}
.ts-checkout-saved:focus{outline:none}
.ts-checkout-saved:focus-visible{outline:3px solid var(--ts-color-focus);outline-offset:2px}
.ts-checkout-saved__title{margin:0;font-size:12.8px;font-weight:800;letter-spacing:.07em;text-transform:uppercase;color:var(--ts-color-success)}
.ts-checkout-saved__status{margin:0;font-weight:650;color:var(--ts-color-success)}
.ts-checkout-saved__text{margin:0}
.ts-checkout-saved__address{font-style:normal;line-height:1.5}
`;

const formCss = `
.ts-checkout-form{display:grid;gap:16px}
.ts-checkout-form__summary:empty{display:none}
.ts-checkout-form__summary:focus{outline:none}
.ts-checkout-form__grid{display:grid;gap:13.6px 16px;grid-template-columns:minmax(0,1fr)}
${mediaUp('M')}{.ts-checkout-form__grid{grid-template-columns:repeat(2,minmax(0,1fr))}.ts-checkout-form__wide{grid-column:1/-1}}
.ts-checkout-form__note{margin:0;font-size:13.6px;color:var(--ts-color-ink-muted)}
.ts-checkout-form__actions{display:flex;flex-wrap:wrap;gap:9.6px}
.ts-service-address{margin-top:16px;padding:16px;border:1px solid var(--ts-color-border,#d7dce1);border-radius:var(--ts-radius-small);background:var(--ts-color-surface)}
.ts-service-address__title{margin:0;font-size:16px}
.ts-service-address__lead{margin:0;color:var(--ts-color-ink-muted);font-size:14.4px}
.ts-service-address--saved{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:8px}
.ts-service-address--saved p{margin:0}
.ts-service-address__label{font-weight:600}
.ts-checkout-form textarea{min-height:72px}
.ts-checkout-phone-type{border:0;margin:0;padding:0;display:grid;gap:4.8px;min-width:0}
.ts-checkout-phone-type legend{padding:0;margin-bottom:4.8px;font-weight:600;font-size:14.4px}
.ts-checkout-phone-type__options{display:flex;flex-wrap:wrap;gap:8px}
.ts-checkout-radio{display:inline-flex;align-items:center;gap:7.2px;min-height:44px;padding:0 14.4px;border:1px solid #8a949f;border-radius:var(--ts-radius-small);cursor:pointer;font-weight:600}
.ts-checkout-radio:has(input:checked){border-color:var(--ts-color-primary);background:#f0f5ff;box-shadow:inset 0 0 0 1px var(--ts-color-primary)}
.ts-checkout-radio input{width:18px;height:18px;margin:0;accent-color:var(--ts-color-primary)}
.ts-checkout-choices,.ts-checkout-contact{border:0;margin:0;padding:0;display:grid;gap:9.6px;min-width:0}
.ts-checkout-choices legend,.ts-checkout-contact legend{padding:0;margin-bottom:8px;font-weight:750}
`;

const pageStatesCss = `
.ts-checkout-empty-cart{display:grid;justify-items:center;gap:9.6px;max-width:544px;margin:16px auto;padding:40px 24px;text-align:center;background:var(--ts-color-surface);border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);box-shadow:var(--ts-shadow)}
.ts-checkout-empty-cart__icon{color:var(--ts-color-ink-muted)}
.ts-checkout-empty-cart h2{margin:4px 0 0;font-size:24px}
.ts-checkout-empty-cart p{margin:0;color:var(--ts-color-ink-muted)}
.ts-checkout-empty-cart__links{list-style:none;margin:12px 0 0;padding:0;display:flex;flex-wrap:wrap;justify-content:center;gap:9.6px}
.ts-checkout-next{display:grid;gap:9.6px}
.ts-checkout-next .ts-button[aria-disabled="true"]{opacity:.55;cursor:not-allowed}
.ts-checkout-next__note{margin:0;font-size:13.6px;color:var(--ts-color-ink-muted);text-align:center}
`;

/**
 * The installation appointment (spec §2 appointment, time change, install confirmation; §8 "install
 * time no longer available"): its card in the installer tabs, the shop services, and the modals —
 * a bottom sheet on phones, a centred dialog from M up. Choices are native radios, hidden but
 * focusable; their labels carry the look, the focus ring and the checked state (:has).
 */
const appointmentCss = `
.ts-checkout-panel__shops{display:grid;gap:14.4px;border-radius:var(--ts-radius-small)}
.ts-checkout-place__more{margin:0}
.ts-checkout-place__more .ts-checkout-link-button{min-height:32px;padding:0;font-size:14.08px}
.ts-checkout-panel__shops:focus{outline:none}
.ts-checkout-panel__shops:focus-visible{outline:3px solid var(--ts-color-focus);outline-offset:4px}
.ts-appointment{display:grid;gap:12px;padding:16px;border:1px solid color-mix(in srgb,var(--ts-color-primary) 25%,var(--ts-color-border));border-radius:var(--ts-radius);background:linear-gradient(180deg,color-mix(in srgb,var(--ts-color-primary) 5%,#fff),#fff 70%)}
.ts-appointment__title{margin:0;font-size:12.48px;font-weight:800;letter-spacing:.08em;text-transform:uppercase;color:var(--ts-color-primary)}
.ts-appointment__card{display:grid;grid-template-columns:auto minmax(0,1fr);gap:8px 13.6px;align-items:center}
${mediaUp('M')}{.ts-appointment__card{grid-template-columns:auto minmax(0,1fr) auto}}
.ts-appointment__icon{display:block;box-sizing:content-box;padding:8.8px;border-radius:12px;background:var(--ts-color-primary);color:#fff}
.ts-appointment__card--lapsed .ts-appointment__icon{background:var(--ts-color-warning)}
.ts-appointment__card--loading .ts-appointment__icon,.ts-appointment__card--empty .ts-appointment__icon{background:var(--ts-color-surface-muted);color:var(--ts-color-ink-muted)}
.ts-appointment__card--loading .ts-appointment__text{color:var(--ts-color-ink-muted);animation:ts-appointment-pulse 1.2s ease-in-out infinite alternate}
@keyframes ts-appointment-pulse{from{opacity:1}to{opacity:.45}}
.ts-appointment__text{display:grid;gap:2.4px;min-width:0;margin:0}
.ts-appointment__text p{margin:0}
.ts-appointment__when{font-size:16.8px;font-weight:750;line-height:1.3}
.ts-appointment__where{color:var(--ts-color-ink-muted);font-size:14.72px}
.ts-appointment__hold{display:inline-flex;align-items:center;gap:5.6px;color:var(--ts-color-success);font-size:14.08px;font-weight:650}
.ts-appointment__hold::before{content:"";width:8.8px;height:8.8px;border-radius:50%;background:currentColor;box-shadow:0 0 0 3px #d5eedd}
.ts-appointment__lapsed{color:var(--ts-color-warning);font-size:14.4px;font-weight:650}
.ts-appointment__zone{color:var(--ts-color-ink-muted);font-size:13.6px}
.ts-appointment__keep{display:flex;flex-wrap:wrap;align-items:center;gap:5.6px 12px;margin-top:3.2px}
.ts-appointment__keep .ts-button{min-height:40px;padding-block:.4em}
.ts-appointment__keep .ts-button[aria-disabled="true"]{opacity:.55;cursor:progress}
.ts-appointment__change{grid-column:1/-1;justify-self:start}
${mediaUp('M')}{.ts-appointment__change{grid-column:auto;justify-self:end}}
.ts-appointment .ts-checkout-panel__alerts .ts-checkout-alert{display:grid;gap:4px;justify-items:start}
.ts-installer-services{border-top:1px solid var(--ts-color-border);padding-top:5.6px;min-width:0}
.ts-installer-services__title{display:flex;align-items:center;gap:6.4px;min-height:44px;cursor:pointer;font-weight:700;color:var(--ts-color-primary);list-style:none}
.ts-installer-services__title::-webkit-details-marker{display:none}
.ts-installer-services__title::before{content:"";flex:none;width:8px;height:8px;margin:0 4px 0 1.6px;border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:rotate(-45deg);transition:transform .15s}
.ts-installer-services[open]>.ts-installer-services__title::before{transform:rotate(45deg)}
.ts-installer-services__count{color:var(--ts-color-ink);font-weight:600}
.ts-installer-services [role="group"]{display:grid;gap:8px;padding-bottom:4px}
.ts-installer-services [aria-busy="true"]{cursor:progress}
.ts-installer-services__hint{margin:0;font-size:13.6px;color:var(--ts-color-ink-muted)}
.ts-installer-services__list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:7.2px}
.ts-installer-services__option{display:inline-flex;align-items:center;gap:7.2px;min-height:40px;padding:4px 12.8px 4px 9.6px;border:1px solid var(--ts-color-border);border-radius:999px;background:var(--ts-color-surface);cursor:pointer;font-size:14.08px;font-weight:600}
.ts-installer-services__option:hover{border-color:#9aa6b2}
.ts-installer-services__option:has(input:checked){border-color:var(--ts-color-primary);background:color-mix(in srgb,var(--ts-color-primary) 10%,#fff);color:color-mix(in srgb,var(--ts-color-primary) 80%,#000)}
.ts-installer-services__option:has(input:focus-visible){outline:3px solid var(--ts-color-focus);outline-offset:2px}
.ts-installer-services__option input{width:18px;height:18px;margin:0;flex:none;accent-color:var(--ts-color-primary)}
.ts-installer-services__option img{flex:none;border-radius:4px;object-fit:contain}
.ts-installer-services__saving{margin-left:auto;font-size:12.8px;font-weight:500;color:var(--ts-color-ink-muted)}

.ts-appointment-modal,.ts-install-confirm{margin:auto 0 0;width:100%;max-height:min(94vh,100%);border-radius:16px 16px 0 0;animation:ts-cart-sheet .22s ease-out}
${mediaUp('M')}{.ts-appointment-modal,.ts-install-confirm{margin:auto;width:min(680px,calc(100% - 2 * var(--ts-margin,24px)));max-height:min(88vh,860px);border-radius:var(--ts-radius);animation-name:ts-cart-pop}}
${mediaUp('M')}{.ts-install-confirm{width:min(520px,calc(100% - 2 * var(--ts-margin,24px)))}}
.ts-appointment-modal__body{flex:1 1 auto;min-height:0;overflow:auto;overscroll-behavior:contain;display:grid;align-content:start;gap:17.6px;padding:16px 20px 20px}
.ts-appointment-modal__shop{margin:0;font-size:14.72px}
.ts-appointment-modal__zone{color:var(--ts-color-ink-muted)}
.ts-appointment-modal__loading{display:grid;gap:14.4px}
.ts-appointment-skeleton--days{height:76px}
.ts-appointment-skeleton--slots{height:180px}
.ts-appointment-modal__foot{flex:none;display:grid;gap:9.6px;padding:13.6px 20px 16px;border-top:1px solid var(--ts-color-border);background:var(--ts-color-surface);box-shadow:0 -6px 16px rgb(16 20 24 / 6%)}
.ts-appointment-modal__alert:empty{display:none}
.ts-appointment-modal__actions{display:flex;justify-content:flex-end;gap:9.6px}
@media (max-width:599.98px){.ts-appointment-modal__actions .ts-button{flex:1 1 0}}
.ts-appointment-legend{padding:0;margin-bottom:8px;font-weight:750;font-size:15.2px}
.ts-appointment-days,.ts-appointment-modes,.ts-appointment-times{margin:0;padding:0;border:0;min-width:0}
.ts-appointment-radio{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:inherit}
.ts-appointment-days__strip{position:relative;display:flex;gap:8px;overflow-x:auto;scroll-snap-type:x proximity;padding:5.6px 24px 9.6px 5.6px;margin:0 -5.6px;scrollbar-width:thin;-webkit-mask-image:linear-gradient(90deg,#000 calc(100% - 32px),transparent);mask-image:linear-gradient(90deg,#000 calc(100% - 32px),transparent)}
.ts-appointment-day{position:relative;flex:none;display:grid;justify-items:center;align-content:center;gap:0.8px;width:70.4px;min-height:73.6px;padding:6.4px 4px;border:1.5px solid var(--ts-color-border);border-radius:12px;background:var(--ts-color-surface);cursor:pointer;scroll-snap-align:start;transition:border-color .12s,background .12s}
.ts-appointment-day:hover{border-color:#9aa6b2}
.ts-appointment-day__weekday{font-size:11.52px;font-weight:750;letter-spacing:.06em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-appointment-day__date{font-size:16px;font-weight:800;white-space:nowrap}
.ts-appointment-day__note{font-size:12px;font-weight:700;color:#5b646e}
.ts-appointment-day:has(input:checked){border-color:var(--ts-color-primary);background:var(--ts-color-primary);color:var(--ts-color-primary-ink)}
.ts-appointment-day:has(input:checked) .ts-appointment-day__weekday{color:inherit;opacity:.85}
.ts-appointment-day--off{cursor:not-allowed;color:#5b646e;background:repeating-linear-gradient(135deg,var(--ts-color-surface-muted) 0 6px,#eceff3 6px 12px);border-style:dashed}
.ts-appointment-day--off .ts-appointment-day__date{font-weight:650}
.ts-appointment-day:has(input:focus-visible),.ts-appointment-mode:has(input:focus-visible),.ts-appointment-time:has(input:focus-visible){outline:3px solid var(--ts-color-focus);outline-offset:2px}
.ts-appointment-modes__options{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}
.ts-appointment-mode{position:relative;display:grid;gap:1.6px;padding:10.4px 12.8px;border:1.5px solid var(--ts-color-border);border-radius:var(--ts-radius-small);cursor:pointer}
.ts-appointment-mode__title{font-weight:750}
.ts-appointment-mode__hint{font-size:13.12px;color:var(--ts-color-ink-muted)}
.ts-appointment-mode:has(input:checked){border-color:var(--ts-color-primary);background:color-mix(in srgb,var(--ts-color-primary) 7%,#fff);box-shadow:inset 0 0 0 1px var(--ts-color-primary)}
.ts-appointment-times__grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(104px,1fr));gap:8px}
.ts-appointment-times__grid--windows{grid-template-columns:repeat(auto-fill,minmax(176px,1fr))}
.ts-appointment-time{position:relative;display:grid;align-content:center;gap:0.8px;min-height:48px;padding:7.2px 11.2px;border:1.5px solid var(--ts-color-border);border-radius:var(--ts-radius-small);background:var(--ts-color-surface);cursor:pointer;font-variant-numeric:tabular-nums}
.ts-appointment-time:hover{border-color:#9aa6b2}
.ts-appointment-time__title{font-weight:750}
.ts-appointment-time__hours{font-size:13.6px;color:var(--ts-color-ink-muted)}
.ts-appointment-time:has(input:checked){border-color:var(--ts-color-primary);background:var(--ts-color-primary);color:var(--ts-color-primary-ink)}
.ts-appointment-time:has(input:checked) .ts-appointment-time__hours{color:inherit;opacity:.9}
.ts-appointment-time--full:not(:has(input:checked)){cursor:not-allowed;color:#5b646e;background:var(--ts-color-surface-muted);border-style:dashed}
.ts-appointment-time--full:not(:has(input:checked)) .ts-appointment-time__title{text-decoration:line-through}
.ts-appointment-time__full{font-size:11.52px;font-weight:800;letter-spacing:.04em;text-transform:uppercase;color:var(--ts-color-danger)}

.ts-appointment-alert{margin:auto;width:min(460px,calc(100% - 2 * var(--ts-margin,20px)));border-radius:var(--ts-radius);animation:ts-cart-pop .18s ease-out}
.ts-appointment-alert .ts-cart-modal__panel{position:relative;align-items:center;gap:12px;padding:32px 24px 24px;text-align:center}
.ts-appointment-alert__close{position:absolute;top:6.4px;right:6.4px}
.ts-appointment-alert__text{margin:0;color:var(--ts-color-ink-muted);max-width:36ch}
.ts-appointment-alert__actions{display:grid;gap:8px;width:100%;margin-top:8px}

.ts-install-confirm__facts{flex:1 1 auto;overflow:auto;margin:0;padding:16px 20px;display:grid;gap:14.4px}
.ts-install-confirm__fact{display:grid;gap:3.2px}
.ts-install-confirm__fact dt{font-size:12px;font-weight:800;letter-spacing:.07em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-install-confirm__fact dd{margin:0;display:grid;gap:1.6px}
.ts-install-confirm__where{color:var(--ts-color-ink-muted);font-size:14.72px}
.ts-install-confirm__tires{list-style:none;margin:0;padding:0;display:grid;gap:3.2px}
.ts-install-confirm__qty{font-weight:800;font-variant-numeric:tabular-nums}
.ts-install-confirm__size{color:var(--ts-color-ink-muted)}
.ts-install-confirm__actions{flex:none;display:flex;justify-content:flex-end;gap:9.6px;padding:13.6px 20px 16px;border-top:1px solid var(--ts-color-border)}
@media (max-width:599.98px){.ts-install-confirm__actions .ts-button{flex:1 1 0}}

.ts-checkout-summary__destination{display:grid;gap:4.8px;padding:11.2px 12.8px;border-radius:var(--ts-radius-small);background:var(--ts-color-surface-muted);font-size:14.08px}
.ts-checkout-summary__destination p{margin:0}
.ts-checkout-summary__where{font-weight:650}
.ts-checkout-summary__installation-label{font-weight:750}
@media (prefers-reduced-motion:reduce){.ts-appointment-modal,.ts-install-confirm,.ts-appointment-alert,.ts-appointment__card--loading .ts-appointment__text{animation:none}}
`;

export const checkoutCss = [layoutCss, alertCss, linesCss, summaryCss, hazardCss, deliveryCss, appointmentCss, formCss, pageStatesCss].join(
  '\n',
);
