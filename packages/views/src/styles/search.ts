/** Styles of the search views: the search overlay, typeahead, past searches, guided shopping. */
import { mediaUp } from './tokens';
import { launcherCss } from './search-launcher';

/**
 * The overlay: full screen on phones (the keyboard takes half of it), a panel near the top on
 * larger screens. z-index from the tokens (spec §9 Layout: modal 900); a modal <dialog> sits in
 * the top layer anyway, the value orders it should a browser lack one.
 */
const overlayCss = `
.ts-search{position:fixed;inset:0;z-index:var(--ts-z-modal);margin:0;padding:0;border:0;width:100%;max-width:100%;height:100%;max-height:100%;background:var(--ts-color-surface);color:var(--ts-color-ink);font:inherit;overflow:hidden}
.ts-search::backdrop{background:rgb(16 20 24 / 55%)}
html:has(.ts-search[open]){overflow:hidden}
.ts-search__panel{display:flex;flex-direction:column;height:100%;max-height:100%}
${mediaUp('M')}{
.ts-search{inset:auto;top:0;left:0;right:0;margin:7vh auto auto;width:min(760px,calc(100% - 2 * var(--ts-margin)));height:auto;max-height:min(84vh,780px);border-radius:var(--ts-radius);box-shadow:0 24px 60px rgb(16 20 24 / 30%)}
.ts-search__panel{max-height:min(84vh,780px)}
}
.ts-search__head{display:flex;align-items:center;justify-content:space-between;gap:16px;padding:12px 16px 4px 20px}
.ts-search__title{margin:0;font-size:16.8px;font-weight:750}
.ts-search__close{display:inline-grid;place-items:center;width:44px;height:44px;border:0;border-radius:50%;background:transparent;color:var(--ts-color-ink-muted);font-size:28.8px;line-height:1;cursor:pointer}
.ts-search__close:hover{background:var(--ts-color-surface-muted);color:var(--ts-color-ink)}
.ts-search__form{padding:0 20px}
.ts-search__fields{display:grid;gap:12px;grid-template-columns:minmax(0,1fr)}
${mediaUp('M')}{.ts-search__fields--pair{grid-template-columns:repeat(2,minmax(0,1fr))}}
.ts-search__field{display:grid;gap:4.8px;min-width:0}
.ts-search__label{font-size:13.6px;font-weight:650;color:var(--ts-color-ink-muted)}
.ts-search__control{display:flex;align-items:center;gap:8px;min-width:0;min-height:52px;padding:0 5.6px 0 12.8px;border:2px solid var(--ts-color-border);border-radius:var(--ts-radius-small);background:var(--ts-color-surface)}
.ts-search__field--active .ts-search__control{border-color:var(--ts-color-primary)}
.ts-search__control:focus-within{outline:3px solid var(--ts-color-focus);outline-offset:1px}
.ts-search__icon{flex:none;color:var(--ts-color-ink-muted)}
.ts-search__input{flex:1 1 0;min-width:64px;width:100%;min-height:48px;border:0;outline:0;background:transparent;color:inherit;font:inherit;font-size:17.6px}
.ts-search__input::placeholder{color:#6b747d}
.ts-search__input:focus-visible{outline:0}
.ts-search__clear{flex:none;display:inline-grid;place-items:center;width:40px;height:40px;border:0;border-radius:50%;background:transparent;color:var(--ts-color-ink-muted);font-size:24px;cursor:pointer}
.ts-search__clear:hover{background:var(--ts-color-surface-muted)}
.ts-search__chip{flex:none;display:inline-flex;align-items:center;gap:2.4px;max-width:55%;padding:2.4px 2.4px 2.4px 10.4px;border-radius:999px;background:var(--ts-color-primary);color:var(--ts-color-primary-ink);font-size:14.4px;font-weight:650;white-space:nowrap}
.ts-search__chip>span:not(.ts-visually-hidden){overflow:hidden;text-overflow:ellipsis}
.ts-search__chip-remove{display:inline-grid;place-items:center;width:28px;height:28px;border:0;border-radius:50%;background:rgb(255 255 255 / 18%);color:inherit;font-size:17.6px;line-height:1;cursor:pointer}
.ts-search__chip-remove:hover{background:rgb(255 255 255 / 32%)}
.ts-search__options-row{display:flex;flex-wrap:wrap;gap:8px 16px;padding:9.6px 0 3.2px}
.ts-search__switch{display:inline-flex;align-items:center;gap:8px;min-height:36px;font-size:14.72px;cursor:pointer}
.ts-search__switch input{width:20px;height:20px;accent-color:var(--ts-color-primary)}
.ts-search__pills{display:flex;gap:8px;padding:5.6px 20px 9.6px;overflow-x:auto;scrollbar-width:thin}
.ts-search__pill{flex:none;min-height:36px;padding:5.6px 14.4px;border:1px solid var(--ts-color-border);border-radius:999px;background:var(--ts-color-surface);color:var(--ts-color-ink);font:inherit;font-size:14.4px;font-weight:600;cursor:pointer}
.ts-search__pill:hover{border-color:var(--ts-color-primary);color:var(--ts-color-primary)}
.ts-search__pill[aria-pressed="true"]{background:var(--ts-color-primary);border-color:var(--ts-color-primary);color:var(--ts-color-primary-ink)}
.ts-search__body{flex:1 1 auto;min-height:128px;overflow:auto;overscroll-behavior:contain;padding:8px 12px 16px;border-top:1px solid var(--ts-color-border)}
.ts-search__body:focus-visible{outline-offset:-3px}
.ts-search__hint{margin:12px 8px;color:var(--ts-color-ink-muted);font-size:14.72px}
.ts-search__hint--muted{font-style:italic}
.ts-search__list{display:grid}
.ts-search__group{display:grid;padding:5.6px 0}
.ts-search__group+.ts-search__group{border-top:1px solid var(--ts-color-border)}
.ts-search__group-label{padding:6.4px 8px 4px;font-size:12px;font-weight:750;letter-spacing:.07em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-search__option{display:flex;align-items:center;gap:12px;min-height:48px;padding:5.6px 9.6px;border-radius:var(--ts-radius-small);cursor:pointer;border-left:3px solid transparent}
.ts-search__option--highlighted{background:#e8f0fe;border-left-color:var(--ts-color-primary)}
.ts-search__option--page .ts-search__option-label{color:var(--ts-color-primary);font-weight:650}
.ts-search__thumb{flex:none;width:36px;height:36px;border-radius:6px;object-fit:contain;background:var(--ts-color-surface-muted)}
.ts-search__option-text{flex:1;min-width:0;display:grid}
.ts-search__option-label{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ts-search__option-detail{font-size:13.12px;color:var(--ts-color-ink-muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ts-search__match{background:transparent;color:inherit;font-weight:750}
.ts-search__kind{flex:none;font-size:12px;color:var(--ts-color-ink-muted)}
.ts-search__more{flex:none;font-size:20.8px;line-height:1;color:var(--ts-color-primary)}
.ts-search__past-head{display:flex;align-items:center;justify-content:space-between;gap:16px;padding:4px 8px}
.ts-search__section-title{margin:0;font-size:12.8px;font-weight:750;letter-spacing:.07em;text-transform:uppercase;color:var(--ts-color-ink-muted)}
.ts-search__text-button{min-height:36px;padding:0 8px;border:0;background:transparent;color:var(--ts-color-primary);font:inherit;font-size:14.4px;font-weight:600;cursor:pointer;text-decoration:underline;text-underline-offset:2px}
.ts-search__past-rows{display:grid;grid-template-columns:minmax(0,1fr) auto}
.ts-search__list--past .ts-search__option{height:52px}
.ts-search__past-icon{flex:none;color:var(--ts-color-ink-muted)}
.ts-search__past-removes{list-style:none;margin:0;padding:0;display:grid}
.ts-search__past-removes li{height:52px;display:grid;place-items:center}
.ts-search__remove{display:inline-grid;place-items:center;width:44px;height:44px;border:0;border-radius:50%;background:transparent;color:var(--ts-color-ink-muted);font-size:21.6px;cursor:pointer}
.ts-search__remove:hover{background:var(--ts-color-surface-muted);color:var(--ts-color-danger)}
.ts-search__empty{margin:8px}
.ts-search__empty p{margin:4px 0}
.ts-search .ts-state--error{margin:8px}
.ts-search__loading{display:grid;gap:9.6px;padding:12px 8px}
.ts-search__loading span{height:18px;border-radius:6px;background:linear-gradient(90deg,var(--ts-color-surface-muted) 25%,#e8ecf0 37%,var(--ts-color-surface-muted) 63%);background-size:400% 100%;animation:ts-shimmer 1.4s ease infinite}
.ts-search__loading span:nth-child(2){width:80%}
.ts-search__loading span:nth-child(3){width:60%}
.ts-search__foot{margin:0;padding:12.8px 20px;border-top:1px solid var(--ts-color-border);background:var(--ts-color-surface-muted);font-size:14.72px;color:var(--ts-color-ink-muted)}
.ts-search__guided{font-weight:650}
@media (prefers-reduced-motion:reduce){.ts-search__loading span{animation:none}}
`;

