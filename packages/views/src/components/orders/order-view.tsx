/**
 * The order page's body (spec storefront §2 /checkout/confirm-order/{orderId},
 * /checkout/order-confirmation, /checkout/shipping-confirmation; rules §4 Order confirmation,
 * Payment code 539, Cancellation): the order number and its status in core's words
 * (orderStatusText: "Unconfirmed: payment processing" while the payment settles, then
 * "Confirmed", announced politely when it flips) — the tires,
 * where they go or when they are installed, billing, payment, totals and what happens next.
 * Router-agnostic (a Link component and a load function), so the storefront's pages and the
 * installer widget's in-widget checkout show the same thing.
 */
import { PAYMENT_MESSAGES, paths, type AreaMessage, type Order, type Translate } from '@tireshop/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { PlainLink, type LinkComponent } from '../link';
import { useApiText, useLocale, useMessages, usePrice } from '../locale';
import {
  CANCEL_BY_PHONE,
  CANCEL_FROM_MY_ORDERS,
  cancelWay,
  formatOrderDate,
  orderNextSteps,
  trackingResultHref,
  trackingZip,
} from './order-text';
import { useOrder, type LoadOrder } from './use-order';
import { useDestinationText } from '../checkout/destination-text';

export interface OrderViewProps {
  orderId: string;
  /** GET /v1/orders/{orderId}; asked again every few seconds while the payment is processing. */
  loadOrder: LoadOrder;
  /** The order just placed, shown at once (the checkout store's answer) instead of asking. */
  initialOrder?: Order | null;
  Link?: LinkComponent;
  /** "Track your order": the storefront's result page by default. */
  trackHref?: (order: Order) => string;
  /** spec §4 Cancellation "Others phone support": the site globals' customer service number. */
  customerService?: { display: string; value: string } | null;
  headingLevel?: 1 | 2 | 3;
  /** The page's title above the order number. */
  title?: string;
  /** Moves the keyboard to the title when the order shows (arriving on the page). */
  focusOnArrival?: boolean;
  /** 'delivery': where the tires go and the tires only (/checkout/shipping-confirmation). */
  variant?: 'order' | 'delivery';
  /** Shown for an unknown order id (the page's own links back). */
  notFound: ReactNode;
  /** Polling interval override (tests). */
  pollMs?: number;
}

/** The polite announcement when a processing payment settles while the page is open. */
export const ORDER_CONFIRMED_ANNOUNCEMENT = 'Your payment went through. Your order is confirmed.' as const;

/** The order page while the order is on its way (also what a server renders before the browser asks). */
export function OrderSkeleton() {
  const t = useMessages('order');
  return (
    <div className="ts-order" role="status" aria-busy="true">
      <span className="ts-visually-hidden">{t('Loading your order…')}</span>
      <div className="ts-skeleton ts-order-skeleton--head" />
      <div className="ts-skeleton ts-order-skeleton--body" />
    </div>
  );
}

type Heading = 'h1' | 'h2' | 'h3' | 'h4' | 'h5';
const heading = (level: number) => `h${Math.min(level, 5)}` as Heading;

/** The title of where the tires go, by the shipping option (spec §3 Cart shipping). */
const WHERE_TITLES = {
  INSTALLER: 'Installation',
  HOME: 'Delivery',
  FEDEX: 'FedEx pick-up',
  WAREHOUSE: 'Warehouse pick-up',
} as const satisfies Record<Order['shippingOption'], string>;

export function OrderView(props: OrderViewProps) {
  const { orderId, loadOrder, initialOrder, notFound, pollMs } = props;
  const { load, retry } = useOrder(loadOrder, orderId, { initial: initialOrder, pollMs });
  const t = useMessages('order');
  const apiText = useApiText();
  if (load.status === 'loading') return <OrderSkeleton />;
  if (load.status === 'not-found') return <>{notFound}</>;
  if (load.status === 'error') {
    return (
      <div className="ts-state ts-state--error" role="alert">
        <p>{t('We couldn’t load your order: {reason}', { reason: apiText(load.message) })}</p>
        <button type="button" className="ts-button" onClick={retry}>
          {t('Try again')}
        </button>
      </div>
    );
  }
  return <OrderDetails {...props} order={load.order} />;
}

