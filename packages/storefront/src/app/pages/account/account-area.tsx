/**
 * The signed-in shopper's account area (spec storefront §2 /account/my-orders, /account/my-garage;
 * docs/decisions.md "The account area"): My orders and an order's page with online cancellation
 * (rules §6 "Only logged-in users can cancel online"; storefront §4 "Order cancellable within 30
 * minutes"), saved addresses, and the garage. Every page is rendered on the shop's server with the
 * shopper's session and every change is a plain HTML form posted to it, so the pages work before
 * their scripts load; a signed-out visitor is sent to sign in and brought back.
 */
import {
  addMyAddressEndpoint,
  addMyVehicleEndpoint,
  cancelMyOrderEndpoint,
  cancelMyReturnEndpoint,
  defaultMyAddressEndpoint,
  deleteMyAddressEndpoint,
  ADDRESS_MESSAGES,
  fieldErrors,
  formatPrice,
  MAX_GARAGE_VEHICLES,
  MAX_SAVED_ADDRESSES,
  myAddressesEndpoint,
  myOrderEndpoint,
  myOrderReturnsEndpoint,
  myOrdersEndpoint,
  myVehiclesEndpoint,
  orderStatusText,
  PHONE_TYPES,
  paths,
  removeMyVehicleEndpoint,
  savedAddressInputSchema,
  stateOffered,
  TRACKING_STEP_LABELS,
  updateMyAddressEndpoint,
  vehicleMakesEndpoint,
  vehicleModelsEndpoint,
  vehicleTrimsEndpoint,
  vehicleYearsEndpoint,
  type ApiResult,
  type FieldErrors,
  type GarageVehicle,
  type MyOrder,
  type MyOrderReturns,
  type Order,
  type MyOrderSummary,
  type SavedAddress,
} from '@tireshop/core';
import {
  ADDRESS_LABELS,
  ADDRESS_MAX_LENGTH,
  addressAutocomplete,
  Field,
  formatOrderDate,
  OPTIONAL_ADDRESS_FIELDS,
  StateOptions,
  TrackingResult,
  trackingResultHref,
  trackingZip,
} from '@tireshop/views';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { data, Link, useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { redirect } from '../../redirect';
import { useRootData } from '../../root-data';
import { ReturnList, tireLine } from '../returns/return-list';
import { signInHref } from './account-pages';

export const MY_ORDERS_PATH = paths.myOrders();
export const ADDRESSES_PATH = '/account/addresses';
export const GARAGE_PATH = '/account/my-garage';

type Refusal = Extract<ApiResult<unknown>, { ok: false }>;

/** Where the page was asked for (its path and query): where sign-in brings the shopper back to. */
const herePath = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** A loader's answer: the data, or signed out → the sign-in page (coming back here), or the error page with the API's words. */
export function loaded<T>(result: ApiResult<T>, request: Request): T {
  if (result.ok) return result.data;
  if (result.error.statusCode === 401) throw redirect(signInHref(herePath(request)));
  throw data({ message: result.error.message }, { status: result.error.statusCode >= 400 ? result.error.statusCode : 500 });
}

/** An action's refusal: signed out → sign in; otherwise the API's words for the page to show. */
export function refusedAction(result: Refusal, request: Request, values: Record<string, string> = {}) {
  if (result.error.statusCode === 401) throw redirect(signInHref(herePath(request)));
  return data<ActionAnswer>(
    { message: result.error.message, errors: {}, values },
    { status: result.error.statusCode >= 400 ? result.error.statusCode : 500 },
  );
}

export interface ActionAnswer {
  message: string | null;
  errors: FieldErrors;
  values: Record<string, string>;
  /** The change may be sent again as it was (the order's payment could not be released yet). */
  retry?: boolean;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** After a change: back to the page with a note of what happened (303: the browser follows with a GET). */
export const done = (path: string, note: string) => redirect(`${path}?done=${encodeURIComponent(note)}`, { status: 303 });

// ---- the parts ----------------------------------------------------------------------------------

/** "2 × Michelin Defender2, 225/65R17" (a tire's name begins with its brand). */

/** What an order's shopper paid, line by line and in total (also on the order's page in the operations console). */
export function OrderPaid({ order, title = 'What you paid' }: { order: Order; title?: string }) {
  return (
    <section className="sf-account-section" aria-labelledby="order-totals">
      <h2 id="order-totals">{title}</h2>
      <ul className="sf-account-lines">
        {order.items.map((item) => (
          <li key={item.productId}>
            {tireLine(item)}: {formatPrice(item.lineTotalInCents)}
          </li>
        ))}
      </ul>
      <dl className="sf-account__details">
        <dt>Subtotal</dt>
        <dd>{formatPrice(order.subtotalInCents)}</dd>
        {order.discountInCents > 0 && (
          <>
            <dt>Discount</dt>
            <dd>−{formatPrice(order.discountInCents)}</dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd>{formatPrice(order.shippingCostInCents)}</dd>
        <dt>Tax and fees</dt>
        <dd>{formatPrice(order.taxInCents + order.fetInCents)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{formatPrice(order.totalInCents)}</strong>
        </dd>
      </dl>
    </section>
  );
}

/** The account area's pages and where each is, as a small nav on each of them. */
const AREA_LINKS = [
  { to: '/account', label: 'Your account' },
  { to: MY_ORDERS_PATH, label: 'My orders' },
  { to: ADDRESSES_PATH, label: 'Addresses' },
  { to: GARAGE_PATH, label: 'My garage' },
];

export function AccountAreaNav({ current }: { current: string }) {
  return (
    <nav className="sf-account-nav" aria-label="Your account">
      <ul>
        {AREA_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={link.to === current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A page of the area: its title, the nav, the note of the last change (?done=) and the refusal of the last form. */
export function AreaPage({
  title,
  current,
  children,
  wide = false,
}: {
  title: string;
  current: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`sf-container sf-account${wide ? ' sf-account--wide' : ''}`}>
      <PageHead title={title} />
      <AccountAreaNav current={current} />
      <h1 className="sf-page-title">{title}</h1>
      <ChangeNotes />
      {children}
    </div>
  );
}

/** The note of the last change (?done=) and the refusal of the last form, focused so it is read out. */
export function ChangeNotes() {
  const answer = useActionData<ActionAnswer>();
  const [search] = useSearchParams();
  const note = search.get('done');
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.message) alertRef.current?.focus();
  }, [answer]);
  return (
    <>
      <div role="status">{note && <p className="ts-checkout-alert ts-checkout-alert--success">{note}</p>}</div>
      <div role="alert" tabIndex={-1} ref={alertRef}>
        {answer?.message && <p className="ts-checkout-alert ts-checkout-alert--error">{answer.message}</p>}
      </div>
    </>
  );
}

/** The order's state in a word or two: cancelled, unconfirmed, or where tracking has it. */
const orderStateLabel = (order: Pick<MyOrderSummary, 'status' | 'trackingStatus'>) =>
  order.status === 'cancelled'
    ? 'Cancelled'
    : order.status === 'unconfirmed'
      ? 'Unconfirmed: payment processing'
      : TRACKING_STEP_LABELS[order.trackingStatus as keyof typeof TRACKING_STEP_LABELS];

// ---- my orders ----------------------------------------------------------------------------------

export async function myOrdersLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const asked = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  return loaded(await api.call(myOrdersEndpoint, { query: { page }, signal: request.signal }), request);
}

export function MyOrdersPage() {
  const { orders, pagination } = useLoaderData<typeof myOrdersLoader>();
  return (
    <AreaPage title="My orders" current={MY_ORDERS_PATH} wide>
      {orders.length === 0 && pagination.total > 0 ? (
        <p>
          There are no orders on this page. <Link to={MY_ORDERS_PATH}>See your latest orders</Link>
        </p>
      ) : orders.length === 0 ? (
        <div className="ts-state">
          <p>You have no orders yet. The orders you place while signed in show here.</p>
          <p>
            <Link to="/" className="ts-button">
              Shop tires
            </Link>
          </p>
        </div>
      ) : (
        <>
          <ul className="sf-account-list">
            {orders.map((order) => (
              <li key={order.orderNumber} className="sf-account-card">
                <h2 className="sf-account-card__title">
                  <Link to={paths.myOrder(order.orderNumber)}>Order {order.orderNumber}</Link>
                </h2>
                <dl className="sf-account__details">
                  <dt>Placed</dt>
                  <dd>{formatOrderDate(order.placedAt)}</dd>
                  <dt>Status</dt>
                  <dd>{orderStateLabel(order)}</dd>
                  <dt>Total</dt>
                  <dd>{formatPrice(order.totalInCents)}</dd>
                  <dt>Tires</dt>
                  <dd>
                    {order.items.map((item) => (
                      <span key={`${item.name}-${item.size}`} className="sf-account-card__line">
                        {tireLine(item)}
                      </span>
                    ))}
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
          {pagination.pageCount > 1 && (
            <nav className="sf-account-pages" aria-label="Pages of your orders">
              {pagination.page > 1 && <Link to={`${MY_ORDERS_PATH}?page=${pagination.page - 1}`}>Newer orders</Link>}
              <span>
                Page {pagination.page} of {pagination.pageCount}
              </span>
              {pagination.page < pagination.pageCount && <Link to={`${MY_ORDERS_PATH}?page=${pagination.page + 1}`}>Older orders</Link>}
            </nav>
          )}
        </>
      )}
    </AreaPage>
  );
}

// ---- an order -----------------------------------------------------------------------------------

export async function myOrderLoader({ context, request, params }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const orderNumber = params.orderNumber ?? '';
  if (!/^\d{1,12}$/.test(orderNumber)) throw data({ message: 'Not found' }, { status: 404 });
  const [order, returns] = await Promise.all([
    api.call(myOrderEndpoint, { params: { orderNumber }, signal: request.signal }),
    api.call(myOrderReturnsEndpoint, { params: { orderNumber }, signal: request.signal }),
  ]);
  return { ...loaded(order, request), returns: loaded(returns, request) };
}

/** The return page of an order: where "Start a return" goes. */
export const startReturnPath = (orderNumber: string) => `${paths.myOrder(orderNumber)}/return`;

/** POST /account/my-orders/{n}: cancels the order (the confirmation dialog's form), or one of its returns (`returnNumber`). */
export async function cancelOrderAction({ context, request, params }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const orderNumber = params.orderNumber ?? '';
  const returnNumber = text(await request.formData(), 'returnNumber');
  if (returnNumber) {
    const cancelled = await api.call(cancelMyReturnEndpoint, { params: { returnNumber } });
    if (!cancelled.ok) return refusedAction(cancelled, request);
    return done(paths.myOrder(orderNumber), `Return ${returnNumber} is cancelled.`);
  }
  const result = await api.call(cancelMyOrderEndpoint, { params: { orderNumber } });
  if (!result.ok) {
    const refused = refusedAction(result, request);
    // 503: the order is cancelled but the gateway kept the money for now; the same call again releases it.
    if (result.error.statusCode === 503) return data<ActionAnswer>({ ...refused.data, retry: true }, refused.init ?? undefined);
    return refused;
  }
  return done(paths.myOrder(orderNumber), `Order ${orderNumber} is cancelled. We have e-mailed you the details.`);
}

export function MyOrderPage() {
  const { order, orderTracking, cancellation, returns } = useLoaderData() as MyOrder & { returns: MyOrderReturns };
  const { globals } = useRootData();
  const phone = globals?.customerServiceNumber ?? null;
  const status = orderStatusText(order);
  const answer = useActionData<ActionAnswer>();
  return (
    <AreaPage title={`Order ${order.orderNumber}`} current={MY_ORDERS_PATH} wide>
      {answer?.retry && (
        <form method="post">
          <button type="submit" className="ts-button">
            Try again
          </button>
        </form>
      )}
      <p>
        Placed {formatOrderDate(order.placedAt)} · <strong>{status.label}</strong> · {formatPrice(order.totalInCents)} ·{' '}
        {order.payment.label}
      </p>
      {cancellation.cancellable ? (
        <CancelOrder orderNumber={order.orderNumber} until={cancellation.until!} />
      ) : (
        cancellation.refusal && (
          <p className="sf-account-note">
            {cancellation.refusal}
            {phone && (
              <>
                {' '}
                Call us at <a href={`tel:+${phone.value}`}>{phone.display}</a>.
              </>
            )}
          </p>
        )
      )}
      <OrderReturns orderNumber={order.orderNumber} returns={returns} />
      <TrackingResult
        tracking={orderTracking}
        headingLevel={2}
        actions={
          <Link to={trackingResultHref(order.orderNumber, trackingZip(order))} className="ts-button ts-button--quiet">
            Open in order tracking
          </Link>
        }
      />
      <OrderPaid order={order} />
    </AreaPage>
  );
}

/**
 * The order's returns (docs/returns.md): each with its number, state, tires and refund, "Cancel
 * the return" while it is requested; "Start a return" while tires can still go back, else why not
 * (once delivered).
 */
function OrderReturns({ orderNumber, returns: { options, returns } }: { orderNumber: string; returns: MyOrderReturns }) {
  const delivered = options.until !== null;
  if (!delivered && returns.length === 0) return null;
  return (
    <section className="sf-account-section" aria-labelledby="order-returns">
      <h2 id="order-returns">Returns</h2>
      <ReturnList returns={returns} />
      {options.returnable ? (
        <p>
          You can return unmounted, unused tires until {formatOrderDate(options.until!)}.{' '}
          <Link to={startReturnPath(orderNumber)} className="ts-button ts-button--quiet">
            Start a return
          </Link>
        </p>
      ) : (
        options.refusal && <p className="sf-account-note">{options.refusal}</p>
      )}
    </section>
  );
}

/**
 * "Cancel order" and its confirmation in a native modal <dialog>: "Yes, cancel the order" posts the
 * cancellation, "Keep the order" closes it (a form of method dialog, so Escape and the button close
 * it alike and the keyboard returns to "Cancel order").
 */
function CancelOrder({ orderNumber, until }: { orderNumber: string; until: string }) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(until));
  return (
    <div className="sf-account-cancel">
      <p>You can cancel this order online until {time}, while we have not started on it.</p>
      <button type="button" className="ts-button ts-button--quiet" onClick={() => dialogRef.current?.showModal()}>
        Cancel order
      </button>
      <dialog ref={dialogRef} className="sf-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <h2 id={`${id}-title`}>Cancel order {orderNumber}?</h2>
        <p id={`${id}-text`}>
          We release your tires and any installation time, return your payment to the way you paid, and e-mail you when it is done.
        </p>
        <div className="sf-dialog__actions">
          <form method="post">
            <button type="submit" className="ts-button">
              Yes, cancel the order
            </button>
          </form>
          <form method="dialog">
            <button type="submit" className="ts-button ts-button--quiet">
              Keep the order
            </button>
          </form>
        </div>
      </dialog>
    </div>
  );
}

// ---- saved addresses ----------------------------------------------------------------------------

export async function addressesLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  return loaded(await api.call(myAddressesEndpoint, { signal: request.signal }), request);
}

/** POST /account/addresses: delete one, or make one the default (intent and the address's id). */
export async function addressesAction({ context, request }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const form = await request.formData();
  const addressId = Number(text(form, 'addressId'));
  const intent = text(form, 'intent');
  const result =
    intent === 'delete'
      ? await api.call(deleteMyAddressEndpoint, { params: { addressId: String(addressId) } })
      : await api.call(defaultMyAddressEndpoint, { params: { addressId: String(addressId) } });
  if (!result.ok) return refusedAction(result, request);
  return done(ADDRESSES_PATH, intent === 'delete' ? 'The address is deleted.' : 'That is your default address now.');
}

const addressLines = (a: SavedAddress) => [
  `${a.firstName} ${a.lastName}`,
  ...(a.companyName ? [a.companyName] : []),
  a.addressLine2 ? `${a.addressLine1}, ${a.addressLine2}` : a.addressLine1,
  `${a.city}, ${a.state} ${a.zip}`,
  a.phone,
];

export function AddressesPage() {
  const { addresses } = useLoaderData<typeof addressesLoader>();
  return (
    <AreaPage title="Addresses" current={ADDRESSES_PATH}>
      {addresses.length === 0 ? (
        <p>You have no saved addresses. Save one to have it at hand at checkout.</p>
      ) : (
        <ul className="sf-account-list">
          {addresses.map((a) => (
            <li key={a.id} className="sf-account-card">
              <h2 className="sf-account-card__title">
                {a.addressLine1}
                {a.isDefault && <span className="sf-account-card__badge"> (default)</span>}
              </h2>
              <address>
                {addressLines(a).map((line) => (
                  <span key={line} className="sf-account-card__line">
                    {line}
                  </span>
                ))}
              </address>
              <div className="sf-account-card__actions">
                <Link to={`${ADDRESSES_PATH}/${a.id}`} aria-label={`Edit ${a.addressLine1}`}>
                  Edit
                </Link>
                {!a.isDefault && (
                  <RowAction name="addressId" id={a.id} intent="default" label={`Make ${a.addressLine1} the default`}>
                    Make default
                  </RowAction>
                )}
                <RowAction name="addressId" id={a.id} intent="delete" label={`Delete ${a.addressLine1}`}>
                  Delete
                </RowAction>
              </div>
            </li>
          ))}
        </ul>
      )}
      {addresses.length < MAX_SAVED_ADDRESSES ? (
        <p>
          <Link to={`${ADDRESSES_PATH}/new`} className="ts-button">
            Add an address
          </Link>
        </p>
      ) : (
        <p>You have saved {MAX_SAVED_ADDRESSES} addresses, as many as an account keeps. Delete one to add another.</p>
      )}
    </AreaPage>
  );
}

/** The fields of a saved address, in the contract's order (isDefault is the checkbox below them). */
type AddressFieldName = Exclude<keyof typeof savedAddressInputSchema.entries, 'isDefault'>;
const ADDRESS_FIELDS = Object.keys(savedAddressInputSchema.entries).filter((k): k is AddressFieldName => k !== 'isDefault');

/** /account/addresses/new or /account/addresses/{id}: the address to edit (null: a new one). */
export async function addressFormLoader({ context, request, params }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const { addresses } = loaded(await api.call(myAddressesEndpoint, { signal: request.signal }), request);
  if (params.addressId === 'new') return { address: null };
  const address = addresses.find((a) => String(a.id) === params.addressId);
  if (!address) throw data({ message: 'This address does not exist.' }, { status: 404 });
  return { address };
}

export async function addressFormAction({ context, request, params }: ActionFunctionArgs) {
  const { api, variant } = storefrontContext(context);
  const form = await request.formData();
  const values = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, text(form, name)])) as Record<AddressFieldName, string>;
  const body = {
    ...values,
    companyName: values.companyName.trim() || null,
    addressLine2: values.addressLine2.trim() || null,
    phoneType: values.phoneType || 'Mobile',
    isDefault: text(form, 'isDefault') === 'on',
  };
  const errors = fieldErrors(savedAddressInputSchema, body);
  // rules §6: a state the variant leaves out (Puerto Rico on the employee portal) is refused too.
  if (!errors.state && !stateOffered(values.state, variant)) errors.state = ADDRESS_MESSAGES.state;
  if (Object.keys(errors).length > 0) {
    return data<ActionAnswer>({ message: null, errors, values: { ...values, isDefault: text(form, 'isDefault') } }, { status: 400 });
  }
  const isNew = params.addressId === 'new';
  const result = isNew
    ? await api.call(addMyAddressEndpoint, { body: body as never })
    : await api.call(updateMyAddressEndpoint, { params: { addressId: params.addressId ?? '' }, body: body as never });
  if (!result.ok) return refusedAction(result, request, values);
  return done(ADDRESSES_PATH, isNew ? 'The address is saved.' : 'The address is updated.');
}

export function AddressFormPage() {
  const { address } = useLoaderData<typeof addressFormLoader>();
  const answer = useActionData<ActionAnswer>();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // rules §6: the variant's state list (the employee portal has no Puerto Rico).
  const { variant } = useRootData();
  useEffect(() => {
    if (answer && !answer.message) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [answer]);
  const value = (name: AddressFieldName) => answer?.values[name] ?? (address ? String(address[name] ?? '') : '');
  const title = address ? 'Edit the address' : 'Add an address';
  return (
    <AreaPage title={title} current={ADDRESSES_PATH}>
      <form ref={formRef} method="post" className="sf-account__form" aria-label={title} noValidate>
        {ADDRESS_FIELDS.filter((name) => name !== 'state' && name !== 'phoneType').map((name) => (
          <Field
            key={name}
            id={`${id}-${name}`}
            name={name}
            label={ADDRESS_LABELS[name]}
            optional={OPTIONAL_ADDRESS_FIELDS.has(name)}
            error={answer?.errors[name]}
          >
            {(control) => (
              <input
                {...control}
                defaultValue={value(name)}
                autoComplete={addressAutocomplete('shipping', name)}
                maxLength={ADDRESS_MAX_LENGTH[name]}
                type={name === 'phone' ? 'tel' : 'text'}
                inputMode={name === 'zip' ? 'numeric' : undefined}
              />
            )}
          </Field>
        ))}
        <Field id={`${id}-state`} name="state" label={ADDRESS_LABELS.state} error={answer?.errors.state}>
          {(control) => (
            <select {...control} defaultValue={value('state')} autoComplete={addressAutocomplete('shipping', 'state')}>
              <StateOptions placeholder="Choose a state" variant={variant} />
            </select>
          )}
        </Field>
        <fieldset className="ts-checkout-phone-type">
          <legend>Phone type</legend>
          {PHONE_TYPES.map((t) => (
            <label key={t} className="ts-checkout-radio">
              <input type="radio" name="phoneType" value={t} defaultChecked={(value('phoneType') || 'Mobile') === t} /> {t}
            </label>
          ))}
        </fieldset>
        <label className="ts-checkout-radio">
          <input
            type="checkbox"
            name="isDefault"
            defaultChecked={answer ? answer.values.isDefault === 'on' : (address?.isDefault ?? false)}
            disabled={address?.isDefault}
          />{' '}
          Use as my default address
        </label>
        <button type="submit" className="ts-button">
          Save the address
        </button>
      </form>
      <p>
        <Link to={ADDRESSES_PATH}>Back to your addresses</Link>
      </p>
    </AreaPage>
  );
}

// ---- the garage ---------------------------------------------------------------------------------

/**
 * The garage and the vehicle being added: the catalogue's makes, then (as the shopper chooses, one
 * GET form after another, ?make=&model=&year=) its models, years and trims.
 */
export async function garageLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const signal = request.signal;
  const { vehicles } = loaded(await api.call(myVehiclesEndpoint, { signal }), request);
  const search = new URL(request.url).searchParams;
  const make = search.get('make') ?? '';
  const model = search.get('model') ?? '';
  const year = search.get('year') ?? '';
  const makes = await api.call(vehicleMakesEndpoint, { signal });
  const models = make ? await api.call(vehicleModelsEndpoint, { params: { make }, signal }) : null;
  const years = make && model ? await api.call(vehicleYearsEndpoint, { params: { make, model }, signal }) : null;
  const trims =
    make && model && /^\d{4}$/.test(year)
      ? await api.call(vehicleTrimsEndpoint, { params: { make, model, year: Number(year) }, signal })
      : null;
  const options = <T,>(result: ApiResult<T> | null, pick: (d: T) => { value: string; label: string }[]) =>
    result?.ok ? pick(result.data) : [];
  return {
    vehicles,
    chosen: { make, model, year },
    makes: options(makes, (d) => d.makes.map((m) => ({ value: m.slug, label: m.name }))),
    models: options(models, (d) => d.models.map((m) => ({ value: m.slug, label: m.name }))),
    years: options(years, (d) => d.years.map((y) => ({ value: String(y.year), label: String(y.year) }))),
    trims: options(trims, (d) => d.trims.map((t) => ({ value: t.slug, label: t.name }))),
  };
}

/** POST /account/my-garage: add the chosen vehicle, or remove one. */
export async function garageAction({ context, request }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const form = await request.formData();
  if (text(form, 'intent') === 'remove') {
    const result = await api.call(removeMyVehicleEndpoint, { params: { vehicleId: text(form, 'vehicleId') } });
    if (!result.ok) return refusedAction(result, request);
    return done(GARAGE_PATH, 'The vehicle is removed from your garage.');
  }
  const body = { make: text(form, 'make'), model: text(form, 'model'), year: text(form, 'year'), trim: text(form, 'trim') };
  const result = await api.call(addMyVehicleEndpoint, { body: body as never });
  if (!result.ok) return refusedAction(result, request);
  return done(GARAGE_PATH, 'The vehicle is in your garage.');
}

const vehicleName = (v: GarageVehicle) => `${v.year} ${v.make} ${v.model} ${v.trim}`;

export function GaragePage() {
  const { vehicles, chosen, makes, models, years, trims } = useLoaderData<typeof garageLoader>();
  const id = useId();
  return (
    <AreaPage title="My garage" current={GARAGE_PATH}>
      {vehicles.length === 0 ? (
        <p>Your garage is empty. Add your vehicles to find the tires that fit them in one click.</p>
      ) : (
        <ul className="sf-account-list">
          {vehicles.map((v) => (
            <li key={v.id} className="sf-account-card">
              <h2 className="sf-account-card__title">{vehicleName(v)}</h2>
              <div className="sf-account-card__actions">
                <Link to={v.shopHref} className="ts-button" aria-label={`Shop tires for the ${vehicleName(v)}`}>
                  Shop tires for this vehicle
                </Link>
                <RowAction name="vehicleId" id={v.id} intent="remove" label={`Remove the ${vehicleName(v)}`}>
                  Remove
                </RowAction>
              </div>
            </li>
          ))}
        </ul>
      )}
      {vehicles.length >= MAX_GARAGE_VEHICLES ? (
        <p>Your garage holds {MAX_GARAGE_VEHICLES} vehicles, as many as it keeps. Remove one to add another.</p>
      ) : (
        <section className="sf-account-section" aria-labelledby={`${id}-add`}>
          <h2 id={`${id}-add`}>Add a vehicle</h2>
          {/* One choice at a time: each GET form narrows the next list; the last one posts the vehicle. */}
          <form method={trims.length > 0 ? 'post' : 'get'} className="sf-account__form">
            <VehicleSelect id={`${id}-make`} name="make" label="Make" options={makes} value={chosen.make} />
            {chosen.make && models.length > 0 && (
              <VehicleSelect id={`${id}-model`} name="model" label="Model" options={models} value={chosen.model} />
            )}
            {chosen.model && years.length > 0 && (
              <VehicleSelect id={`${id}-year`} name="year" label="Year" options={years} value={chosen.year} />
            )}
            {trims.length > 0 && <VehicleSelect id={`${id}-trim`} name="trim" label="Trim" options={trims} value="" />}
            <button type="submit" className="ts-button">
              {trims.length > 0 ? 'Add to my garage' : 'Next'}
            </button>
          </form>
        </section>
      )}
    </AreaPage>
  );
}

/** A button that posts one change about one row of a list (its id and what to do) to the page's action. */
function RowAction({
  name,
  id,
  intent,
  label,
  children,
}: {
  name: string;
  id: number;
  intent: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <form method="post">
      <input type="hidden" name={name} value={id} />
      <button type="submit" name="intent" value={intent} className="ts-button ts-button--quiet" aria-label={label}>
        {children}
      </button>
    </form>
  );
}

function VehicleSelect({
  id,
  name,
  label,
  options,
  value,
}: {
  id: string;
  name: string;
  label: string;
  options: { value: string; label: string }[];
  value: string;
}) {
  return (
    <Field id={id} name={name} label={label}>
      {(control) => (
        <select {...control} defaultValue={value} required>
          <option value="">Choose the {label.toLowerCase()}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