/** Guided shopping: one question at a time, then the ranked list. */
const guidedCss = `
.ts-guided{display:grid;gap:20px}
.ts-guided__progress{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(3,1fr);gap:8px;counter-reset:none}
.ts-guided__progress li{display:flex;align-items:center;gap:8px;padding:8px 0;border-top:4px solid var(--ts-color-border);font-size:14.08px;font-weight:600;color:var(--ts-color-ink-muted)}
.ts-guided__progress .ts-guided__current{border-top-color:var(--ts-color-primary);color:var(--ts-color-ink)}
.ts-guided__progress .ts-guided__done{border-top-color:var(--ts-color-success);color:var(--ts-color-ink)}
.ts-guided__step-number{flex:none;display:inline-grid;place-items:center;width:25.6px;height:25.6px;border-radius:50%;background:var(--ts-color-surface-muted);border:1px solid var(--ts-color-border);font-size:12.8px}
.ts-guided__current .ts-guided__step-number{background:var(--ts-color-primary);border-color:var(--ts-color-primary);color:var(--ts-color-primary-ink)}
.ts-guided__done .ts-guided__step-number{background:var(--ts-color-success);border-color:var(--ts-color-success);color:#fff}
.ts-guided__panel{display:grid;gap:16px;padding:20px;background:var(--ts-color-surface);border-radius:var(--ts-radius);box-shadow:var(--ts-shadow)}
${mediaUp('M')}{.ts-guided__panel{padding:28px 32px}}
.ts-guided__count{margin:0;font-size:13.6px;font-weight:650;color:var(--ts-color-ink-muted)}
.ts-guided__fieldset{margin:0;padding:0;border:0;display:grid;gap:16px;min-width:0}
.ts-guided__legend{padding:0;margin:0 0 14.4px}
.ts-guided__title{margin:0;font-size:clamp(20px,3vw,25.6px);line-height:1.2}
.ts-guided__title:focus{outline:0}
.ts-guided__title:focus-visible{outline:3px solid var(--ts-color-focus);outline-offset:4px}
.ts-guided__modes{display:flex;flex-wrap:wrap;gap:8px}
.ts-guided__mode{display:inline-flex;align-items:center;gap:8px;min-height:44px;padding:6.4px 16px;border:1px solid var(--ts-color-border);border-radius:999px;cursor:pointer;font-weight:600}
.ts-guided__mode:has(input:checked){border-color:var(--ts-color-primary);background:#e8f0fe}
.ts-guided__mode input,.ts-guided__choice input{width:20px;height:20px;margin:0;accent-color:var(--ts-color-primary)}
.ts-guided__vehicle{display:grid;gap:14.4px}
${mediaUp('M')}{.ts-guided__vehicle{grid-template-columns:1fr 1fr}}
.ts-guided__row{display:grid;gap:4.8px;align-content:start}
.ts-guided__label{font-weight:650}
.ts-guided__select,.ts-guided__input{min-height:48px;padding:8px 12px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius-small);background:var(--ts-color-surface);color:inherit;font:inherit;font-size:16px;max-width:100%}
.ts-guided__input{max-width:320px;font-size:17.6px;letter-spacing:.04em}
.ts-guided__input[aria-invalid="true"]{border-color:var(--ts-color-danger)}
.ts-guided__select:disabled{background:var(--ts-color-surface-muted);color:var(--ts-color-ink-muted)}
.ts-guided__hint{margin:0;color:var(--ts-color-ink-muted);font-size:14.4px}
.ts-guided__problem{margin:0;color:var(--ts-color-danger);font-weight:650;font-size:14.72px}
.ts-guided__choices{display:grid;gap:9.6px}
${mediaUp('M')}{.ts-guided__choices{grid-template-columns:1fr 1fr}}
.ts-guided__choice{display:flex;align-items:flex-start;gap:12px;padding:12.8px 16px;border:1px solid var(--ts-color-border);border-radius:var(--ts-radius-small);cursor:pointer;background:var(--ts-color-surface)}
.ts-guided__choice:hover{border-color:var(--ts-color-primary)}
.ts-guided__choice--on{border-color:var(--ts-color-primary);background:#e8f0fe}
.ts-guided__choice-text{display:grid}
.ts-guided__choice-label{font-weight:650}
.ts-guided__choice-detail{font-size:13.6px;color:var(--ts-color-ink-muted)}
.ts-guided__actions{display:flex;flex-wrap:wrap;gap:9.6px;justify-content:flex-end}
.ts-guided__summary{margin:0;color:var(--ts-color-ink-muted)}
`;

export const searchCss = [overlayCss, guidedCss, launcherCss].join('\n');

/** The search overlay without guided shopping or the launcher (a widget's search: it comes when first opened). */
export const searchOverlayCss = overlayCss;
