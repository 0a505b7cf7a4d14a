import type { Area } from '@tireshop/core';
import { useId } from 'react';
import { translateAny, useMessages } from './locale';

export interface SortSelectProps<T extends string> {
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  /** The catalogue area the labels are messages of: the shop's (tire sorts) unless said (the installer list's). */
  labelsArea?: Area;
  onChange?: (value: T) => void;
  /**
   * Without JavaScript the choice is submitted with a GET form: either the select belongs to
   * another form (`form`, e.g. the filter panel's) or it gets its own (`action`).
   */
  form?: string;
  action?: string;
}

/** "Sort by" for a result list; changes apply at once with JavaScript, with a Sort button without. */
export function SortSelect<T extends string>({ value, options, labels, labelsArea = 'shop', onChange, form, action }: SortSelectProps<T>) {
  const t = useMessages('shop');
  // The labels are en-US messages of the catalogue (the shop's own names pass through as they are).
  const labelWords = useMessages(labelsArea);
  const id = useId();
  const select = (
    <>
      <label htmlFor={id}>{t('Sort by')}</label>
      <select id={id} name="sort" form={form} value={value} onChange={(e) => onChange?.(e.currentTarget.value as T)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {translateAny(labelWords, labels[o])}
          </option>
        ))}
      </select>
      <noscript>
        <button className="ts-button ts-button--quiet" type="submit" form={form}>
          {t('Sort')}
        </button>
      </noscript>
    </>
  );
  if (form) return <div className="ts-results__sort">{select}</div>;
  return (
    <form className="ts-results__sort" method="get" action={action} onSubmit={(e) => e.preventDefault()}>
      {select}
    </form>
  );
}
