/**
 * Styles of shop browsing: the all-shops and shop details modals (a bottom sheet on phones, a
 * drawer from the right from M up, like the cart summary), shop cards, the details parts, the map
 * and the /tire-shops pages' own layout (search panel, metro grid, the shop page's two columns).
 * Sizes from the spec §9 tokens (breakpoints, gutters, z-index modal 900).
 */
import { mediaUp } from './tokens';

const modalCss = `
.ts-shops-modal{z-index:var(--ts-z-modal);padding:0;border:0;background:var(--ts-color-surface);color:var(--ts-color-ink);font:inherit;max-width:100%;max-height:100%;overflow:hidden;box-shadow:0 24px 60px rgb(16 20 24 / 30%);margin:auto 0 0;width:100%;height:auto;max-height:min(94vh,100%);border-radius:16px 16px 0 0;animation:ts-shops-sheet .22s ease-out}
.ts-shops-modal::backdrop{background:rgb(16 20 24 / 55%)}
html:has(.ts-shops-modal[open]){overflow:hidden}
${mediaUp('M')}{.ts-shops-modal{margin:0 0 0 auto;width:min(560px,100%);height:100%;max-height:100%;border-radius:0;animation-name:ts-shops-drawer}}
${mediaUp('L')}{.ts-all-shops{width:min(640px,100%)}}
.ts-shops-modal__panel{display:flex;flex-direction:column;max-height:inherit;height:100%}
.ts-shops-modal__head{flex:none;display:flex;align-items:flex-start;justify-content:space-between;gap:16px;padding:16px 12px 13.6px 20px;border-bottom:1px solid var(--ts-color-border)}
.ts-shops-modal__heading{min-width:0;display:grid;gap:4.8px}
.ts-shops-modal__title{margin:0;font-size:20px;font-weight:750;letter-spacing:-.01em;line-height:1.25}
.ts-shops-modal__subtitle{margin:0;color:var(--ts-color-ink-muted);font-size:14.72px}
.ts-shops-modal__close{display:inline-grid;place-items:center;flex:none;width:44px;height:44px;margin-top:-5.6px;border:0;border-radius:50%;background:transparent;color:var(--ts-color-ink-muted);font:inherit;font-size:28.8px;line-height:1;cursor:pointer}
.ts-shops-modal__close:hover{background:var(--ts-color-surface-muted);color:var(--ts-color-ink)}
.ts-shops-modal__body{flex:1 1 auto;min-height:128px;overflow:auto;overscroll-behavior:contain;padding:16px 20px 20px;background:var(--ts-color-surface-muted)}
.ts-shops-modal__foot{flex:none;padding:12.8px 20px 16px;border-top:1px solid var(--ts-color-border);background:var(--ts-color-surface);box-shadow:0 -6px 16px rgb(16 20 24 / 6%)}
.ts-shops-modal__bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;margin-bottom:13.6px}
.ts-shops-modal__count{margin:0;font-size:14.4px;color:var(--ts-color-ink-muted)}
.ts-shops-modal__count:empty{display:none}
.ts-shops-modal__verified{color:var(--ts-color-primary);font-weight:650}
.ts-shops-modal__state{background:var(--ts-color-surface);display:grid;gap:12px;justify-items:center}
.ts-shops-modal__state p{margin:0}
.ts-shops-modal__more{width:100%}
.ts-shops-modal__more[aria-disabled="true"]{opacity:.65;cursor:progress}
.ts-shops-modal__more-error{margin:13.6px 0 0;padding:9.6px 12.8px;border-left:4px solid var(--ts-color-danger);border-radius:var(--ts-radius-small);background:#fff5f5;color:#8f1a20;font-weight:600}
.ts-shops-skeleton,.ts-shop-details-skeleton{display:grid;gap:12px}
.ts-shops-skeleton span,.ts-shop-details-skeleton span{display:block;height:132px;border-radius:var(--ts-radius);background:linear-gradient(90deg,#e9edf1 25%,#f6f8fa 37%,#e9edf1 63%);background-size:400% 100%;animation:ts-shimmer 1.4s ease infinite}
.ts-shop-details-skeleton span:first-of-type{height:180px}
@keyframes ts-shops-sheet{from{transform:translateY(24px);opacity:0}to{transform:none;opacity:1}}
@keyframes ts-shops-drawer{from{transform:translateX(32px);opacity:0}to{transform:none;opacity:1}}
@media (prefers-reduced-motion:reduce){.ts-shops-modal,.ts-shops-skeleton span,.ts-shop-details-skeleton span{animation:none}}
.ts-shop-details-modal .ts-shops-modal__body{display:block}
.ts-shop-details__foot{display:flex;flex-wrap:wrap;align-items:center;gap:9.6px}
.ts-shop-details__foot>*{flex:1 1 192px}
.ts-shop-details__chosen{margin:0;min-height:44px;display:inline-flex;align-items:center;justify-content:center;gap:6.4px;border-radius:var(--ts-radius-small);background:#e6f4ea;color:var(--ts-color-success);font-weight:750}
`;

