import { useRef, useState } from 'react';
import { translateAny, useMessages } from '../locale';
import { zipProblem } from './delivery-lookups';
import { InlineFieldForm } from './inline-field-form';

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
  const t = useMessages('checkout');
  const [zip, setZip] = useState(defaultZip);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function submit() {
    const problem = zipProblem(zip);
    setError(problem && translateAny(t, problem));
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    onSearch(zip.trim());
  }

  return (
    <InlineFieldForm
      className="ts-checkout-zip"
      rowClassName="ts-checkout-zip__row"
      form={{ role: 'search', 'aria-label': label }}
      label={label}
      value={zip}
      onValueChange={(value) => {
        setZip(value);
        if (error) setError(null);
      }}
      error={error}
      buttonLabel={buttonLabel}
      busy={busy}
      onSubmit={submit}
      inputRef={inputRef}
      input={{ name: 'zip', type: 'text', inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 10 }}
    />
  );
}
