/** Styles of the catalogue views: filters, product line details, scores, reviews, compare. */
import { fieldCss } from './fields';
import { mediaUp } from './tokens';

const filtersCss = `
.ts-filters{background:var(--ts-color-surface);border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);box-shadow:var(--ts-shadow)}
.ts-filters__toggle{display:flex;align-items:center;justify-content:space-between;gap:16px;min-height:48px;padding:9.6px 16px;font-weight:700;cursor:pointer;list-style:none}
.ts-filters__toggle::-webkit-details-marker{display:none}
.ts-filters__toggle::after{content:"";width:8.8px;height:8.8px;border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:rotate(45deg);margin-left:auto;transition:transform .15s}
.ts-filters[open] .ts-filters__toggle::after{transform:rotate(-135deg)}
.ts-filters__toggle-count{font-weight:500;color:var(--ts-color-ink-muted);font-size:14.4px}
.ts-filters__form{display:grid;gap:4px;padding:0 16px 16px}
.ts-filters__title{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.ts-filters__apply,.ts-filters__done{width:100%;margin-top:12px}
.ts-filters__done{position:sticky;bottom:12px;box-shadow:var(--ts-shadow)}
${mediaUp('L')}{
.ts-filters__done{display:none}
.ts-filters__title{position:static;width:auto;height:auto;clip:auto;font-size:16.8px;margin:14.4px 0 4px}
}
@supports selector(::details-content){${mediaUp('L')}{
.ts-filters::details-content{content-visibility:visible;display:block;height:auto}
.ts-filters__toggle{display:none}
}}
.ts-facet{border:0;border-top:1px solid var(--ts-color-border);margin:0;padding:12.8px 0 6.4px;min-width:0}
.ts-facet__title{float:left;width:100%;font-weight:700;font-size:15.2px;padding:0;margin-bottom:5.6px}
.ts-facet__title+*{clear:both}
.ts-facet__options{list-style:none;margin:0;padding:0;display:grid;gap:1.6px}
.ts-facet__options li{display:flex;align-items:center;gap:8.8px}
.ts-facet__options input{width:18.4px;height:18.4px;margin:0;flex:none;accent-color:var(--ts-color-primary)}
.ts-facet__options label{flex:1;display:flex;justify-content:space-between;gap:8px;min-height:36px;align-items:center;cursor:pointer}
.ts-facet__count{font-size:13.12px;color:var(--ts-color-ink-muted);font-variant-numeric:tabular-nums}
.ts-facet__more summary{cursor:pointer;color:var(--ts-color-primary);font-weight:600;font-size:14.4px;padding:5.6px 0;min-height:32px}
.ts-facet__range{display:grid;grid-template-columns:auto 1fr;gap:6.4px 9.6px;align-items:center}
.ts-facet select{min-height:40px;width:100%;padding:4.8px 8px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius-small);font:inherit;background:var(--ts-color-surface);color:inherit}
.ts-facet__select{display:grid;gap:4.8px}
.ts-facet__hint{margin:7.2px 0 0;font-size:13.12px;color:var(--ts-color-ink-muted)}
.ts-active-filters ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:7.2px}
.ts-chip{display:inline-flex;align-items:center;gap:5.6px;min-height:36px;padding:4.8px 12px;border-radius:999px;background:#e8f0fe;color:#0842a0;text-decoration:none;font-size:14.4px;font-weight:600;border:1px solid #c6d7f7}
.ts-chip:hover{background:#d5e3fc}
.ts-chip__group{font-weight:500}
.ts-chip__x{font-size:17.6px;line-height:1}
.ts-chip--clear{background:transparent;border-color:var(--ts-color-border);color:var(--ts-color-ink)}
`;