const cardCss = `
.ts-shops-list{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.ts-shop-card{position:relative;display:grid;grid-template-columns:minmax(0,1fr);gap:12px;padding:16px 17.6px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);background:var(--ts-color-surface);box-shadow:0 1px 2px rgb(16 20 24 / 5%);scroll-margin:16px}
.ts-shop-card:focus{outline:3px solid var(--ts-color-focus);outline-offset:2px}
.ts-shop-card:focus:not(:focus-visible){outline:3px solid var(--ts-color-focus)}
.ts-shop-card--chosen{border:2px solid var(--ts-color-success);background:#f6fcf8;padding:calc(16px - 1px) calc(17.6px - 1px)}
${mediaUp('M')}{.ts-shop-card{grid-template-columns:minmax(0,1fr) auto;align-items:start;gap:16px 24px}}
.ts-shop-card__main{display:grid;gap:5.6px;min-width:0;align-content:start}
.ts-shop-card__name{margin:0;font-size:17.28px;line-height:1.3;font-weight:750}
.ts-shop-card__name a{color:var(--ts-color-ink);text-decoration:none}
.ts-shop-card__name a:hover{color:var(--ts-color-primary);text-decoration:underline}
.ts-shop-card__chosen{margin:0;justify-self:start;display:inline-flex;align-items:center;gap:4.8px;padding:1.6px 9.6px;border-radius:999px;background:var(--ts-color-success);color:#fff;font-size:12.48px;font-weight:750}
.ts-shop-card__suggested{margin:0;justify-self:start;padding:1.6px 9.6px;border-radius:999px;border:1px solid #9fd3b0;background:#e6f4ea;color:#0f5c2b;font-size:12.48px;font-weight:750}
.ts-shop-card__address{margin:0;color:var(--ts-color-ink-muted);font-size:14.72px}
.ts-shop-card__meta{margin:0;display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px;font-size:14.08px}
.ts-shop-card__distance{display:inline-flex;align-items:center;gap:4.8px;font-weight:650;color:var(--ts-color-ink)}
.ts-shop-card__distance::before{content:"";width:8.8px;height:8.8px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:var(--ts-color-danger)}
.ts-shop-card__side{display:grid;gap:9.6px;align-content:start;border-top:1px solid var(--ts-color-border);padding-top:11.2px}
${mediaUp('M')}{.ts-shop-card__side{border-top:0;padding-top:0;justify-items:end;text-align:right;min-width:176px}}
.ts-shop-card__price{margin:0;display:flex;align-items:baseline;justify-content:space-between;gap:8px}
${mediaUp('M')}{.ts-shop-card__price{display:grid;justify-items:end;gap:0}}
.ts-shop-card__price-label{font-size:12.8px;color:var(--ts-color-ink-muted)}
.ts-shop-card__price strong{font-size:20.8px;font-weight:800;font-variant-numeric:tabular-nums}
.ts-shop-card__actions{display:flex;flex-wrap:wrap;gap:8px}
.ts-shop-card__actions>*{flex:1 1 auto}
${mediaUp('M')}{.ts-shop-card__actions{justify-content:flex-end}.ts-shop-card__actions>*{flex:0 0 auto}}
.ts-shop-badges{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:4.8px}
.ts-shop-badge{display:inline-flex;align-items:center;padding:1.6px 8.8px;border-radius:999px;border:1px solid var(--ts-color-border);background:var(--ts-color-surface-muted);font-size:11.84px;font-weight:750;letter-spacing:.02em;white-space:nowrap}
.ts-shop-badge--verified{background:#e8f0fe;border-color:#c6d7f7;color:#0842a0}
.ts-shop-badge--verified::before{content:"✓";margin-right:4.8px}
.ts-shop-badge--sponsored{background:#fff4d6;border-color:#f3d58a;color:#6b4e00}
.ts-shop-badge--electric{background:#e3f6f1;border-color:#9ad8c6;color:#0b5c47}
.ts-shop-badge--soon{background:#e6f4ea;border-color:#9fd3b0;color:#0f5c2b}
.ts-shop-badge--brand{background:#f3e8fd;border-color:#d6bdf2;color:#5b2a86}
`;

