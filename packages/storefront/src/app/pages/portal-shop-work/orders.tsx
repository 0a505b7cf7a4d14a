/**
 * /portal/shops/{shopCode}/orders (docs/portal.md "Orders to fulfil"): the orders shipped to the
 * shop for installation with their tracking steps (rules §4 Order tracking steps), and the shop's
 * two steps: "Tires received" (the order reaches Delivered) and "Installed" — both shown to the
 * shopper on the tracking page.
 */
import { portalOrdersEndpoint, portalOrderStepEndpoint, type PortalOrder } from '@tireshop/core';
import { formatOrderDate } from '@tireshop/views';
import { data, Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { ActionButton, answered, field, loaded, tireLine, WorkPage, workPath } from './portal-work-parts';

const STATES = [
  { state: 'open', label: 'To do' },
  { state: 'done', label: 'Installed or cancelled' },
  { state: 'all', label: 'All' },
] as const;
type State = (typeof STATES)[number]['state'];

export async function ordersLoader({ context, request, params }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const asked = new URL(request.url).searchParams.get('state');
  const state: State = asked === 'done' || asked === 'all' ? asked : 'open';
  const answer = loaded(
    await api.call(portalOrdersEndpoint, {
      params: { shopCode: params.shopCode ?? '' },
      query: state === 'all' ? {} : { state },
      signal: request.signal,
    }),
    request,
  );
  return { state, ...answer };
}

export async function ordersAction({ context, request, params }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const form = await request.formData();
  const step = field(form, 'intent');
  if (step !== 'received' && step !== 'installed') throw data({ message: 'Unknown change.' }, { status: 400 });
  const orderNumber = field(form, 'orderNumber');
  const result = await api.call(portalOrderStepEndpoint, { params: { shopCode: params.shopCode ?? '', orderNumber }, body: { step } });
  return answered(result, request, step === 'received' ? `Order ${orderNumber}: tires received.` : `Order ${orderNumber}: installed.`);
}

function OrderCard({ order }: { order: PortalOrder }) {
  const cancelled = order.trackingStatus === 'cancelled';
  return (
    <li className="sf-account-card">
      <h2 className="sf-account-card__title">Order {order.orderNumber}</h2>
      <dl className="sf-account__details">
        <dt>Customer</dt>
        <dd>{order.customerName}</dd>
        <dt>Appointment</dt>
        <dd>{order.appointmentLabel ?? '—'}</dd>
        <dt>Placed</dt>
        <dd>{formatOrderDate(order.placedAt)}</dd>
        <dt>Tires</dt>
        <dd>
          {order.items.map((item) => (
            <span key={`${item.name}-${item.size}`} className="sf-account-card__line">
              {tireLine(item)}
            </span>
          ))}
        </dd>
        {order.trackingNumber && (
          <>
            <dt>Tracking</dt>
            <dd>
              {order.carrier ?? 'Carrier'} {order.trackingNumber}
            </dd>
          </>
        )}
      </dl>
      <ol className="sf-portal-work__steps" aria-label={`Order ${order.orderNumber} tracking`}>
        {order.steps.map((s) => (
          <li key={s.status} className={s.reachedAt ? 'sf-portal-work__step--done' : undefined}>
            {s.label}
            {s.reachedAt ? ` · ${formatOrderDate(s.reachedAt)}` : ' · not yet'}
          </li>
        ))}
        <li className={order.installedAt ? 'sf-portal-work__step--done' : undefined}>
          Installed{order.installedAt ? ` · ${formatOrderDate(order.installedAt)}` : ' · not yet'}
        </li>
      </ol>
      {cancelled ? (
        <p className="ts-checkout-alert ts-checkout-alert--notice">This order was cancelled.</p>
      ) : order.installedAt ? null : order.trackingStatus === 'delivered' ? (
        <ActionButton intent="installed" values={{ orderNumber: order.orderNumber }} primary>
          Mark installed
        </ActionButton>
      ) : (
        <ActionButton intent="received" values={{ orderNumber: order.orderNumber }} primary>
          Tires received
        </ActionButton>
      )}
    </li>
  );
}

export function OrdersPage() {
  const { shop, state, orders } = useLoaderData<typeof ordersLoader>();
  const base = workPath(shop.shopCode, 'orders');
  return (
    <WorkPage title="Orders to fulfil" shop={shop}>
      <nav aria-label="Which orders" className="sf-portal-work__toolbar">
        {STATES.map((s) => (
          <Link
            key={s.state}
            to={`${base}?state=${s.state}`}
            aria-current={s.state === state ? 'page' : undefined}
            className="sf-portal-work__tab"
          >
            {s.label}
          </Link>
        ))}
      </nav>
      {orders.length === 0 ? (
        <p className="ts-state">
          {state === 'open' ? 'No orders to fulfil: every order shipped to the shop is installed.' : 'No orders here yet.'}
        </p>
      ) : (
        <ul className="sf-account-list">
          {orders.map((order) => (
            <OrderCard key={order.orderNumber} order={order} />
          ))}
        </ul>
      )}
    </WorkPage>
  );
}