const resultsCss = `
.ts-catalogue-results{display:grid;gap:16px}
.ts-results__item{display:grid;grid-template-rows:1fr auto;gap:6.4px}
.ts-compare-button{display:inline-flex;align-items:center;justify-content:center;gap:6.4px;min-height:40px;padding:6.4px 12.8px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius-small);background:var(--ts-color-surface);color:var(--ts-color-primary);font:inherit;font-size:14.4px;font-weight:600;cursor:pointer;white-space:nowrap}
.ts-compare-button:hover{border-color:var(--ts-color-primary)}
.ts-compare-button--added{background:#e8f5ec;border-color:#9fd3b0;color:#0f5c2b}
.ts-pages{display:flex;flex-wrap:wrap;gap:6.4px;justify-content:center;align-items:center;margin-top:8px}
.ts-pages a,.ts-pages__gap{min-width:44px;min-height:44px;display:inline-flex;align-items:center;justify-content:center;gap:4.8px;padding:0 11.2px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius-small);background:var(--ts-color-surface);color:var(--ts-color-primary);text-decoration:none;font-weight:600}
.ts-pages__gap{border:0;background:none;color:var(--ts-color-ink-muted)}
.ts-pages a[aria-current="page"]{background:var(--ts-color-primary);border-color:var(--ts-color-primary);color:var(--ts-color-primary-ink)}
.ts-empty{display:grid;gap:4px;justify-items:center;background:var(--ts-color-surface)}
.ts-empty p{margin:0}
.ts-empty a{color:var(--ts-color-primary);font-weight:600}
.ts-results__list--sets{grid-template-columns:minmax(0,1fr)}
${mediaUp('M')}{.ts-results__list--sets{grid-template-columns:repeat(2,minmax(0,1fr))}}
.ts-set__axles{margin:9.6px 0 0;display:grid;gap:8px}
.ts-set__axle{display:flex;justify-content:space-between;align-items:flex-start;gap:12px;padding:8.8px 10.4px;border-radius:var(--ts-radius-small);background:var(--ts-color-surface-muted)}
.ts-set__axle dt{display:grid;gap:1.6px}
.ts-set__axle dd{margin:0;display:grid;justify-items:end;gap:2.4px}
.ts-set__axle .ts-price__sale{font-size:16.8px}
.ts-set__axle-name{font-size:12px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-set__size{font-weight:650}
.ts-set__total{margin:0;display:flex;justify-content:space-between;align-items:baseline;gap:8px;width:100%}
.ts-set__total-label{font-size:13.6px;color:var(--ts-color-ink-muted)}
.ts-set__total-price{font-size:21.6px;font-weight:750}
`;

const tilesCss = `
.ts-tiles{list-style:none;margin:0;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(min(100%,240px),1fr))}
.ts-tiles--compact{grid-template-columns:repeat(auto-fill,minmax(min(100%,176px),1fr))}
.ts-tile{display:flex;align-items:center;gap:13.6px;height:100%;padding:16px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);background:var(--ts-color-surface);color:var(--ts-color-ink);text-decoration:none;box-shadow:var(--ts-shadow);transition:border-color .15s,transform .15s}
.ts-tile:hover{border-color:var(--ts-color-primary);transform:translateY(-1px)}
.ts-tile__monogram{flex:none;display:grid;place-items:center;width:48px;height:48px;border-radius:50%;background:#101418;color:#ffc53d;font-weight:800;letter-spacing:-.02em}
.ts-tile__body{display:grid;gap:2.4px;flex:1;min-width:0}
.ts-tile__title{margin:0;font-size:16.8px;line-height:1.25}
.ts-tile__detail{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;font-size:14.08px;color:var(--ts-color-ink-muted)}
.ts-tile__meta{font-size:13.6px;color:var(--ts-color-ink-muted)}
.ts-badge{display:inline-block;padding:1.6px 8px;border-radius:999px;background:var(--ts-color-surface-muted);border:1px solid var(--ts-color-border);font-size:12px;font-weight:700;color:var(--ts-color-ink);white-space:nowrap;vertical-align:middle}
.ts-badge--commercial{background:#fff4e0;border-color:#f3c47a;color:#6b3d00}
.ts-badge--staggered{background:#e8f0fe;border-color:#c6d7f7;color:#0842a0}
.ts-line-card__price{display:grid}
.ts-line-card__price-value{font-weight:750;font-size:16.8px}
.ts-score-badge{display:inline-flex;align-items:baseline;gap:4px;padding:4px 9.6px;border-radius:var(--ts-radius-small);background:var(--ts-color-surface-muted);font-size:13.6px;white-space:nowrap}
.ts-score-badge strong{font-size:16px}
.ts-score-badge--excellent{background:#e3f4e8;color:#0f5c2b}
.ts-score-badge--great{background:#e8f0fe;color:#0842a0}
.ts-score-badge--good{background:#fff4e0;color:#6b3d00}
.ts-score-badge--na{color:var(--ts-color-ink-muted)}
.ts-score-badge abbr{text-decoration:none}
`;