function OrderDetails({
  order,
  Link = PlainLink,
  trackHref = (o) => trackingResultHref(o.orderNumber, trackingZip(o)),
  customerService = null,
  headingLevel = 1,
  title,
  focusOnArrival = false,
  variant = 'order',
}: OrderViewProps & { order: Order }) {
  const id = useId();
  const t = useMessages('order');
  const pay = useMessages('payment');
  const destinationText = useDestinationText();
  const locale = useLocale();
  const formatPrice = usePrice();
  const Title = heading(headingLevel);
  const Sub = heading(headingLevel + 1);
  const Minor = heading(headingLevel + 2);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const announced = useAnnouncement(order.status);
  // rules §4 Order confirmation and Payment code 539, in core's words: the headline and the sentence under it.
  const status = statusText(order, t, pay);

  useEffect(() => {
    if (focusOnArrival) titleRef.current?.focus();
  }, [focusOnArrival]);

  const installation = order.appointment;
  const home = order.shippingOption === 'HOME' ? order.shipping : null;

  return (
    <article className="ts-order" aria-labelledby={`${id}-title`}>
      <header className="ts-order__head">
        <Title className="ts-order__title" id={`${id}-title`} ref={titleRef} tabIndex={-1}>
          {title ?? t('Thank you for your order')}
        </Title>
        <p className="ts-order__number">
          {t('Order number')} <strong>{order.orderNumber}</strong>
          <span className="ts-order__placed">{t(' · placed {date}', { date: formatOrderDate(order.placedAt, undefined, locale) })}</span>
        </p>
        <div className={`ts-order-status ts-order-status--${order.status}`}>
          <p className="ts-order-status__label">
            <span className="ts-order-status__dot" aria-hidden="true" />
            {status.label}
          </p>
          <p className="ts-order-status__text">{status.message}</p>
        </div>
        <p className="ts-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          {announced}
        </p>
      </header>

      <div className="ts-checkout-layout">
        <div className="ts-checkout-layout__main">
          <section className="ts-checkout-card" aria-labelledby={`${id}-where`}>
            <Sub className="ts-checkout-card__title" id={`${id}-where`}>
              {t(WHERE_TITLES[order.shippingOption])}
            </Sub>
            <p className="ts-order__destination">{destinationText(order.destinationLabel)}</p>
            {installation && (
              <p className="ts-order__appointment">
                <span className="ts-order__appointment-label">
                  {installation.isMobileInstall ? t('Mobile installation:') : t('Installation time:')}
                </span>{' '}
                {installation.label}
              </p>
            )}
            {home && (
              <address className="ts-order__address">
                {home.firstName} {home.lastName}
                <br />
                {home.addressLine1}
                {home.addressLine2 ? `, ${home.addressLine2}` : ''}
                <br />
                {home.city}, {home.state} {home.zip}
              </address>
            )}
            <div className="ts-order__next">
              <Minor className="ts-order__subtitle">{t('What happens next')}</Minor>
              <ul>
                {orderNextSteps(order, t).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {cancelWay(order) === 'my-orders' && (
                <p className="ts-order__cancel">
                  <Link href={paths.myOrder(order.orderNumber)}>{t(CANCEL_FROM_MY_ORDERS)}</Link>
                </p>
              )}
              {cancelWay(order) === 'phone' && (
                <p className="ts-order__cancel">
                  {t(CANCEL_BY_PHONE)}
                  {customerService ? (
                    <>
                      {' '}
                      {t('at')} <a href={`tel:+${customerService.value}`}>{customerService.display}</a>
                    </>
                  ) : null}
                  .
                </p>
              )}
              {order.status !== 'cancelled' && (
                <p className="ts-order__track">
                  <Link href={trackHref(order)} className="ts-button ts-button--quiet">
                    {t('Track your order')}
                  </Link>
                </p>
              )}
            </div>
          </section>

          <section className="ts-checkout-card" aria-labelledby={`${id}-items`}>
            <div className="ts-checkout-card__head">
              <Sub className="ts-checkout-card__title" id={`${id}-items`}>
                {t('Your tires')}
              </Sub>
              <p className="ts-checkout-card__meta">
                {t('{count} tire|{count} tires', { count: order.items.reduce((sum, item) => sum + item.quantity, 0) })}
              </p>
            </div>
            <ul className="ts-order-items">
              {order.items.map((item) => (
                <li key={item.productId} className="ts-order-item">
                  <div className="ts-order-item__media">
                    <img
                      referrerPolicy="strict-origin-when-cross-origin"
                      src={item.image.src}
                      alt=""
                      width={72}
                      height={72}
                      loading="lazy"
                    />
                  </div>
                  <div className="ts-order-item__body">
                    <p className="ts-order-item__brand">{item.brand}</p>
                    <p className="ts-order-item__name">{item.name}</p>
                    <p className="ts-order-item__size">
                      {t('{size} · Qty {quantity} × {price}', {
                        size: item.size,
                        quantity: item.quantity,
                        price: formatPrice(item.unitPriceInCents),
                      })}
                    </p>
                    {item.roadHazardCostInCents > 0 && (
                      <p className="ts-order-item__extra">
                        {t('Road hazard protection {price}', { price: formatPrice(item.roadHazardCostInCents) })}
                      </p>
                    )}
                  </div>
                  <p className="ts-order-item__total">{formatPrice(item.lineTotalInCents)}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>

        {variant === 'order' && (
          <aside className="ts-checkout-layout__aside" aria-label={t('Payment and totals')}>
            <section className="ts-checkout-summary" aria-labelledby={`${id}-totals`}>
              <Sub className="ts-checkout-summary__title" id={`${id}-totals`}>
                {t('Order total')}
              </Sub>
              <OrderTotals order={order} />
            </section>
            <section className="ts-checkout-card ts-order__billing" aria-labelledby={`${id}-payment`}>
              <Sub className="ts-checkout-card__title" id={`${id}-payment`}>
                {t('Payment and billing')}
              </Sub>
              <p className="ts-order__payment">
                {/* rules §6 military exchange checkout: the exchange took the payment (docs/military-exchange.md). */}
                {order.payment.paymentType === 'exchange' ? t('Paid through the Exchange') : order.payment.label}
                {order.payment.status === 'processing' && <span className="ts-checkout-badge">{t('Processing')}</span>}
              </p>
              <address className="ts-order__address">
                {order.billing.firstName} {order.billing.lastName}
                {order.billing.companyName ? (
                  <>
                    <br />
                    {order.billing.companyName}
                  </>
                ) : null}
                <br />
                {order.billing.addressLine1}
                {order.billing.addressLine2 ? `, ${order.billing.addressLine2}` : ''}
                <br />
                {order.billing.city}, {order.billing.state} {order.billing.zip}
                <br />
                {order.billing.email}
              </address>
              {order.billing.poNumber && <p className="ts-order__po">{t('PO number {number}', { number: order.billing.poNumber })}</p>}
            </section>
          </aside>
        )}
      </div>
    </article>
  );
}

/**
 * rules §4 Order confirmation and Payment code 539: the headline and the sentence under it (core's
 * orderStatusText, in the catalogue's words).
 */
function statusText(
  order: Pick<Order, 'status' | 'orderNumber' | 'email'>,
  t: Translate<AreaMessage<'order'>>,
  pay: Translate<AreaMessage<'payment'>>,
): { label: string; message: string } {
  switch (order.status) {
    case 'unconfirmed':
      return { label: t('Unconfirmed: payment processing'), message: pay(PAYMENT_MESSAGES.processing) };
    case 'confirmed':
      return {
        label: t('Confirmed'),
        message: t('Thank you! Order {number} is confirmed; no further action is needed. The confirmation is on its way to {email}.', {
          number: order.orderNumber,
          email: order.email,
        }),
      };
    case 'cancelled':
      return { label: t('Cancelled'), message: t('Order {number} was cancelled.', { number: order.orderNumber }) };
  }
}

/** Spoken once, when a processing payment settles while the shopper watches (not on arrival). */
function useAnnouncement(status: Order['status']): string {
  const previous = useRef(status);
  const [text, setText] = useState('');
  const t = useMessages('order');
  useEffect(() => {
    if (previous.current === 'unconfirmed' && status === 'confirmed') setText(ORDER_CONFIRMED_ANNOUNCEMENT);
    previous.current = status;
  }, [status]);
  return text && t(ORDER_CONFIRMED_ANNOUNCEMENT);
}

function Row({ label, value, saving = false }: { label: string; value: string; saving?: boolean }) {
  return (
    <div className={`ts-checkout-summary__row${saving ? ' ts-checkout-summary__row--saving' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The order's amounts as the server charged them (never recomputed here). */
function OrderTotals({ order }: { order: Order }) {
  const t = useMessages('order');
  const formatPrice = usePrice();
  return (
    <>
      <dl className="ts-checkout-summary__rows">
        <Row label={t('Subtotal')} value={formatPrice(order.subtotalInCents)} />
        {order.discountInCents > order.militaryDiscountInCents && (
          <Row label={t('Discounts')} value={`−${formatPrice(order.discountInCents - order.militaryDiscountInCents)}`} saving />
        )}
        {order.militaryDiscountInCents > 0 && (
          <Row label={t('Military discount (5%)')} value={`−${formatPrice(order.militaryDiscountInCents)}`} saving />
        )}
        {order.roadHazardCostInCents > 0 && <Row label={t('Road hazard protection')} value={formatPrice(order.roadHazardCostInCents)} />}
        {order.fetInCents > 0 && <Row label={t('Federal excise tax')} value={formatPrice(order.fetInCents)} />}
        <Row label={t('Shipping')} value={order.shippingCostInCents === 0 ? t('FREE') : formatPrice(order.shippingCostInCents)} />
        {order.installationCostInCents > 0 && <Row label={t('Installation')} value={formatPrice(order.installationCostInCents)} />}
        <Row label={t('Tax')} value={formatPrice(order.taxInCents)} />
        {order.paymentTypeDiscountInCents > 0 && (
          <Row
            label={t('{label} discount', { label: order.payment.label })}
            value={`−${formatPrice(order.paymentTypeDiscountInCents)}`}
            saving
          />
        )}
      </dl>
      <div className="ts-checkout-summary__total">
        <span>{t('Total')}</span>
        <strong>{formatPrice(order.totalInCents)}</strong>
      </div>
    </>
  );
}