const detailsCss = `
.ts-shop-summary{display:grid;gap:7.2px}
.ts-shop-summary__line{margin:0;display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px}
.ts-shop-summary__installs{font-size:14.08px;color:var(--ts-color-ink-muted)}
.ts-shop-details{display:grid;gap:16px;min-width:0}
.ts-shop-details--modal>*{background:var(--ts-color-surface);border-radius:var(--ts-radius);padding:16px 17.6px;box-shadow:0 1px 2px rgb(16 20 24 / 5%)}
.ts-shop-details--modal>.ts-shop-gallery{padding:0;background:none;box-shadow:none}
.ts-shop-gallery{list-style:none;margin:0;padding:0;display:grid;grid-auto-flow:column;grid-auto-columns:minmax(224px,78%);gap:9.6px;overflow-x:auto;scroll-snap-type:x mandatory;overscroll-behavior-x:contain;padding-bottom:4px}
${mediaUp('M')}{.ts-shop-gallery{grid-auto-columns:minmax(224px,46%)}}
.ts-shop-gallery__item{scroll-snap-align:start}
.ts-shop-gallery img{display:block;width:100%;height:auto;aspect-ratio:16/11;object-fit:cover;border-radius:var(--ts-radius);background:#dfe4ea}
${mediaUp('M')}{.ts-shop-gallery:has(>:nth-child(3):last-child){grid-auto-flow:row;grid-template-columns:2fr 1fr;overflow:visible}.ts-shop-gallery:has(>:nth-child(3):last-child)>:first-child{grid-row:span 2}.ts-shop-gallery:has(>:nth-child(3):last-child) img{height:100%}}
.ts-shop-facts{display:grid;gap:16px}
.ts-shop-facts__list{margin:0;display:grid;gap:11.2px}
.ts-shop-facts__row{display:grid;grid-template-columns:104px minmax(0,1fr);gap:12px;align-items:baseline}
.ts-shop-facts__row dt{font-size:12.8px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-shop-facts__row dd{margin:0;overflow-wrap:anywhere}
.ts-shop-facts__row a{font-weight:650}
.ts-shop-facts__distance{color:var(--ts-color-ink-muted)}
.ts-shop-facts__next{font-weight:700;color:var(--ts-color-success)}
.ts-shop-facts__actions{display:grid;gap:8px}
.ts-shop-section{display:grid;gap:11.2px;min-width:0}
.ts-shop-section__title{margin:0;font-size:16.8px;font-weight:750}
.ts-shop-hours{width:100%;border-collapse:collapse;font-size:15.2px}
.ts-shop-hours th,.ts-shop-hours td{padding:7.2px 9.6px;border-bottom:1px solid var(--ts-color-border);text-align:left}
.ts-shop-hours th{font-weight:600}
.ts-shop-hours td{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.ts-shop-hours tr:last-child th,.ts-shop-hours tr:last-child td{border-bottom:0}
.ts-shop-hours__today th,.ts-shop-hours__today td{background:#eef4ff;font-weight:750}
.ts-shop-hours__today th{border-radius:var(--ts-radius-small) 0 0 var(--ts-radius-small)}
.ts-shop-hours__today td{border-radius:0 var(--ts-radius-small) var(--ts-radius-small) 0}
.ts-shop-hours__today-mark{display:inline-block;margin-left:6.4px;padding:0.8px 7.2px;border-radius:999px;background:var(--ts-color-primary);color:#fff;font-size:11.52px;font-weight:750;vertical-align:middle}
.ts-shop-hours__closed{color:var(--ts-color-ink-muted)}
.ts-shop-services{list-style:none;margin:0;padding:0;display:grid;gap:8px;grid-template-columns:repeat(auto-fill,minmax(min(100%,208px),1fr))}
.ts-shop-services__item{display:flex;align-items:center;gap:9.6px;padding:8.8px 11.2px;border-radius:var(--ts-radius-small);background:var(--ts-color-surface-muted);font-size:14.88px;font-weight:600}
.ts-shop-services__item img{flex:none;width:28px;height:28px;object-fit:contain}
.ts-shop-services__tick{flex:none;display:inline-grid;place-items:center;width:24px;height:24px;border-radius:50%;background:#e6f4ea;color:var(--ts-color-success);font-size:12.8px;font-weight:800}
.ts-shop-certs{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6.4px}
.ts-shop-certs li{padding:4.8px 11.2px;border-radius:var(--ts-radius-small);border:1px solid #c6d7f7;background:#f3f7ff;color:#0842a0;font-size:14.08px;font-weight:650}
.ts-shop-certs li::before{content:"";display:inline-block;width:8px;height:8px;margin-right:7.2px;border-radius:50%;background:currentColor;vertical-align:.1em}
`;

