import {
  showsPastSearches,
  type AreaMessage,
  type Translate,
  usableFilterPills,
  type ChooseOutcome,
  type FilterPill,
  type SearchInputId,
  type SearchOption,
  type SearchOverlay as SearchOverlayStore,
  type SearchOverlayState,
} from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useMessages } from '../locale';
import { ErrorState } from '../tire-results';
import { PastSearches } from './past-searches';
import { SearchSuggestions } from './search-suggestions';
import { SearchField } from './search-field';

export type SearchDestination = Extract<ChooseOutcome, { kind: 'navigate' }>;

export interface SearchOverlayProps {
  overlay: SearchOverlayStore;
  /** Carries out a choice: the storefront routes to it, a widget lists the size itself. */
  onNavigate: (destination: SearchDestination) => void;
  /** Site-global pills (spec §3 `customFilterPills`); widgets pass none (spec §6: hidden on the widget). */
  pills?: readonly FilterPill[] | null;
  /** The front/rear switch (staggered sets). */
  allowStaggered?: boolean;
  /** Where guided shopping lives; no link without it. */
  guidedHref?: string;
}

const EXAMPLES = 'Try a tire size like 225/45R17, a vehicle like 2021 Camry, or a brand like Michelin.' as const;

type Words = Translate<AreaMessage<'search'>>;

/**
 * What a screen reader hears after the suggestions change (a polite live region). Nothing while
 * loading: that would be read between keystrokes.
 */
function announcement(state: SearchOverlayState, options: SearchOption[], t: Words): string {
  if (showsPastSearches(state)) return options.length > 0 ? t('{count} past searches', { count: options.length }) : '';
  switch (state.typeahead.status) {
    case 'results':
      return t('{count} suggestion. Use the up and down arrows to choose.|{count} suggestions. Use the up and down arrows to choose.', {
        count: state.typeahead.total,
      });
    case 'empty':
      return t('No matches.');
    default:
      return '';
  }
}

/**
 * The search overlay (spec §2 Shell, §4 Search) in a native modal `<dialog>`: the browser keeps
 * focus inside it, makes the page behind inert and closes it on Escape; we only move focus to the
 * input when it opens. Works the same in a widget's shadow root.
 */
