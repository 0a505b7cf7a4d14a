/**
 * Returning an order placed without an account (spec storefront §2 /track-your-order/return;
 * docs/returns.md "Without an account"). The shopper proves the order with what tracks it — its
 * number and ZIP code, carried over from the tracking page — and the e-mail address its
 * confirmation went to; then gets the same return form as a signed-in shopper
 * (pages/returns/return-form.tsx). Every call to the API carries the three again: the API checks
 * them each time and answers a mismatch with the same 404 whichever is wrong. Plain forms posted to
 * the shop's server, so it works before (and without) the page's script.
 */
import {
  cancelGuestReturnEndpoint,
  guestOrderReturnsEndpoint,
  paths,
  startGuestReturnEndpoint,
  type OrderReturn,
  type ReturnOptions,
} from '@tireshop/core';
import { trackingResultHref } from '@tireshop/views';
import { useEffect, useRef } from 'react';
import { data, Link, useActionData, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { redirect } from '../../redirect';
import { formField, formValues, ReturnForm, returnInputOf } from '../returns/return-form';
import { ReturnList } from '../returns/return-list';

interface Proof {
  orderId: string;
  zip: string;
  email: string;
}

interface TrackReturnAnswer {
  proof: Proof;
  /** The order's return options once the proof matched; null: ask for it again. */
  options: ReturnOptions | null;
  /** The order's returns once the proof matched. */
  returns: OrderReturn[];
  message: string | null;
  /** What a cancellation did, for the status line. */
  notice?: string;
  values: Record<string, string>;
}

/** The page's status: 200 when all went well; else the API's, but a 404 (no such order for this proof) is the form's 400, not a missing page. */
const refusedStatus = (status: number) => (status < 400 ? 200 : status === 404 ? 400 : status);

/**
 * POST /track-your-order/return: `intent=find` looks the order up with its proof; `intent=return`
 * starts the return (the proof posted again with the form) and goes back to the order's tracking,
 * which lists the return.
 */
export async function trackReturnAction({ context, request }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const form = await request.formData();
  const proof: Proof = {
    orderId: formField(form, 'orderId').trim(),
    zip: formField(form, 'zip').trim(),
    email: formField(form, 'email').trim(),
  };
  const values = formValues(form);
  const lookUp = () => api.call(guestOrderReturnsEndpoint, { body: proof });
  /** The page again with the order's options and returns as they are now, and what the last step said. */
  const answerWith = async (said: { message?: string; notice?: string; status?: number }, kept: Record<string, string> = {}) => {
    const found = await lookUp();
    const message = said.message ?? (found.ok ? null : found.error.message);
    const answer: TrackReturnAnswer = {
      proof,
      options: found.ok ? found.data.options : null,
      returns: found.ok ? found.data.returns : [],
      message,
      notice: said.notice,
      values: kept,
    };
    const status = said.status ?? (found.ok ? 200 : found.error.statusCode);
    return data(answer, { status: refusedStatus(status) });
  };
  const intent = formField(form, 'intent');
  if (intent === 'return') {
    const started = await api.call(startGuestReturnEndpoint, { body: { ...proof, ...(await returnInputOf(form)) } });
    if (started.ok) {
      const note = `Return ${started.data.return.returnNumber} is requested. We have e-mailed you its number and how to send the tires back.`;
      return redirect(`${trackingResultHref(proof.orderId, proof.zip)}&done=${encodeURIComponent(note)}`, { status: 303 });
    }
    return answerWith({ message: started.error.message, status: started.error.statusCode }, values);
  }
  if (intent === 'cancel') {
    const returnNumber = formField(form, 'returnNumber');
    const cancelled = await api.call(cancelGuestReturnEndpoint, { params: { returnNumber }, body: proof });
    if (cancelled.ok) return answerWith({ notice: `Return ${returnNumber} is cancelled.` });
    return answerWith({ message: cancelled.error.message, status: cancelled.error.statusCode });
  }
  return answerWith({});
}

export function TrackReturnPage() {
  const answer = useActionData<TrackReturnAnswer>();
  const [search] = useSearchParams();
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.message) alertRef.current?.focus();
  }, [answer]);
  const proof = answer?.proof ?? { orderId: search.get('orderId') ?? '', zip: search.get('zip') ?? '', email: '' };
  const found = answer?.options ? answer : null;
  const title = found ? `Return tires from order ${proof.orderId}` : 'Return tires';
  return (
    <div className="sf-container sf-account">
      <PageHead title={title} description="Return tires from an order placed without an account." />
      <h1 className="sf-page-title">{title}</h1>
      <p>
        {proof.orderId && proof.zip && <Link to={trackingResultHref(proof.orderId, proof.zip)}>Back to the order’s tracking</Link>}
        {proof.orderId && proof.zip && ' · '}
        <Link to="/returns-and-refunds">Returns and refunds</Link>
      </p>
      <div role="alert" tabIndex={-1} ref={alertRef}>
        {answer?.message && <p className="ts-checkout-alert ts-checkout-alert--error">{answer.message}</p>}
      </div>
      <div role="status">{answer?.notice && <p className="ts-checkout-alert ts-checkout-alert--success">{answer.notice}</p>}</div>
      {found && found.returns.length > 0 && (
        <section className="sf-account-section" aria-labelledby="track-return-returns">
          <h2 id="track-return-returns">Returns of this order</h2>
          <ReturnList
            returns={found.returns}
            cancelFields={
              <>
                <input type="hidden" name="intent" value="cancel" />
                <ProofFields proof={proof} />
              </>
            }
          />
        </section>
      )}
      {found?.options ? (
        <ReturnForm options={found.options} values={answer?.values ?? {}}>
          <input type="hidden" name="intent" value="return" />
          <ProofFields proof={proof} />
        </ReturnForm>
      ) : (
        <form method="post" className="sf-account-form" aria-label="Find your order">
          <p>
            Enter your order number, the ZIP code of its shipping or billing address and the e-mail address your order confirmation went to.
            Signed in? Return tires from <Link to={paths.myOrders()}>your orders</Link>.
          </p>
          <input type="hidden" name="intent" value="find" />
          <p className="ts-field">
            <label htmlFor="return-order-id">Order number</label>
            <input id="return-order-id" name="orderId" inputMode="numeric" required defaultValue={proof.orderId} />
          </p>
          <p className="ts-field">
            <label htmlFor="return-zip">ZIP code</label>
            <input id="return-zip" name="zip" inputMode="numeric" autoComplete="postal-code" required defaultValue={proof.zip} />
          </p>
          <p className="ts-field">
            <label htmlFor="return-email">E-mail address</label>
            <input id="return-email" name="email" type="email" autoComplete="email" required defaultValue={proof.email} />
          </p>
          <p>
            <button type="submit" className="ts-button">
              Find my order
            </button>
          </p>
        </form>
      )}
    </div>
  );
}

/** The proof again with every form that follows the lookup: the API checks it on each call. */
function ProofFields({ proof }: { proof: Proof }) {
  return (
    <>
      <input type="hidden" name="orderId" value={proof.orderId} />
      <input type="hidden" name="zip" value={proof.zip} />
      <input type="hidden" name="email" value={proof.email} />
    </>
  );
}
