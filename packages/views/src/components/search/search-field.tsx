import type { SearchInputId, SearchOverlay, SearchOverlayState } from '@tireshop/core';
import type { KeyboardEvent, RefObject } from 'react';
import { useMessages } from '../locale';

export interface SearchFieldProps {
  overlay: SearchOverlay;
  state: SearchOverlayState;
  input: SearchInputId;
  id: string;
  label: string;
  placeholder: string;
  hintId: string;
  /** The listbox this input drives, when one is shown. */
  listboxId: string | null;
  /** The highlighted option's element id (`aria-activedescendant`). */
  activeOptionId: string | null;
  expanded: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>, input: SearchInputId) => void;
}

/**
 * One typeahead input: an ARIA 1.2 combobox (role="combobox" on the input, a listbox popup,
 * `aria-activedescendant` for the highlighted option, so focus never leaves the input). A lock
 * on the search (a pill) shows as a chip in front of the text, with its own remove button.
 */
export function SearchField(props: SearchFieldProps) {
  const { overlay, state, input, id, label, hintId, listboxId, activeOptionId, expanded } = props;
  const t = useMessages('search');
  const active = state.activeInput === input;
  const pill = input === 'primary' && !state.staggered ? state.pill : null;
  const value = state.queries[input];
  return (
    <div className={`ts-search__field${active ? ' ts-search__field--active' : ''}`}>
      <label className="ts-search__label" htmlFor={id}>
        {label}
      </label>
      <div className="ts-search__control">
        <svg className="ts-search__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        {pill && (
          <span className="ts-search__chip">
            <span className="ts-visually-hidden">{t('Searching only ')}</span>
            <span>{pill.label}</span>
            <button
              type="button"
              className="ts-search__chip-remove"
              aria-label={t('Remove {label}', { label: pill.label })}
              onClick={() => {
                overlay.clearPill();
                props.inputRef.current?.focus();
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </span>
        )}
        <input
          ref={props.inputRef}
          id={id}
          className="ts-search__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={active && expanded}
          aria-controls={active && listboxId ? listboxId : undefined}
          aria-activedescendant={active && activeOptionId ? activeOptionId : undefined}
          aria-describedby={hintId}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          placeholder={props.placeholder}
          value={value}
          onChange={(e) => overlay.setQuery(e.currentTarget.value, input)}
          onFocus={() => overlay.activateInput(input)}
          onKeyDown={(e) => props.onKeyDown(e, input)}
        />
        {value !== '' && (
          <button
            type="button"
            className="ts-search__clear"
            aria-label={`Clear ${label.toLowerCase()}`}
            onClick={() => {
              overlay.setQuery('', input);
              props.inputRef.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </div>
  );
}
