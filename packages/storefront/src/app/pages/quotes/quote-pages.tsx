/**
 * Sales quotes on the storefront (rules §1 sales tool user, §6 Simple sales tool; docs/quotes.md):
 * the customer's quote page (/quotes/{token}: the tires at the quoted prices and "Add to my cart",
 * or a clear message once it has expired) and the sales tool user's list of the quotes they sent
 * (/account/quotes). The form that sends one is on the cart page (send-quote-form.tsx).
 */
import {
  cookieCartStorage,
  formatPrice,
  myQuotesEndpoint,
  openQuoteEndpoint,
  quoteEndpoint,
  withdrawQuoteEndpoint,
  type Quote,
} from '@tireshop/core';
import { formatOrderDate } from '@tireshop/views';
import { useState } from 'react';
import { data, Form, Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { browserCart } from '../../cart';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { AccountAreaNav, ChangeNotes, done, loaded, refusedAction } from '../account/account-area';

export const MY_QUOTES_PATH = '/account/quotes';

// ---- the customer's quote -----------------------------------------------------------------------

export async function quoteLoader({ context, request, params }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const result = await api.call(quoteEndpoint, { params: { token: params.token ?? '' }, signal: request.signal });
  if (!result.ok) throw data({ message: result.error.message }, { status: result.error.statusCode >= 400 ? result.error.statusCode : 500 });
  return { ...result.data, token: params.token ?? '' };
}

/** The quote's tires: each at its quoted price, retail struck through when it was higher. */
export function QuoteLines({ quote }: { quote: Quote }) {
  return (
    <>
      <ul className="sf-account-list">
        {quote.lines.map((line) => (
          <li key={line.productId} className="sf-account-card">
            <h2 className="sf-account-card__title">
              <Link to={line.link}>{line.name}</Link>
            </h2>
            <dl className="sf-account__details">
              <dt>Size</dt>
              <dd>{line.size}</dd>
              <dt>Quantity</dt>
              <dd>{line.quantity}</dd>
              <dt>Quoted price</dt>
              <dd>
                {formatPrice(line.unitPriceInCents)} each
                {line.retailPriceInCents > line.unitPriceInCents && (
                  <>
                    {' '}
                    <span className="ts-visually-hidden">retail </span>
                    <s>{formatPrice(line.retailPriceInCents)}</s>
                  </>
                )}
              </dd>
              <dt>Line total</dt>
              <dd>{formatPrice(line.lineTotalInCents)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p>
        Subtotal: <strong>{formatPrice(quote.subtotalInCents)}</strong> (tax, fees and delivery are added at checkout)
      </p>
    </>
  );
}

export function QuotePage() {
  const { quote, token } = useLoaderData<typeof quoteLoader>();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function addToCart() {
    setState({ busy: true, error: null });
    const cartId = browserCart()?.cartId() ?? null;
    const result = await storefrontContext(undefined).api.call(openQuoteEndpoint, { params: { token }, body: { cartId } });
    if (!result.ok) {
      setState({ busy: false, error: result.error.message });
      return;
    }
    // The cart (a new one, or the shopper's own) is kept in the cart cookies (spec §3); the cart page opens it.
    const storage = cookieCartStorage(document);
    storage.write('cartId', result.data.siteCart.id);
    storage.write('cartQuantity', String(result.data.siteCart.totalQuantity));
    window.location.assign('/checkout/shipping');
  }

  return (
    <div className="sf-container sf-account">
      <PageHead title={`Your quote ${quote.quoteNumber}`} />
      <h1 className="sf-page-title">Your quote {quote.quoteNumber}</h1>
      {quote.expired ? (
        <div className="ts-state ts-state--error" role="alert">
          <p>This quote expired on {formatOrderDate(quote.expiresAt)}. Its prices no longer hold: please ask us for a new quote.</p>
          <p>
            <Link to="/" className="ts-button">
              Shop tires
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p>These prices hold until {formatOrderDate(quote.expiresAt)}.</p>
          <QuoteLines quote={quote} />
          <div role="alert">{state.error && <p className="ts-checkout-alert ts-checkout-alert--error">{state.error}</p>}</div>
          <button type="button" className="ts-button" onClick={() => void addToCart()} disabled={state.busy} aria-busy={state.busy}>
            {state.busy ? 'Adding to your cart…' : 'Add to my cart'}
          </button>
        </>
      )}
    </div>
  );
}

// ---- the sales tool user's quotes -----------------------------------------------------------------

export async function myQuotesLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  return loaded(await api.call(myQuotesEndpoint, { signal: request.signal }), request);
}

/** "Withdraw quote": the quote ends now (a plain form posted to the shop's server). */
export async function myQuotesAction({ context, request }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const quoteNumber = String((await request.formData()).get('quoteNumber') ?? '');
  const result = await api.call(withdrawQuoteEndpoint, { params: { quoteNumber }, signal: request.signal });
  if (!result.ok) return refusedAction(result, request);
  return done(MY_QUOTES_PATH, `Quote ${quoteNumber} is withdrawn: its link now says it has expired.`);
}

export function MyQuotesPage() {
  const { quotes } = useLoaderData<typeof myQuotesLoader>();
  return (
    <div className="sf-container sf-account sf-account--wide">
      <PageHead title="Quotes sent" />
      <AccountAreaNav current={MY_QUOTES_PATH} />
      <h1 className="sf-page-title">Quotes sent</h1>
      <ChangeNotes />
      {quotes.length === 0 ? (
        <div className="ts-state">
          <p>You have sent no quotes yet. Build a cart and send it from the cart page with “Send as quote”.</p>
        </div>
      ) : (
        <ul className="sf-account-list">
          {quotes.map((quote) => (
            <li key={quote.quoteNumber} className="sf-account-card">
              <h2 className="sf-account-card__title">Quote {quote.quoteNumber}</h2>
              <dl className="sf-account__details">
                <dt>To</dt>
                <dd>
                  {quote.email}, {quote.phone}
                </dd>
                <dt>Sent</dt>
                <dd>{formatOrderDate(quote.createdAt)}</dd>
                <dt>{quote.expired ? 'Expired' : 'Holds until'}</dt>
                <dd>{formatOrderDate(quote.expiresAt)}</dd>
                <dt>Subtotal</dt>
                <dd>{formatPrice(quote.subtotalInCents)}</dd>
                <dt>Tires</dt>
                <dd>
                  {quote.lines.map((line) => (
                    <span key={line.productId} className="sf-account-card__line">
                      {line.quantity} × {line.name}, {line.size}: {formatPrice(line.unitPriceInCents)} each
                    </span>
                  ))}
                </dd>
                <dt>Link</dt>
                <dd>
                  <a href={quote.link}>{quote.link}</a>
                </dd>
                <dt>Text message for {quote.phone}</dt>
                <dd>{quote.textMessage}</dd>
              </dl>
              {!quote.expired && (
                <Form method="post">
                  <input type="hidden" name="quoteNumber" value={quote.quoteNumber} />
                  <button type="submit" className="ts-button ts-button--quiet">
                    Withdraw quote {quote.quoteNumber}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