const vehiclesCss = `
.ts-vehicle-pill{display:inline-flex;align-items:center;gap:7.2px;margin:0;padding:6.4px 13.6px;border-radius:999px;background:#101418;color:#fff;font-weight:650}
.ts-vehicle-pill--vehicleOnly{background:var(--ts-color-surface);color:var(--ts-color-ink);border:1px solid var(--ts-color-border)}
.ts-az{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,208px),1fr))}
.ts-az__group{background:var(--ts-color-surface);border-radius:var(--ts-radius);padding:14.4px 16px;box-shadow:var(--ts-shadow)}
.ts-az__letter{margin:0 0 6.4px;font-size:19.2px;color:var(--ts-color-primary)}
.ts-az ul{list-style:none;margin:0;padding:0;display:grid;gap:2.4px}
.ts-az li{display:flex;justify-content:space-between;gap:8px;align-items:center;min-height:36px}
.ts-az a{color:var(--ts-color-ink);font-weight:600;text-decoration:none}
.ts-az a:hover{color:var(--ts-color-primary);text-decoration:underline}
.ts-az__count{font-size:12.8px;color:var(--ts-color-ink-muted)}
.ts-pick-list{list-style:none;margin:0;padding:0;display:grid;gap:9.6px;grid-template-columns:repeat(auto-fill,minmax(min(100%,224px),1fr))}
.ts-pick-list--years{grid-template-columns:repeat(auto-fill,minmax(120px,1fr))}
.ts-pick{display:flex;flex-wrap:wrap;align-items:center;gap:4px 9.6px;min-height:56px;padding:11.2px 16px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);background:var(--ts-color-surface);color:var(--ts-color-ink);text-decoration:none}
.ts-pick:hover{border-color:var(--ts-color-primary)}
.ts-pick__title{font-weight:700;font-size:16.8px}
.ts-pick__meta{color:var(--ts-color-ink-muted);font-size:13.6px}
.ts-table-wrap{overflow-x:auto;background:var(--ts-color-surface);border:1px solid var(--ts-color-border);border-radius:var(--ts-radius)}
.ts-table{width:100%;border-collapse:collapse;font-size:15.2px}
.ts-table caption{text-align:left;font-weight:700;padding:12.8px 16px 6.4px}
.ts-table th,.ts-table td{padding:10.4px 12.8px;border-bottom:1px solid var(--ts-color-border);text-align:left;vertical-align:middle}
.ts-table thead th{font-size:12.8px;text-transform:uppercase;letter-spacing:.06em;color:var(--ts-color-ink-muted);background:var(--ts-color-surface-muted)}
.ts-table tbody tr:last-child>*{border-bottom:0}
.ts-table tr[aria-current="true"]{background:#fffbea}
.ts-trims__name{display:block;font-weight:700}
.ts-trims__type{display:flex;flex-wrap:wrap;gap:4.8px;align-items:center;font-weight:400;font-size:13.6px;color:var(--ts-color-ink-muted)}
.ts-trims__same{color:var(--ts-color-ink-muted);font-size:13.6px}
.ts-trims__current{font-weight:600;font-size:13.6px;color:var(--ts-color-success)}
.ts-trims a.ts-trims__name{display:inline-flex;align-items:center;min-height:32px;text-decoration:underline}
@media (max-width:599.98px){.ts-trims th,.ts-trims td{padding:8.8px 8px}}
`;

