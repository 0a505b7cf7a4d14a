import { useId, useRef, useState, type FormEvent } from 'react';
import { zipProblem } from './delivery-lookups';

/**
 * "Near which ZIP code?" — the small form in front of every list of places (installers, courier
 * locations). An empty or malformed zip is refused with the spec §5 words and nothing is asked.
 */
export function ZipSearch({
  label,
  defaultZip,
  buttonLabel,
  busy = false,
  onSearch,
}: {
  label: string;
  defaultZip: string;
  buttonLabel: string;
  busy?: boolean;
  onSearch: (zip: string) => void;
}) {
  const id = useId();
  const [zip, setZip] = useState(defaultZip);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = zipProblem(zip);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    onSearch(zip.trim());
  }

  return (
    <form className="ts-checkout-zip" onSubmit={submit} noValidate role="search" aria-label={label}>
      <div className="ts-field">
        <label htmlFor={`${id}-zip`}>{label}</label>
        <div className="ts-checkout-zip__row">
          <input
            ref={inputRef}
            id={`${id}-zip`}
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={zip}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setZip(e.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <button type="submit" className="ts-button ts-button--quiet" disabled={busy}>
            {buttonLabel}
          </button>
        </div>
      </div>
      <div role="alert">
        {error && (
          <p className="ts-field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
