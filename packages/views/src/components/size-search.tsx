import { parseTireSize, type TireSize } from '@tireshop/core';
import { useId, useState, type FormEvent } from 'react';
import { useMessages } from './locale';

export const SIZE_SEARCH_ERROR = 'Enter a tire size like 225/45R17, LT265/70R17 or 33x12.50R15LT.';

export interface SizeSearchProps {
  /** Where the form goes without JavaScript (GET with `size`). */
  action?: string;
  defaultValue?: string;
  label?: string;
  /** The size given is no tire size (a widget's `size` attribute): say so from the start. */
  invalid?: boolean;
  onSearch?: (size: TireSize) => void;
}

/** The tire-size search box: checks the size in the browser, then hands a parsed size on. */
export function SizeSearch({ action = '/tire-sizes', defaultValue = '', label, invalid, onSearch }: SizeSearchProps) {
  const t = useMessages('shop');
  const id = useId();
  const [error, setError] = useState(invalid);
  function submit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem('size') as HTMLInputElement;
    const size = parseTireSize(input.value);
    if (!size) {
      event.preventDefault();
      setError(true);
      input.focus();
      return;
    }
    setError(false);
    if (onSearch) {
      event.preventDefault();
      onSearch(size);
    }
  }
  return (
    <form className="ts-size-search" part="search" role="search" action={action} method="get" onSubmit={submit} noValidate>
      <label className="ts-size-search__label" htmlFor={`${id}-size`}>
        {label ?? t('Tire size')}
      </label>
      <div className="ts-size-search__row">
        <input
          className="ts-size-search__input"
          id={`${id}-size`}
          name="size"
          defaultValue={defaultValue}
          placeholder="225/45R17"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <button className="ts-button ts-button--accent" part="button button-primary" type="submit">
          {t('Find tires')}
        </button>
      </div>
      <p className="ts-size-search__hint" id={`${id}-hint`}>
        {t("The size is printed on your tire's sidewall, e.g. 225/45R17.")}
      </p>
      {error && (
        <p className="ts-size-search__error" id={`${id}-error`} role="alert">
          {t('Enter a tire size like 225/45R17, LT265/70R17 or 33x12.50R15LT.')}
        </p>
      )}
    </form>
  );
}
