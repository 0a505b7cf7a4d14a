/**
 * The order tracking form (spec storefront §2 /track-your-order; rules §5 "Order tracking: Please
 * review. Order ID & ZIP Code do not match."): the order number and the ZIP code of the order's
 * shipping or billing address. The format is checked here with the contract's own rules; a
 * number and ZIP that do not belong together — or an order nobody placed, which the API answers
 * the same way — show the spec's words in an alert that takes the keyboard. When the API says
 * "too many tries" (429), its own message is shown.
 */
import { fieldErrors, orderTrackingQuerySchema, type ApiResult, type FieldErrors, type OrderTracking } from '@tireshop/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Field } from '../checkout/fields';

/** GET /v1/order-tracking?orderId=&zip=. */
export type LookupTracking = (orderId: string, zip: string) => Promise<ApiResult<{ orderTracking: OrderTracking }>>;

export interface TrackQuery {
  orderId: string;
  zip: string;
}

export const ORDER_NUMBER_MISSING = 'Please enter your order number.';

/** The fields' problems before asking the API (the endpoint's query schema, so the words match the API's). */
export function trackQueryErrors(query: TrackQuery): FieldErrors {
  const errors = fieldErrors(orderTrackingQuerySchema, query);
  if (query.orderId.trim() === '') errors.orderId = ORDER_NUMBER_MISSING;
  return errors;
}

export interface TrackOrderFormProps {
  lookup: LookupTracking;
  /** The API found the order: show it (the storefront goes to /track-your-order/result). */
  onFound: (tracking: OrderTracking, query: TrackQuery) => void;
  /** Prefilled values (a link with ?orderId=…, or the result page's query). */
  initial?: Partial<TrackQuery>;
  /** A refusal to show on arrival (the result page's own lookup failed); it takes the keyboard. */
  initialError?: string | null;
  headingLevel?: 2 | 3;
}

export function TrackOrderForm({ lookup, onFound, initial = {}, initialError = null, headingLevel = 2 }: TrackOrderFormProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const [query, setQuery] = useState<TrackQuery>({ orderId: initial.orderId ?? '', zip: initial.zip ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<{ message: string; attempt: number } | null>(
    initialError ? { message: initialError, attempt: 0 } : null,
  );
  const [busy, setBusy] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Every refusal (also the same words again) moves the keyboard to the alert.
  useEffect(() => {
    if (refusal) alertRef.current?.focus();
  }, [refusal]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = trackQueryErrors(query);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusal(null);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    const trimmed = { orderId: query.orderId.trim(), zip: query.zip.trim() };
    const result = await lookup(trimmed.orderId, trimmed.zip);
    setBusy(false);
    if (result.ok) {
      setRefusal(null);
      onFound(result.data.orderTracking, trimmed);
    } else {
      // The API's words: the spec's mismatch sentence (404) or its rate-limit message (429).
      setRefusal({ message: result.error.message, attempt: (refusal?.attempt ?? 0) + 1 });
    }
  }

  const set = (key: keyof TrackQuery) => (value: string) => {
    setQuery((q) => ({ ...q, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  return (
    <form ref={formRef} className="ts-track-form" aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => void submit(e)}>
      <Heading className="ts-track-form__title" id={`${id}-title`}>
        Track your order
      </Heading>
      <p className="ts-track-form__hint">
        Enter the order number from your confirmation e-mail and the ZIP code of your shipping or billing address.
      </p>
      <div role="alert" tabIndex={-1} ref={alertRef} className="ts-track-form__alert">
        {refusal && <p className="ts-checkout-alert ts-checkout-alert--error">{refusal.message}</p>}
      </div>
      <div className="ts-track-form__fields">
        <Field id={`${id}-order`} name="orderId" label="Order number" error={errors.orderId}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={query.orderId}
              onChange={(e) => set('orderId')(e.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-zip`} name="zip" label="ZIP code" error={errors.zip}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="postal-code"
              value={query.zip}
              onChange={(e) => set('zip')(e.target.value)}
            />
          )}
        </Field>
      </div>
      <button type="submit" className="ts-button" aria-busy={busy || undefined} aria-disabled={busy || undefined}>
        {busy ? 'Looking up your order…' : 'Track order'}
      </button>
    </form>
  );
}
