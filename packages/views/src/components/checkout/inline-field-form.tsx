import { useId, type FormEvent, type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface InlineFieldFormProps {
  className: string;
  /** The row that holds the input and the button. */
  rowClassName: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The field's message (shown under the row, announced, tied to the input). */
  error: string | null;
  buttonLabel: ReactNode;
  busy?: boolean;
  /** The form was sent (its default is prevented). */
  onSubmit: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The input's own attributes (name, type, autoComplete …). */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;
  /** The form's own attributes (role, aria-label …). */
  form?: Omit<FormHTMLAttributes<HTMLFormElement>, 'className' | 'onSubmit'>;
  messageClassName?: string;
  /** After the message (a status line). */
  children?: ReactNode;
}

/**
 * A form of one text field with its button beside it — a zip to search near, a promo code: the
 * label, the input and the button in a row, and the field's message under them in a live region
 * (role=alert), tied to the input by aria-invalid and aria-describedby. The caller owns the value,
 * the check and what sending does.
 */
export function InlineFieldForm({
  className,
  rowClassName,
  label,
  value,
  onValueChange,
  error,
  buttonLabel,
  busy = false,
  onSubmit,
  inputRef,
  input,
  form,
  messageClassName,
  children,
}: InlineFieldFormProps) {
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form {...form} className={className} onSubmit={submit} noValidate>
      <div className="ts-field">
        <label htmlFor={`${id}-input`}>{label}</label>
        <div className={rowClassName}>
          <input
            {...input}
            ref={inputRef}
            id={`${id}-input`}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => onValueChange(e.currentTarget.value)}
          />
          <button type="submit" className="ts-button ts-button--quiet" disabled={busy}>
            {buttonLabel}
          </button>
        </div>
      </div>
      <div role="alert" className={messageClassName}>
        {error && (
          <p className="ts-field__error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
      {children}
    </form>
  );
}
