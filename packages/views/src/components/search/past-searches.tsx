import type { PastSearchesStore, SearchOption, SearchOverlay, SearchOverlayState } from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useMessages } from '../locale';
import { Option } from './search-suggestions';

export interface PastSearchesProps {
  overlay: SearchOverlay;
  store: PastSearchesStore;
  state: SearchOverlayState;
  options: SearchOption[];
  listboxId: string;
  optionId: (option: SearchOption) => string;
  onChoose: (index: number) => void;
  /** After a removal, focus goes back to the input (the removed button is gone). */
  onRemoved: () => void;
}

/**
 * Past searches (spec §3, §7 /users/me/history/search), shown while the input is empty. The
 * entries are options of the input's listbox (arrow keys, Enter; Delete removes the highlighted
 * one); each also has a real remove button, kept outside the listbox (an option may not hold a
 * control) and laid out on the same row.
 */
export function PastSearches({ overlay, store, state, options, listboxId, optionId, onChoose, onRemoved }: PastSearchesProps) {
  const t = useMessages('search');
  const past = useStore(store.$pastSearches);
  const headingId = useId();
  const entries = options.filter((o): o is Extract<SearchOption, { kind: 'past' }> => o.kind === 'past');
  if (entries.length === 0) {
    if (past.status === 'loading') return <p className="ts-search__hint ts-search__hint--muted">{t('Loading your past searches…')}</p>;
    return null;
  }
  return (
    <section className="ts-search__past" aria-labelledby={headingId}>
      <div className="ts-search__past-head">
        <h3 id={headingId} className="ts-search__section-title">
          {t('Past searches')}
        </h3>
        <button
          type="button"
          className="ts-search__text-button"
          onClick={() => {
            void store.clear();
            onRemoved();
          }}
        >
          {t('Clear all')}
          <span className="ts-visually-hidden">{t(' past searches')}</span>
        </button>
      </div>
      <div className="ts-search__past-rows">
        <div id={listboxId} role="listbox" aria-labelledby={headingId} className="ts-search__list ts-search__list--past">
          {entries.map((option, index) => (
            <Option
              key={option.id}
              id={optionId(option)}
              selected={state.highlighted === index}
              onChoose={() => onChoose(index)}
              onPoint={() => overlay.highlight(index)}
            >
              <svg className="ts-search__past-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="ts-search__option-text">
                <span className="ts-search__option-label">{option.past.label}</span>
                <span className="ts-search__option-detail">{option.past.detailLabel ?? option.past.typeName}</span>
              </span>
            </Option>
          ))}
        </div>
        <ul className="ts-search__past-removes">
          {entries.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                className="ts-search__remove"
                aria-label={t('Remove {label} from past searches', { label: option.past.label })}
                onClick={() => {
                  void store.remove(option.past.id);
                  onRemoved();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
