/** Page layout styles of the catalogue pages (the views bring their own component styles). */
import { mediaUp } from '@tireshop/views';

export const cataloguePageCss = `
.sf-page-intro{margin-bottom:1.25rem;display:grid;gap:.6rem;justify-items:start}
.sf-page-intro .sf-page-lead{margin:0;max-width:48rem}
.sf-page-intro p{margin:0}
.sf-section__head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.5rem 1rem;margin-bottom:1rem}
.sf-section__head h2{margin:0}
.sf-section__lead{margin:-.4rem 0 1rem;color:var(--ts-color-ink-muted)}
.sf-section__links{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;margin:0}
.sf-section__links a:not(.ts-button){color:var(--ts-color-primary);font-weight:600;text-decoration:none;min-height:44px;display:inline-flex;align-items:center}
.sf-section__links a:not(.ts-button):hover{text-decoration:underline}
.sf-chips__count{font-weight:400;color:var(--ts-color-ink-muted);font-size:.85em}
.sf-gap{height:1rem}
.sf-more{margin:1rem 0 0;text-align:center;font-weight:650}
.sf-narrow{max-width:52rem}
.sf-success{margin:0 0 1rem;padding:.75rem 1rem;border-radius:var(--ts-radius-small);background:#e3f4e8;border:1px solid #9fd3b0;color:#0f5c2b;font-weight:650}
.sf-notice-inline{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:0;padding:.6rem .8rem;border-radius:var(--ts-radius-small);background:#fff8e1;color:#5c4400;font-size:.92rem}

.sf-listing{display:grid;gap:1rem}
.sf-listing__layout{display:grid;gap:1rem;grid-template-columns:minmax(0,1fr)}
.sf-listing__results{display:grid;gap:1rem;align-content:start;min-width:0;transition:opacity .15s}
.sf-listing__results--busy{opacity:.55}
${mediaUp('L')}{.sf-listing__layout{grid-template-columns:16.5rem minmax(0,1fr);gap:var(--ts-gutter);align-items:start}}

.sf-rear{max-width:40rem}
.sf-rear summary{cursor:pointer;color:var(--ts-color-primary);font-weight:600;min-height:40px;display:inline-flex;align-items:center}
.sf-rear__form{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin-top:.4rem}
.sf-rear__form label{font-weight:600;width:100%}
.sf-rear__form input{flex:1 1 10rem;min-height:44px;padding:.5rem .7rem;border:1px solid #8a949f;border-radius:var(--ts-radius-small);font:inherit;text-transform:uppercase}

.sf-rims{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,18rem),1fr))}
.sf-rims__item{background:var(--ts-color-surface);border-radius:var(--ts-radius);padding:1rem;box-shadow:var(--ts-shadow);display:grid;gap:.4rem;align-content:start}
.sf-rims__title{margin:0;font-size:1.15rem}
.sf-rims__title a{color:inherit;text-decoration:none}
.sf-rims__title a:hover{color:var(--ts-color-primary);text-decoration:underline}
.sf-rims__meta{margin:0;color:var(--ts-color-ink-muted);font-size:.88rem}
.sf-rims .sf-chips a{padding:.3rem .65rem;font-size:.88rem}

.sf-ranking{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.sf-ranking__item{display:grid;grid-template-columns:2.2rem minmax(0,1fr) auto;align-items:center;gap:.3rem .8rem;padding:.7rem 1rem;background:var(--ts-color-surface);border:1px solid var(--ts-color-border);border-radius:var(--ts-radius)}
.sf-ranking__name{grid-column:2/-1}
.sf-ranking__reviews{grid-column:2/-1;justify-self:start!important}
.sf-ranking__place{grid-row:span 3;display:grid;place-items:center;width:2.2rem;height:2.2rem;border-radius:50%;background:var(--ts-color-surface-muted);font-weight:800}
.sf-ranking__name{display:grid}
.sf-ranking__brand{font-size:.75rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.sf-ranking__name a{color:var(--ts-color-ink);font-weight:700;text-decoration:none}
.sf-ranking__name a:hover{text-decoration:underline}
.sf-ranking__reviews{color:var(--ts-color-primary);font-weight:600;justify-self:end}
${mediaUp('M')}{.sf-ranking__item{grid-template-columns:2.2rem minmax(0,1fr) auto auto auto}.sf-ranking__place{grid-row:auto}.sf-ranking__name,.sf-ranking__reviews{grid-column:auto}.sf-ranking__reviews{justify-self:end!important}}
.sf-review-line{margin:0 0 .35rem;font-size:.85rem;color:var(--ts-color-ink-muted)}
.sf-review-line a{color:var(--ts-color-primary);font-weight:600}
.sf-reviews-bar{margin:1.25rem 0 .75rem}

.sf-deals{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,20rem),1fr))}
.sf-deal{height:100%;display:grid;gap:.4rem;align-content:start;padding:1.1rem;border-radius:var(--ts-radius);background:var(--ts-color-surface);box-shadow:var(--ts-shadow);border-top:4px solid var(--ts-color-accent)}
.sf-deal__headline{margin:0;font-size:1.35rem;font-weight:800;letter-spacing:-.01em}
.sf-deal__title{margin:0;font-size:1.05rem}
.sf-deal__title a{color:var(--ts-color-primary);text-decoration:none}
.sf-deal__title a:hover{text-decoration:underline}
.sf-deal__description{margin:0;color:var(--ts-color-ink-muted)}
.sf-deal__meta{margin:0;display:flex;flex-wrap:wrap;gap:.25rem .9rem;font-size:.85rem;color:var(--ts-color-ink-muted)}
.sf-deal__banner{margin:0;padding:.6rem 1rem;border-radius:var(--ts-radius-small);background:var(--ts-color-accent);color:var(--ts-color-accent-ink);display:flex;flex-wrap:wrap;gap:.5rem 1rem}
.sf-deal__dates{font-weight:500}

.sf-product__size-note{margin-bottom:1rem}
.sf-product__top{display:grid;gap:1.25rem;grid-template-columns:minmax(0,1fr)}
${mediaUp('M')}{.sf-product__top{grid-template-columns:14rem minmax(0,1fr)}.sf-product__buy{grid-column:1/-1}}
${mediaUp('L')}{.sf-product__top{grid-template-columns:18rem minmax(0,1fr) 21rem;align-items:start}.sf-product__buy{grid-column:auto;position:sticky;top:calc(var(--ts-nav-height) + 1rem)}}
.sf-product__media{display:flex;justify-content:center;align-items:center;background:var(--ts-color-surface);border-radius:var(--ts-radius);padding:1rem;box-shadow:var(--ts-shadow)}
.sf-product__media img{width:100%;max-width:260px;height:auto;aspect-ratio:1}
.sf-product__summary{display:grid;gap:.6rem;align-content:start}
.sf-product__summary p{margin:0}
.sf-product__brand a{font-size:.85rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--ts-color-ink-muted);text-decoration:none}
.sf-product__summary .sf-page-title{margin:0}
.sf-product__rating{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem}
.sf-product__facts{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.4rem}
.sf-product__facts li{padding:.2rem .65rem;border-radius:999px;background:var(--ts-color-surface);border:1px solid var(--ts-color-border);font-size:.85rem;font-weight:600}
.sf-product__from strong{font-size:1.3rem}
.sf-product__description{color:var(--ts-color-ink);max-width:40rem}
.sf-product__columns{display:grid;gap:0 var(--ts-gutter);grid-template-columns:minmax(0,1fr)}
${mediaUp('M')}{.sf-product__columns{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}}
.sf-product__columns .sf-section{background:var(--ts-color-surface);border-radius:var(--ts-radius);padding:1.1rem 1.25rem;box-shadow:var(--ts-shadow)}
.sf-product__columns .sf-section p{margin:0 0 .6rem}
`;