const productCss = `
.ts-scores{margin:0;display:grid;gap:13.6px}
.ts-score{display:grid;gap:4.8px}
.ts-score dt{display:flex;flex-wrap:wrap;justify-content:space-between;gap:1.6px 8px}
.ts-score__label{font-weight:700}
.ts-score__hint{font-size:12.8px;color:var(--ts-color-ink-muted)}
.ts-score dd{margin:0;display:flex;align-items:center;gap:9.6px}
.ts-score__bar{flex:1;height:9.6px;border-radius:999px;background:#e3e7ec;overflow:hidden}
.ts-score__bar span{display:block;height:100%;width:calc(var(--ts-score) * 100%);background:linear-gradient(90deg,#0b57d0,#2f80ff);border-radius:inherit}
.ts-score--main .ts-score__bar{height:12.8px}
.ts-score--main .ts-score__bar span{background:linear-gradient(90deg,#f5a623,#ffc53d)}
.ts-score__value{min-width:67.2px;text-align:right;font-weight:750;font-variant-numeric:tabular-nums}
.ts-score__value--na{flex:1;text-align:left;color:var(--ts-color-ink-muted);font-weight:600}
.ts-score__max{font-weight:400;color:var(--ts-color-ink-muted);font-size:13.6px}
.ts-band{display:inline-block;padding:1.6px 8px;border-radius:999px;font-size:12.48px;font-weight:700;background:#fff4e0;color:#6b3d00}
.ts-band--great{background:#e8f0fe;color:#0842a0}
.ts-band--excellent{background:#e3f4e8;color:#0f5c2b}
.ts-size-groups{display:grid;gap:9.6px;grid-template-columns:minmax(0,1fr)}
.ts-size-group{min-width:0;background:var(--ts-color-surface);border:1px solid var(--ts-color-border);border-radius:var(--ts-radius)}
.ts-size-group>summary{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px;min-height:52px;padding:9.6px 16px;cursor:pointer;list-style:none}
.ts-size-group>summary::-webkit-details-marker{display:none}
.ts-size-group>summary::before{content:"";width:8px;height:8px;border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:rotate(-45deg);transition:transform .15s;margin-right:4px}
.ts-size-group[open]>summary::before{transform:rotate(45deg)}
.ts-size-group__title{font-weight:700;font-size:16.8px}
.ts-size-group__meta{color:var(--ts-color-ink-muted);font-size:14.4px}
.ts-size-group .ts-table-wrap{border:0;border-top:1px solid var(--ts-color-border);border-radius:0 0 var(--ts-radius) var(--ts-radius)}
.ts-sizes__group th{background:var(--ts-color-surface-muted);font-size:13.6px;font-weight:700;color:var(--ts-color-ink-muted)}
.ts-sizes th[scope="row"]{font-weight:400}
.ts-sizes__size{display:block;font-weight:700;font-size:16px}
.ts-sizes__spec{display:block;font-size:12.8px;color:var(--ts-color-ink-muted)}
.ts-sizes .ts-price__sale{font-size:16.8px}
.ts-sizes td:last-child{text-align:right}
.ts-sizes .ts-compare-button{min-height:36px;padding:4.8px 9.6px;font-size:13.12px}
.ts-sizes__stock-inline{display:none}
@media (max-width:599.98px){.ts-sizes th,.ts-sizes td{padding:8.8px 8px}.ts-sizes .ts-compare-button{white-space:normal;text-align:center;max-width:120px}.ts-sizes__stock{display:none}.ts-sizes__stock-inline{display:block}}
.ts-add-to-cart{display:grid;gap:13.6px;padding:17.6px;background:var(--ts-color-surface);border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);box-shadow:var(--ts-shadow)}
.ts-add-to-cart__title{margin:0;font-size:18.4px}
.ts-add-to-cart__axle{border:0;margin:0;padding:0;display:grid;grid-template-columns:1fr 96px;gap:8px;min-width:0}
.ts-add-to-cart__axle legend{font-weight:700;padding:0;margin-bottom:5.6px}
.ts-add-to-cart__optional{font-weight:400;font-size:13.6px;color:var(--ts-color-ink-muted)}
`;

