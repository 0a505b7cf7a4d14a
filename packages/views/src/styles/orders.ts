/**
 * Styles of the order views: the order page (status, tires, delivery, totals — inside the
 * checkout layout of checkout.ts), the tracking form and the tracking steps. Phones get one
 * column; the steps run across from M up (spec §9 Layout breakpoints via mediaUp).
 */
import { mediaUp } from './tokens';

export const ordersCss = `
.ts-order{display:grid;gap:var(--ts-gutter)}
.ts-order__head{display:grid;gap:8px;justify-items:start}
.ts-order__title,.ts-tracking__title{margin:0;font-size:clamp(24px,4vw,32px);letter-spacing:-.02em;line-height:1.15}
.ts-order__title:focus,.ts-tracking__title:focus{outline:none}
.ts-order__title:focus-visible,.ts-tracking__title:focus-visible{outline:3px solid var(--ts-color-focus);outline-offset:2px}
.ts-order__number{margin:0;font-size:16.8px}
.ts-order__number strong{font-variant-numeric:tabular-nums;letter-spacing:.02em}
.ts-order__placed{color:var(--ts-color-ink-muted)}
.ts-order-status{display:grid;gap:4px;width:100%;padding:12.8px 16px;border-radius:var(--ts-radius);border:1px solid var(--ts-color-border);background:var(--ts-color-surface)}
.ts-order-status__label{margin:0;display:flex;align-items:center;gap:8px;font-weight:800;font-size:17.6px}
.ts-order-status__dot{flex:none;width:12px;height:12px;border-radius:50%;background:currentColor}
.ts-order-status__text{margin:0}
.ts-order-status--unconfirmed{background:#fff8e1;border-color:#f1d48a}
.ts-order-status--unconfirmed .ts-order-status__label{color:#5c4400}
.ts-order-status--unconfirmed .ts-order-status__dot{animation:ts-order-pulse 1.2s ease-in-out infinite}
.ts-order-status--confirmed{background:#e3f4e8;border-color:#9fd3b0}
.ts-order-status--confirmed .ts-order-status__label{color:#0f5c2b}
.ts-order-status--cancelled{background:#fff5f5;border-color:var(--ts-color-danger)}
.ts-order-status--cancelled .ts-order-status__label{color:var(--ts-color-danger)}
@keyframes ts-order-pulse{50%{opacity:.3}}
@media (prefers-reduced-motion:reduce){.ts-order-status__dot{animation:none!important}}
.ts-order__destination{margin:0;font-weight:700}
.ts-order__appointment{margin:0}
.ts-order__appointment-label{font-weight:650}
.ts-order__address{margin:0;font-style:normal;color:var(--ts-color-ink-muted);line-height:1.5;overflow-wrap:anywhere}
.ts-order__next{display:grid;gap:8px;padding-top:14.4px;border-top:1px solid var(--ts-color-border)}
.ts-order__subtitle{margin:0;font-size:16px}
.ts-order__next ul{margin:0;padding-left:19.2px;display:grid;gap:4.8px}
.ts-order__cancel,.ts-order__track,.ts-order__payment,.ts-order__po{margin:0}
.ts-order__cancel a{color:var(--ts-color-primary);font-weight:650}
.ts-order__payment{font-weight:700}
.ts-order-items{list-style:none;margin:0;padding:0;display:grid}
.ts-order-item{display:grid;grid-template-columns:72px minmax(0,1fr);gap:6.4px 14.4px;align-items:start;padding:13.6px 0;border-top:1px solid var(--ts-color-border)}
.ts-order-item:first-child{border-top:0;padding-top:0}
${mediaUp('M')}{.ts-order-item{grid-template-columns:72px minmax(0,1fr) auto}}
.ts-order-item__media{display:grid;place-items:center;background:var(--ts-color-surface-muted);border-radius:var(--ts-radius-small);padding:4.8px}
.ts-order-item__media img{width:64px;height:64px;object-fit:contain}
.ts-order-item__body{display:grid;gap:1.6px;min-width:0}
.ts-order-item__body p{margin:0}
.ts-order-item__brand{font-size:12.48px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-order-item__name{font-weight:700}
.ts-order-item__size,.ts-order-item__extra{font-size:14.4px;color:var(--ts-color-ink-muted)}
.ts-order-item__total{margin:0;grid-column:2;font-weight:750;font-variant-numeric:tabular-nums}
${mediaUp('M')}{.ts-order-item__total{grid-column:auto;text-align:right}}
.ts-order-links{display:flex;flex-wrap:wrap;justify-content:center;gap:12px}
.ts-order-skeleton--head{height:140px}
.ts-order-skeleton--body{height:360px;margin-top:var(--ts-gutter)}

.ts-track-form{display:grid;gap:16px;max-width:576px;padding:20px;background:var(--ts-color-surface);border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);box-shadow:var(--ts-shadow)}
${mediaUp('M')}{.ts-track-form{padding:24px 28px}}
.ts-track-form__title{margin:0;font-size:20.8px}
.ts-track-form__hint{margin:0;color:var(--ts-color-ink-muted)}
.ts-track-form__alert:focus{outline:none}
.ts-track-form__alert:focus-visible .ts-checkout-alert{outline:3px solid var(--ts-color-focus);outline-offset:2px}
.ts-track-form__alert:empty{display:none}
.ts-track-form__fields{display:grid;gap:16px}
${mediaUp('M')}{.ts-track-form__fields{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}}
.ts-track-form .ts-button{justify-self:start;min-width:192px}
.ts-track-form .ts-button[aria-disabled="true"]{opacity:.7;cursor:progress}

.ts-tracking{display:grid;gap:var(--ts-gutter);max-width:832px}
.ts-tracking__head{display:grid;gap:5.6px}
.ts-tracking__meta{margin:0;color:var(--ts-color-ink-muted)}
.ts-tracking__status{margin:0;font-size:18.4px;font-weight:800;color:var(--ts-color-success)}
.ts-tracking__status--cancelled{color:var(--ts-color-danger)}
.ts-tracking__carrier{margin:0}
.ts-tracking__actions{display:flex;flex-wrap:wrap;gap:12px}
.ts-tracking-steps{list-style:none;margin:0;padding:0;display:grid;gap:0}
.ts-tracking-step{position:relative;display:grid;grid-template-columns:32px minmax(0,1fr);grid-template-areas:"marker label" "marker date";column-gap:12px;padding:0 0 20px;color:var(--ts-color-ink-muted)}
.ts-tracking-step:last-child{padding-bottom:0}
.ts-tracking-step:not(:last-child)::after{content:"";position:absolute;left:calc(16px - 1px);top:32px;bottom:0;width:2px;background:var(--ts-color-border)}
.ts-tracking-step--done:not(:last-child)::after{background:var(--ts-color-success)}
.ts-tracking-step__marker{grid-area:marker;display:grid;place-items:center;width:32px;height:32px;border-radius:50%;border:2px solid var(--ts-color-border);background:var(--ts-color-surface);font-weight:800;font-size:14.4px}
.ts-tracking-step__label{grid-area:label;align-self:center;font-weight:650;min-height:32px;display:flex;align-items:center}
.ts-tracking-step__date{grid-area:date;font-size:13.6px}
.ts-tracking-step--done,.ts-tracking-step--current{color:var(--ts-color-ink)}
.ts-tracking-step--cancelled .ts-tracking-step__label{text-decoration:line-through}
.ts-tracking-step--done .ts-tracking-step__marker{background:var(--ts-color-success);border-color:var(--ts-color-success);color:#fff}
.ts-tracking-step--current .ts-tracking-step__marker{background:var(--ts-color-primary);border-color:var(--ts-color-primary);color:var(--ts-color-primary-ink);box-shadow:0 0 0 4px rgb(11 87 208 / 18%)}
.ts-tracking-step--current .ts-tracking-step__label{font-weight:800}
.ts-tracking-steps--cancelled .ts-tracking-step--done .ts-tracking-step__marker{background:var(--ts-color-ink-muted);border-color:var(--ts-color-ink-muted)}
${mediaUp('M')}{
.ts-tracking-steps{grid-template-columns:repeat(4,minmax(0,1fr))}
.ts-tracking-step{grid-template-columns:minmax(0,1fr);grid-template-areas:"marker" "label" "date";justify-items:center;text-align:center;row-gap:5.6px;padding:0 4px}
.ts-tracking-step:not(:last-child)::after{left:calc(50% + 20px);right:calc(-50% + 20px);top:calc(16px - 1px);bottom:auto;width:auto;height:2px}
.ts-tracking-step__label{min-height:0;justify-content:center}
}
`;