const mapCss = `
.ts-map{position:relative;display:grid;gap:6.4px}
.ts-map__frame{position:relative}
.ts-map__view{position:relative;height:240px;overflow:hidden;border-radius:var(--ts-radius);background:#dfe6ec;isolation:isolate}
${mediaUp('M')}{.ts-map__view{height:280px}}
.ts-map__tile{position:absolute;left:calc(50% + var(--ts-tile-left));top:calc(50% + var(--ts-tile-top));width:var(--ts-tile-size);height:var(--ts-tile-size);max-width:none;user-select:none;pointer-events:none}
.ts-map__marker{position:absolute;left:50%;top:50%;transform:translate(-50%,-100%);filter:drop-shadow(0 2px 3px rgb(0 0 0 / 35%));z-index:1}
.ts-map__zoom{position:absolute;top:9.6px;right:9.6px;z-index:2;display:grid;border-radius:var(--ts-radius-small);background:var(--ts-color-surface);box-shadow:0 1px 4px rgb(16 20 24 / 25%);overflow:hidden}
.ts-map__zoom-button{width:44px;height:44px;border:0;background:var(--ts-color-surface);color:var(--ts-color-ink);font:inherit;font-size:22.4px;font-weight:700;line-height:1;cursor:pointer}
.ts-map__zoom-button+.ts-map__zoom-button{border-top:1px solid var(--ts-color-border)}
.ts-map__zoom-button:hover{background:var(--ts-color-surface-muted)}
.ts-map__zoom-button[disabled]{color:#9aa3ad;cursor:not-allowed}
.ts-map__attribution{position:absolute;right:0;bottom:0;z-index:2;margin:0;padding:1.6px 7.2px;border-radius:var(--ts-radius-small) 0 var(--ts-radius) 0;background:rgb(255 255 255 / 90%);font-size:11.52px}
.ts-map__attribution a{color:#1d3f73}
.ts-map__open-link{justify-self:start;min-height:44px;display:inline-flex;align-items:center;color:var(--ts-color-primary);font-weight:650;text-decoration:none}
.ts-map__open-link:hover{text-decoration:underline}
.ts-map__unavailable{display:grid;justify-items:center;gap:7.2px;padding:24px 16px;border:1px dashed #aab4bf;border-radius:var(--ts-radius);background:repeating-linear-gradient(135deg,#f3f5f7 0 14px,#eef1f4 14px 28px);text-align:center}
.ts-map__unavailable p{margin:0}
.ts-map__unavailable-icon{color:var(--ts-color-ink-muted)}
.ts-map__unavailable-message{font-weight:700}
.ts-map__unavailable-address{color:var(--ts-color-ink-muted);font-size:14.72px}
.ts-map__open{margin-top:4.8px;background:var(--ts-color-surface)}
`;