const productAfterFieldsCss = `
.ts-add-to-cart__total{margin:0;font-size:16px}
.ts-add-to-cart__total strong{font-size:19.2px}
.ts-add-to-cart__total-note{color:var(--ts-color-ink-muted);font-size:13.6px}
.ts-add-to-cart__button{width:100%}
.ts-add-to-cart__button[aria-disabled="true"]{opacity:.55;cursor:not-allowed}
.ts-add-to-cart__note{margin:0;padding:9.6px 12px;border-radius:var(--ts-radius-small);background:#fff8e1;color:#5c4400;font-size:14.08px}
.ts-review-summary{display:grid;gap:20px;padding:17.6px;background:var(--ts-color-surface);border-radius:var(--ts-radius);border:1px solid var(--ts-color-border)}
${mediaUp('M')}{.ts-review-summary{grid-template-columns:192px 1fr;align-items:center}}
.ts-review-summary__overall{display:grid;justify-items:start;gap:4px}
.ts-review-summary__value{margin:0;font-size:41.6px;font-weight:800;line-height:1}
.ts-review-summary__count{margin:0;font-size:13.6px;color:var(--ts-color-ink-muted)}
.ts-attribute-bars{margin:0;display:grid;gap:7.2px}
.ts-attribute-bar{display:grid;grid-template-columns:136px 1fr;align-items:center;gap:9.6px}
.ts-attribute-bar dt{font-size:14.4px}
.ts-attribute-bar dd{margin:0;display:flex;align-items:center;gap:8px}
.ts-attribute-bar__track{flex:1;height:8px;border-radius:999px;background:#e3e7ec;overflow:hidden}
.ts-attribute-bar__track span{display:block;height:100%;width:calc(var(--ts-score) * 100%);background:#f5a623}
.ts-attribute-bar__value{min-width:32px;font-weight:700;font-variant-numeric:tabular-nums}
.ts-attribute-bar__none{font-size:13.6px;color:var(--ts-color-ink-muted)}
.ts-review-list{list-style:none;margin:0;padding:0;display:grid;gap:14.4px}
.ts-review{padding:16px 17.6px;background:var(--ts-color-surface);border:1px solid var(--ts-color-border);border-radius:var(--ts-radius)}
.ts-review__head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:4px 16px}
.ts-review__title{margin:0;font-size:16.8px;overflow-wrap:anywhere}
.ts-review__byline,.ts-review__details{margin:4px 0 0;font-size:13.6px;color:var(--ts-color-ink-muted);overflow-wrap:anywhere}
.ts-review__body{margin:9.6px 0 0;white-space:pre-line;overflow-wrap:anywhere}
.ts-review__ratings{margin:12px 0 0;display:flex;flex-wrap:wrap;gap:6.4px}
.ts-review__ratings div{display:flex;gap:5.6px;padding:2.4px 8.8px;border-radius:999px;background:var(--ts-color-surface-muted);font-size:12.8px}
.ts-review__ratings dt{color:var(--ts-color-ink-muted)}
.ts-review__ratings dd{margin:0;font-weight:700}
.ts-review-form{display:grid;gap:16px;padding:20px;background:var(--ts-color-surface);border:1px solid var(--ts-color-border);border-radius:var(--ts-radius);box-shadow:var(--ts-shadow)}
.ts-review-form__title{margin:0;font-size:20.8px}
.ts-review-form__intro{margin:0;color:var(--ts-color-ink-muted)}
.ts-review-form__ratings{border:0;margin:0;padding:0;min-width:0}
.ts-review-form__ratings>legend{font-weight:700;margin-bottom:8px;padding:0}
.ts-review-form__rating-grid{display:grid;gap:9.6px;grid-template-columns:1fr}
${mediaUp('M')}{.ts-review-form__rating-grid{grid-template-columns:1fr 1fr}.ts-review-form__row{grid-template-columns:1fr 1fr}}
.ts-review-form__row{display:grid;gap:16px}
.ts-star-input{border:1px solid var(--ts-color-border);border-radius:var(--ts-radius-small);margin:0;padding:8px 12px 10.4px;min-width:0}
.ts-star-input--invalid{border-color:var(--ts-color-danger)}
.ts-star-input legend{font-weight:600;font-size:14.4px;padding:0 4px}
.ts-star-input__options{display:flex;flex-wrap:wrap;gap:5.6px}
.ts-star-input__options span{position:relative}
.ts-star-input input{position:absolute;opacity:0;width:100%;height:100%;margin:0;inset:0;cursor:pointer}
.ts-star-input label{display:inline-flex;align-items:center;justify-content:center;gap:2.4px;min-width:44px;min-height:44px;padding:0 8px;border:1px solid #8a949f;border-radius:var(--ts-radius-small);font-weight:700;background:var(--ts-color-surface);cursor:pointer}
.ts-star-input label::before{content:"★ " / "";color:#c9ced6}
.ts-star-input__skip::before{content:none!important}
.ts-star-input__skip{font-weight:500!important;color:var(--ts-color-ink-muted)}
.ts-star-input input:checked+label{background:#fff4e0;border-color:#f5a623;color:#6b3d00}
.ts-star-input input:checked+label::before{color:#f5a623}
.ts-star-input input:checked+.ts-star-input__skip{background:var(--ts-color-surface-muted);border-color:var(--ts-color-border)}
.ts-star-input input:focus-visible+label{outline:3px solid var(--ts-color-focus);outline-offset:2px}
.ts-review-form__message{margin:0;padding:11.2px 14.4px;border-radius:var(--ts-radius-small);background:#fff5f5;border:1px solid var(--ts-color-danger);color:var(--ts-color-danger);font-weight:650}
.ts-review-form__message[hidden]{display:none}
.ts-compare-wrap{max-width:100%}
.ts-compare{min-width:576px}
.ts-compare thead th{vertical-align:bottom;text-transform:none;letter-spacing:0;font-size:15.2px;color:var(--ts-color-ink);background:var(--ts-color-surface)}
.ts-compare thead img{display:block;width:96px;height:96px;margin-bottom:6.4px;background:var(--ts-color-surface-muted);border-radius:var(--ts-radius-small)}
.ts-compare__brand{display:block;font-size:12px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-compare__name{display:block;color:var(--ts-color-primary);font-weight:700;text-decoration:none;margin-bottom:4.8px}
.ts-compare__remove{font-size:13.12px;font-weight:500;color:var(--ts-color-danger)}
.ts-compare tbody th{width:120px;min-width:104px;font-size:14.08px;font-weight:600;color:var(--ts-color-ink-muted);background:var(--ts-color-surface-muted);position:sticky;left:0}
.ts-compare td{min-width:152px}
.ts-compare thead td{position:sticky;left:0;background:var(--ts-color-surface)}
.ts-compare-tray{position:sticky;bottom:0;z-index:calc(var(--ts-z-nav) - 1);margin-top:24px;background:#101418;color:#fff;border-radius:var(--ts-radius) var(--ts-radius) 0 0;box-shadow:0 -6px 20px rgb(16 20 24 / 25%)}
.ts-compare-tray[hidden]{display:none}
.ts-compare-tray__inner{display:grid;gap:8px;padding:12.8px 16px}
${mediaUp('M')}{.ts-compare-tray__inner{grid-template-columns:auto 1fr auto;align-items:center;column-gap:16px}.ts-compare-tray__alert{grid-column:1/-1;grid-row:1}}
.ts-compare-tray__title{margin:0;font-size:16px}
.ts-compare-tray__count{font-weight:400;color:#c9d2dc}
.ts-compare-tray__alert:empty{display:none}
.ts-compare-tray__alert{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;padding:8px 12px;border-radius:var(--ts-radius-small);background:#ffc53d;color:#15191e;font-weight:650}
.ts-compare-tray__dismiss{min-height:36px;padding:0 12px;border:1px solid #15191e;border-radius:var(--ts-radius-small);background:transparent;color:inherit;font:inherit;font-weight:600;cursor:pointer}
.ts-compare-tray__list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6.4px}
.ts-compare-tray__list li{display:inline-flex;align-items:center;gap:4px;padding-left:11.2px;border-radius:999px;background:#26303a;font-size:13.6px}
.ts-compare-tray__size{color:#c9d2dc}
.ts-compare-tray__remove{display:inline-grid;place-items:center;width:36px;height:36px;border:0;border-radius:50%;background:transparent;color:#fff;font-size:19.2px;cursor:pointer}
.ts-compare-tray__remove:hover{background:#3a4652}
.ts-compare-tray__actions{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.ts-compare-tray__actions .ts-button--quiet{color:#fff;border-color:#56606b}
.ts-compare-tray__actions .ts-button--quiet:hover{background:#26303a}
.ts-compare-tray__hint{margin:0;color:#c9d2dc;font-size:14.4px}
.ts-recommendations{list-style:none;margin:0;padding:0;display:grid;gap:14.4px}
.ts-recommendation{grid-template-columns:auto 1fr;grid-template-rows:auto}
${mediaUp('M')}{.ts-recommendation{grid-template-columns:auto 1fr auto}}
.ts-recommendation__rank{margin:0;display:grid;place-items:center;width:38.4px;height:38.4px;border-radius:50%;background:var(--ts-color-primary);color:#fff;font-weight:800}
.ts-recommendation__match{margin:1.6px 0 4.8px;font-size:14.4px}
.ts-recommendation__reasons,.ts-recommendation__cautions{margin:8px 0 0;padding-left:17.6px;font-size:14.4px}
.ts-recommendation__cautions{color:var(--ts-color-warning)}
.ts-recommendation__buy{display:grid;justify-items:end;align-content:start;gap:4px}
`;

// The shared field rules stay where they always stood in the storefront's cascade.
export const catalogueCss = [filtersCss, resultsCss, tilesCss, vehiclesCss, productCss, fieldCss, productAfterFieldsCss].join('\n');