export function SearchOverlay({ overlay, onNavigate, pills, allowStaggered = true, guidedHref }: SearchOverlayProps) {
  const t = useMessages('search');
  const state = useStore(overlay.$state);
  const options = useStore(overlay.$options);
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const primaryRef = useRef<HTMLInputElement | null>(null);
  const secondaryRef = useRef<HTMLInputElement | null>(null);
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const titleId = `${baseId}-title`;
  const hintId = `${baseId}-hint`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (option: SearchOption) => `${baseId}-opt-${option.id}`;
  const usablePills = usableFilterPills(pills);

  // The store is the truth; the dialog follows it. A dialog's `close` event arrives a task after
  // close(): one the store itself caused must not close the store again if it was reopened
  // in between (a quick close-then-open would otherwise leave the overlay shut).
  const closedByStore = useRef(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (state.open && !dialog.open) {
      dialog.showModal();
      primaryRef.current?.focus();
    } else if (!state.open && dialog.open) {
      closedByStore.current = true;
      dialog.close();
    }
  }, [state.open]);

  // After a front size is chosen the rear input takes over (spec §4 active input secondary).
  useEffect(() => {
    if (!state.open) return;
    const target = state.activeInput === 'secondary' ? secondaryRef.current : primaryRef.current;
    const root = target?.getRootNode() as Document | ShadowRoot | undefined;
    if (target && root?.activeElement !== target && state.staggered) target.focus();
  }, [state.activeInput, state.staggered, state.open]);

  // Keep the highlighted option in view as the arrow keys move through a long list.
  useEffect(() => {
    if (state.highlighted < 0) return;
    const option = dialogRef.current?.querySelector('[role="option"][aria-selected="true"]');
    if (option && 'scrollIntoView' in option) option.scrollIntoView({ block: 'nearest' });
  }, [state.highlighted]);

  function carryOut(outcome: ChooseOutcome) {
    if (outcome.kind === 'navigate') onNavigate(outcome);
    else if (outcome.kind === 'drill') primaryRef.current?.focus();
    else if (outcome.kind === 'rear') secondaryRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, input: SearchInputId) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        overlay.moveHighlight(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        overlay.moveHighlight(-1);
        break;
      case 'Enter':
        event.preventDefault();
        carryOut(overlay.submit());
        break;
      case 'Backspace':
        if (event.currentTarget.selectionStart === 0 && event.currentTarget.selectionEnd === 0 && overlay.stepBack())
          event.preventDefault();
        break;
      case 'Delete': {
        const option = options[state.highlighted];
        if (option?.kind === 'past' && state.queries[input] === '') {
          event.preventDefault();
          void overlay.pastSearches?.remove(option.past.id);
          overlay.highlight(Math.min(state.highlighted, options.length - 2));
        }
        break;
      }
    }
  }

  const showPast = showsPastSearches(state);
  const status = state.typeahead.status;
  const listShown = showPast ? options.length > 0 : options.length > 0 && status !== 'error';
  const highlightedOption = options[state.highlighted];
  const activeOptionId = highlightedOption ? optionId(highlightedOption) : null;
  const focusActive = () => (state.activeInput === 'secondary' ? secondaryRef : primaryRef).current?.focus();

  let body: ReactNode;
  if (showPast) {
    body = (
      <>
        {overlay.pastSearches && (
          <PastSearches
            overlay={overlay}
            store={overlay.pastSearches}
            state={state}
            options={options}
            listboxId={listboxId}
            optionId={optionId}
            onChoose={(i) => carryOut(overlay.choose(i))}
            onRemoved={focusActive}
          />
        )}
        <p className="ts-search__hint">{t(EXAMPLES)}</p>
      </>
    );
  } else if (state.staggered && state.activeInput === 'secondary' && !state.typeahead.request) {
    body = <p className="ts-search__hint">{t('Choose the front tire size first, then the rear size.')}</p>;
  } else if (status === 'idle') {
    body = <p className="ts-search__hint">{state.staggered ? t('Type the front tire size, e.g. 245/40R18.') : t(EXAMPLES)}</p>;
  } else if (status === 'error') {
    body = (
      <>
        {options.length > 0 && (
          <SearchSuggestions
            overlay={overlay}
            state={state}
            options={options}
            listboxId={listboxId}
            optionId={optionId}
            onChoose={(i) => carryOut(overlay.choose(i))}
          />
        )}
        <ErrorState message={t("Oops, something went wrong. We couldn't load suggestions.")} onRetry={() => overlay.retry()} />
      </>
    );
  } else if (status === 'empty' && options.length === 0) {
    body = (
      <div className="ts-state ts-search__empty">
        <p>
          <strong>{t('No matches for “{query}”.', { query: state.typeahead.request?.queryText ?? '' })}</strong>
        </p>
        <p>{t(EXAMPLES)}</p>
      </div>
    );
  } else if (status === 'loading' && options.length === 0) {
    body = (
      <div className="ts-search__loading" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    );
  } else {
    body = (
      <SearchSuggestions
        overlay={overlay}
        state={state}
        options={options}
        listboxId={listboxId}
        optionId={optionId}
        onChoose={(i) => carryOut(overlay.choose(i))}
      />
    );
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard closes the dialog with Escape (onCancel)
    <dialog
      ref={dialogRef}
      className="ts-search"
      part="dialog"
      aria-labelledby={titleId}
      // Escape: the store decides (and the storefront's history follows it).
      onCancel={(e) => {
        e.preventDefault();
        overlay.close('dismiss');
      }}
      onClose={() => {
        if (closedByStore.current) closedByStore.current = false;
        else overlay.close('dismiss');
      }}
      // A click on the backdrop (the dialog box itself, outside the panel) closes it.
      onClick={(e) => {
        if (e.target === e.currentTarget) overlay.close('dismiss');
      }}
    >
      {state.open && (
        <div className="ts-search__panel">
          <div className="ts-search__head">
            <h2 id={titleId} className="ts-search__title" part="dialog-title">
              {t('Search tires')}
            </h2>
            <button type="button" className="ts-search__close" aria-label={t('Close search')} onClick={() => overlay.close('dismiss')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <form
            className="ts-search__form"
            role="search"
            aria-label={t('Tires')}
            onSubmit={(e) => {
              e.preventDefault();
              carryOut(overlay.submit());
            }}
          >
            <div className={`ts-search__fields${state.staggered ? ' ts-search__fields--pair' : ''}`}>
              <SearchField
                overlay={overlay}
                state={state}
                input="primary"
                id={`${baseId}-primary`}
                label={state.staggered ? t('Front tire size') : t('Size, vehicle or brand')}
                placeholder={state.staggered ? '245/40R18' : state.pill ? t('Type to narrow down') : t('225/45R17, 2021 Camry, Michelin…')}
                hintId={hintId}
                listboxId={listShown ? listboxId : null}
                activeOptionId={activeOptionId}
                expanded={listShown}
                inputRef={primaryRef}
                onKeyDown={onKeyDown}
              />
              {state.staggered && (
                <SearchField
                  overlay={overlay}
                  state={state}
                  input="secondary"
                  id={`${baseId}-secondary`}
                  label={t('Rear tire size')}
                  placeholder={state.front ? t('Rear size') : t('Front size first')}
                  hintId={hintId}
                  listboxId={listShown ? listboxId : null}
                  activeOptionId={activeOptionId}
                  expanded={listShown}
                  inputRef={secondaryRef}
                  onKeyDown={onKeyDown}
                />
              )}
            </div>
            <p id={hintId} className="ts-visually-hidden">
              {t('Suggestions appear as you type. Backspace in an empty box removes the last choice.')}
            </p>
            <div className="ts-search__options-row">
              {allowStaggered && (
                <label className="ts-search__switch">
                  <input type="checkbox" checked={state.staggered} onChange={(e) => overlay.setStaggered(e.currentTarget.checked)} />
                  <span>{t('Different front and rear sizes')}</span>
                </label>
              )}
            </div>
          </form>
          {usablePills.length > 0 && !state.staggered && (
            <div className="ts-search__pills" role="group" aria-label={t('Search only')}>
              {usablePills.map((pill) => {
                const pressed = state.pill?.kind === 'filter' && state.pill.label === pill.label && state.pill.queryType === pill.queryType;
                return (
                  <button
                    key={`${pill.queryType}:${pill.label}`}
                    type="button"
                    className="ts-search__pill"
                    aria-pressed={pressed}
                    onClick={() => {
                      overlay.toggleFilterPill(pill);
                      primaryRef.current?.focus();
                    }}
                  >
                    {pill.label}
                  </button>
                );
              })}
            </div>
          )}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the list must scroll from the keyboard too (the options themselves are not focusable) */}
          <div className="ts-search__body" role="region" aria-label={t('Search results')} tabIndex={0}>
            <p className="ts-visually-hidden" role="status" aria-live="polite">
              {announcement(state, options, t)}
            </p>
            {body}
          </div>
          {guidedHref && (
            <p className="ts-search__foot">
              {t('Not sure what fits?')}{' '}
              <a
                href={guidedHref}
                className="ts-link ts-search__guided"
                onClick={(e) => {
                  // A plain click goes the way every choice goes (the storefront replaces the
                  // overlay's history entry); a modified click opens a tab as links do.
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  onNavigate({ kind: 'navigate', href: guidedHref, label: 'Guided shopping' });
                }}
              >
                {t('Answer 3 questions with guided shopping')}
              </a>
            </p>
          )}
        </div>
      )}
    </dialog>
  );
}
