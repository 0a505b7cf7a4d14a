/**
 * "Send as quote" on the cart page for a sales tool user (rules §6 Simple sales tool "Staff can
 * send a quote with the customer's {email} and {phone}"; docs/quotes.md): the customer's e-mail and
 * phone with the rules §5 messages, checked here and again by the API; a failure shows the rules §8
 * toast "quote could not be sent". Loaded only when the signed-in user is a sales tool user.
 */
import { fieldErrors, QUOTE_MESSAGES, sendQuoteEndpoint, sendQuoteInputSchema, type SentQuote } from '@tireshop/core';
import { Field } from '@tireshop/views';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { storefrontContext } from '../../context';
import { showToast } from '../../shell/toast';

type Errors = Partial<Record<'email' | 'phone', string>>;

export function SendQuoteForm({ cartId }: { cartId: string }) {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<SentQuote | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const phone = String(form.get('phone') ?? '');
    const { email: emailError, phone: phoneError } = fieldErrors(sendQuoteInputSchema, { cartId, email, phone });
    const found: Errors = { email: emailError, phone: phoneError };
    setErrors(found);
    if (found.email || found.phone) return;
    setBusy(true);
    setSent(null);
    const result = await storefrontContext(undefined).api.call(sendQuoteEndpoint, { body: { cartId, email, phone } });
    setBusy(false);
    if (!result.ok) {
      // rules §8 Other: "quote could not be sent" — with the API's reason when it gives one.
      showToast(`${QUOTE_MESSAGES.notSent} ${result.error.message}`, { kind: 'error' });
      return;
    }
    setSent(result.data.quote);
  }

  return (
    <section className="sf-account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Send as quote</h2>
      <p>The customer gets an e-mail with a link that opens these tires in their own cart at these prices for 7 days.</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`}>
        <Field id={`${id}-email`} name="email" label="Customer e-mail" error={errors.email}>
          {(control) => <input {...control} type="email" autoComplete="off" />}
        </Field>
        <Field id={`${id}-phone`} name="phone" label="Customer phone" error={errors.phone}>
          {(control) => <input {...control} type="tel" autoComplete="off" />}
        </Field>
        <button type="submit" className="ts-button" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Send as quote'}
        </button>
      </form>
      <div role="status">
        {sent && (
          <p className="ts-checkout-alert ts-checkout-alert--success">
            Quote {sent.quoteNumber} sent to {sent.email}. Text message for {sent.phone}: “{sent.textMessage}”{' '}
            <Link to="/account/quotes">See your quotes</Link>
          </p>
        )}
      </div>
    </section>
  );
}