const pagesCss = `
.ts-shops-hero{display:grid;gap:14.4px;margin:0 0 16px;padding:24px 20px;border-radius:14px;background:radial-gradient(circle at 85% 15%,rgb(255 197 61 / 22%),transparent 45%),linear-gradient(135deg,#101418 0%,#1f3a5f 100%);color:#fff;box-shadow:var(--ts-shadow)}
${mediaUp('M')}{.ts-shops-hero{padding:36px 40px}}
.ts-shops-hero__title{margin:0;font-size:clamp(28px,4.5vw,41.6px);line-height:1.12;letter-spacing:-.02em}
.ts-shops-hero__lead{margin:0;max-width:704px;color:#d2dbe6;font-size:16.8px}
.ts-shops-hero__lead strong{color:#fff}
.ts-shops-search{display:grid;gap:6.4px;max-width:544px}
.ts-shops-search__label{font-weight:650;color:#fff}
.ts-shops-search__row{display:flex;flex-wrap:wrap;gap:8px}
.ts-shops-search__input{flex:1 1 160px;min-width:0;min-height:50px;padding:9.6px 14.4px;border:1px solid transparent;border-radius:var(--ts-radius-small);font:inherit;font-size:17.6px;letter-spacing:.06em;background:#fff;color:var(--ts-color-ink)}
.ts-shops-search__input[aria-invalid="true"]{border-color:var(--ts-color-danger);box-shadow:0 0 0 2px #ffb3b8}
.ts-shops-search__button{min-height:50px;flex:0 0 auto;padding-inline:25.6px}
.ts-shops-search__error{margin:0;padding:5.6px 9.6px;border-radius:var(--ts-radius-small);background:#fff5f5;color:#8f1a20;font-weight:650;justify-self:start}
.ts-shops-results h2:focus{outline:none}
.ts-shops-results h2:focus-visible{outline:3px solid var(--ts-color-focus);outline-offset:2px}
.ts-shops-results__mobile{background:var(--ts-color-surface)}
.ts-shops-results__error{margin:0;padding:12px 16px;border-left:4px solid var(--ts-color-danger);border-radius:var(--ts-radius-small);background:#fff5f5;color:#8f1a20;font-weight:650}
.ts-shops-intro{margin-bottom:16px}
.ts-shops-intro .sf-page-lead{margin:0;max-width:736px}
.ts-shops-pagelist{transition:opacity .15s}
.ts-shops-pagelist--busy{opacity:.55}
.ts-shops-bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;margin-bottom:13.6px}
.ts-shops-bar__count{margin:0;color:var(--ts-color-ink-muted)}
.ts-shops-list--page{margin-bottom:20px}
${mediaUp('L')}{.ts-shops-list--page{grid-template-columns:repeat(2,minmax(0,1fr));gap:var(--ts-gutter)}.ts-shops-list--page .ts-shop-card{height:100%;grid-template-columns:minmax(0,1fr);grid-template-rows:1fr auto}.ts-shops-list--page .ts-shop-card__side{border-top:1px solid var(--ts-color-border);padding-top:11.2px;justify-items:stretch;text-align:left;grid-template-columns:1fr auto;align-items:center}.ts-shops-list--page .ts-shop-card__price{display:grid;justify-items:start}}
.ts-metros{list-style:none;margin:0;padding:0;display:grid;gap:9.6px;grid-template-columns:repeat(auto-fill,minmax(min(100%,240px),1fr))}
.ts-metro{height:100%;display:grid;grid-template-columns:minmax(0,1fr) auto;grid-template-areas:"name count" "state count";align-items:center;gap:0 12px;min-height:64px;padding:11.2px 16px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);background:var(--ts-color-surface);color:var(--ts-color-ink);text-decoration:none;transition:border-color .15s,box-shadow .15s}
.ts-metro:hover{border-color:var(--ts-color-primary);box-shadow:var(--ts-shadow)}
.ts-metro__name{grid-area:name;font-weight:700}
.ts-metro__state{grid-area:state;font-size:13.12px;color:var(--ts-color-ink-muted)}
.ts-metro__count{grid-area:count;padding:3.2px 9.6px;border-radius:999px;background:#e8f0fe;color:#0842a0;font-size:13.12px;font-weight:750;white-space:nowrap}
.ts-shop-page__head{display:grid;gap:5.6px;margin-bottom:20px}
.ts-shop-page__kind{margin:0;font-size:13.12px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-shop-page__title{margin:0}
.ts-shop-page__note{margin:0;font-size:13.6px;color:var(--ts-color-ink-muted)}
.ts-shop-page__nearby{width:100%;background:var(--ts-color-surface)}
.ts-shop-details--page{grid-template-columns:minmax(0,1fr);gap:var(--ts-gutter);align-items:start}
${mediaUp('L')}{.ts-shop-details--page{grid-template-columns:minmax(0,1fr) 384px}.ts-shop-details--page>.ts-shop-gallery{grid-area:1/1}.ts-shop-details--page .ts-shop-details__main{grid-column:1}.ts-shop-details--page>.ts-shop-gallery~.ts-shop-details__main{grid-row:2}.ts-shop-details--page .ts-shop-details__aside{grid-column:2;grid-row:1/span 2}}
.ts-shop-details__main,.ts-shop-details__aside{display:grid;gap:var(--ts-gutter);min-width:0;align-content:start}
.ts-shop-details--page .ts-shop-section,.ts-shop-details--page .ts-shop-facts{padding:17.6px 20px;border-radius:var(--ts-radius);background:var(--ts-color-surface);box-shadow:var(--ts-shadow)}
.ts-shop-details--page .ts-shop-section__title{font-size:19.2px}
`;

export const installersCss = [modalCss, cardCss, detailsCss, mapCss, pagesCss].join('\n');
