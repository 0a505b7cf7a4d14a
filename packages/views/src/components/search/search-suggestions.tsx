import type { SearchOption, SearchOverlay, SearchOverlayState } from '@tireshop/core';
import { Fragment, type ReactNode } from 'react';
import { useMessages } from '../locale';

export interface SuggestionsProps {
  overlay: SearchOverlay;
  state: SearchOverlayState;
  options: SearchOption[];
  listboxId: string;
  optionId: (option: SearchOption) => string;
  onChoose: (index: number) => void;
}

/** The label with the runs that match what was typed marked (spec §3 `labelSegments`). */
export function Segments({ segments }: { segments: readonly { value: string; isHighlighted: boolean }[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.isHighlighted ? (
          <mark key={i} className="ts-search__match">
            {s.value}
          </mark>
        ) : (
          <Fragment key={i}>{s.value}</Fragment>
        ),
      )}
    </>
  );
}

/** One option of a listbox. Options are not focusable: the input keeps focus (aria-activedescendant). */
export function Option(props: {
  id: string;
  selected: boolean;
  onChoose: () => void;
  onPoint: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern: focus stays in the input, which points here with aria-activedescendant
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses through the input (Enter on the active option)
    <div
      id={props.id}
      role="option"
      aria-selected={props.selected}
      className={`ts-search__option${props.selected ? ' ts-search__option--highlighted' : ''}${props.className ? ` ${props.className}` : ''}`}
      // Keep focus in the input when an option is clicked or tapped.
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={() => !props.selected && props.onPoint()}
      onClick={props.onChoose}
    >
      {props.children}
    </div>
  );
}

function ResultOption({
  option,
  ...rest
}: { option: Extract<SearchOption, { kind: 'result' }> } & Omit<Parameters<typeof Option>[0], 'children'>) {
  const { item } = option;
  const t = useMessages('search');
  return (
    <Option {...rest}>
      {item.image && (
        <img
          referrerPolicy="strict-origin-when-cross-origin"
          className="ts-search__thumb"
          src={item.image.src}
          alt=""
          width={36}
          height={36}
          loading="lazy"
        />
      )}
      <span className="ts-search__option-text">
        <span className="ts-search__option-label">
          <Segments segments={item.labelSegments.length > 0 ? item.labelSegments : [{ value: item.label, isHighlighted: false }]} />
        </span>
        {item.detailLabel && <span className="ts-search__option-detail">{item.detailLabel}</span>}
      </span>
      {item.isPillItem ? (
        <span className="ts-search__more">
          <span className="ts-visually-hidden">{t(', choose to narrow down')}</span>
          <span aria-hidden="true">›</span>
        </span>
      ) : (
        <span className="ts-search__kind">{item.typeName}</span>
      )}
    </Option>
  );
}

/** The grouped suggestions of the typeahead: one listbox, one group per kind of result. */
export function SearchSuggestions({ overlay, state, options, listboxId, optionId, onChoose }: SuggestionsProps) {
  const t = useMessages('search');
  const highlighted = state.highlighted;
  const indexOf = new Map(options.map((o, i) => [o, i]));
  const groups: { id: string; label: string; options: Extract<SearchOption, { kind: 'result' }>[] }[] = [];
  for (const option of options) {
    if (option.kind !== 'result') continue;
    const last = groups[groups.length - 1];
    if (last && last.id === option.groupId) last.options.push(option);
    else groups.push({ id: option.groupId, label: option.groupLabel, options: [option] });
  }
  const pillPage = options.find((o): o is Extract<SearchOption, { kind: 'pillPage' }> => o.kind === 'pillPage');
  const common = (option: SearchOption) => {
    const index = indexOf.get(option)!;
    return {
      id: optionId(option),
      selected: index === highlighted,
      onChoose: () => onChoose(index),
      onPoint: () => overlay.highlight(index),
    };
  };
  return (
    <div
      id={listboxId}
      role="listbox"
      aria-label={t('Suggestions')}
      className="ts-search__list"
      aria-busy={state.typeahead.status === 'loading' ? true : undefined}
    >
      {pillPage && (
        <Option {...common(pillPage)} className="ts-search__option--page">
          <span className="ts-search__option-text">
            <span className="ts-search__option-label">{pillPage.label}</span>
          </span>
          <span className="ts-search__more" aria-hidden="true">
            →
          </span>
        </Option>
      )}
      {groups.map((group) => {
        const labelId = `${listboxId}-${group.id}`;
        return (
          <div key={group.id} role="group" aria-labelledby={labelId} className="ts-search__group">
            <div role="presentation" id={labelId} className="ts-search__group-label">
              {group.label}
            </div>
            {group.options.map((option) => (
              <ResultOption key={option.id} option={option} {...common(option)} />
            ))}
          </div>
        );
      })}
    </div>
  );
}
