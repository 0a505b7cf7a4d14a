/**
 * Order tracking (spec storefront §2 /track-your-order, /track-your-order/result; rules §4 Order
 * tracking steps; §5 "Order tracking: Please review. Order ID & ZIP Code do not match."). The form
 * asks the API and, when the order and ZIP belong together, opens the result page with the answer
 * in the history state; the result page opened any other way (a link from the order page or an
 * e-mail, a reload, Back) asks again with its query. A refusal there shows the form with the API's words.
 * The form page is indexed (index,follow); both are rendered in the browser after the frame.
 */
import { answerOf, orderTrackingEndpoint, shopQuery, type OrderTracking } from '@tireshop/core';
import {
  TRACK_ORDER_PATH,
  TrackingResult,
  TrackOrderForm,
  trackingResultHref,
  trackingReturnHref,
  type LookupTracking,
  type TrackQuery,
} from '@tireshop/views';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { useInBrowser } from './in-browser';

/** The browser's client, found when the page first asks (the page module loads before it is set up). */
const browserApi = () => storefrontContext(undefined).api;
const lookup: LookupTracking = (orderId, zip) => browserApi().call(orderTrackingEndpoint, { query: { orderId, zip } });

/** What the form hands the result page through the history state. */
interface TrackingState {
  tracking: OrderTracking;
}

function useTrackingNavigation() {
  const navigate = useNavigate();
  return (tracking: OrderTracking, query: TrackQuery) =>
    void navigate(trackingResultHref(query.orderId, query.zip), { state: { tracking } satisfies TrackingState });
}

export function TrackYourOrderPage() {
  const [search] = useSearchParams();
  const onFound = useTrackingNavigation();
  return (
    <div className="sf-container">
      <PageHead title="Track your order" description="Where is my order? Track a tireshop order with its order number and ZIP code." />
      <h1 className="sf-page-title">Order tracking</h1>
      <p>See where your tires are: processed, waiting for the carrier, on their way, or delivered.</p>
      <TrackOrderForm lookup={lookup} onFound={onFound} initial={{ orderId: search.get('orderId') ?? '', zip: search.get('zip') ?? '' }} />
    </div>
  );
}

type ResultLoad = { status: 'loading' } | { status: 'found'; tracking: OrderTracking } | { status: 'refused'; message: string | null };

export function TrackingResultPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const inBrowser = useInBrowser();
  const onFound = useTrackingNavigation();
  const query = { orderId: search.get('orderId')?.trim() ?? '', zip: search.get('zip')?.trim() ?? '' };
  // Only right after the form's navigation: a reload or Back/Forward (POP) asks again, the order may have moved on.
  const carried = navigationType === 'PUSH' ? (location.state as Partial<TrackingState> | null)?.tracking : undefined;
  const wasCarried = carried !== undefined && carried.orderNumber === query.orderId;
  const asks = inBrowser && !wasCarried && query.orderId !== '' && query.zip !== '';
  // A store per navigation (location.key): a reload or Back/Forward asks again, showing the answer
  // it already has meanwhile; the query layer asks once however many times the page renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one lookup per navigation; the query is that navigation's
  const tracking = useMemo(
    () =>
      answerOf(
        shopQuery().endpoint(browserApi, orderTrackingEndpoint, asks ? { query: { orderId: query.orderId, zip: query.zip } } : null),
      ),
    [asks, location.key],
  );
  const answer = useStore(tracking);
  const load: ResultLoad = !inBrowser
    ? { status: 'loading' }
    : wasCarried
      ? { status: 'found', tracking: carried }
      : !asks
        ? // Nothing to ask about: the form, without a refusal.
          { status: 'refused', message: null }
        : answer.status === 'ready'
          ? { status: 'found', tracking: answer.data.orderTracking }
          : answer.status === 'error'
            ? { status: 'refused', message: answer.error.message }
            : { status: 'loading' };

  // What the last change did (a return started from /track-your-order/return).
  const note = search.get('done');
  return (
    <div className="sf-container">
      <PageHead title="Your order status" />
      <div role="status">{note && <p className="ts-checkout-alert ts-checkout-alert--success">{note}</p>}</div>
      {load.status === 'found' ? (
        <TrackingResult
          tracking={load.tracking}
          focusOnArrival
          actions={
            <>
              {/* docs/returns.md "Without an account": a delivered order's tires go back from here. */}
              {load.tracking.trackingStatus === 'delivered' && (
                <Link className="ts-button" to={trackingReturnHref(load.tracking.orderNumber, query.zip)}>
                  Return tires
                </Link>
              )}
              <Link className="ts-button ts-button--quiet" to={TRACK_ORDER_PATH}>
                Track another order
              </Link>
            </>
          }
        />
      ) : load.status === 'refused' ? (
        <>
          <h1 className="sf-page-title">Order tracking</h1>
          <TrackOrderForm key={location.key} lookup={lookup} onFound={onFound} initial={query} initialError={load.message} />
        </>
      ) : (
        <div role="status" aria-busy="true">
          <span className="ts-visually-hidden">Looking up your order…</span>
          <div className="ts-skeleton ts-order-skeleton--body" />
        </div>
      )}
    </div>
  );
}
