/**
 * The operations console at /ops (docs/operations-console.md): installer applications to approve
 * or reject, orders needing attention (a search, the stuck ones, an order with its history), the
 * e-mail outbox's dead letters, the payments held without an order and the shop's daily analytics
 * (docs/analytics.md). Every page is rendered on
 * the shop's server with the signed-in session, and every change is a plain HTML form posted to
 * it; the API decides who may see and do what on each call, and the pages show its answer: signed
 * out → the sign-in page, coming back here; signed in without the operations role → a 403 page.
 */
import {
  ANALYTICS_SUMMARY_MAX_DAYS,
  analyticsDailySummaryEndpoint,
  approveInstallerApplicationEndpoint,
  formatPrice,
  heldPaymentsEndpoint,
  INSTALLER_APPLICATION_STATUSES,
  INSTALLER_SIGNUP_SERVICES,
  listInstallerApplicationsEndpoint,
  OPERATIONS_MESSAGES,
  opsOrderEndpoint,
  opsReturnsEndpoint,
  outboxDeadLettersEndpoint,
  receiveReturnEndpoint,
  rejectInstallerApplicationEndpoint,
  retryDeadLetterEndpoint,
  searchOrdersEndpoint,
  SIGNUP_WEEKDAYS,
  STUCK_STEP_LABELS,
  STUCK_STEPS,
  stuckOrdersEndpoint,
  stuckThresholdText,
  TRACKING_STEP_LABELS,
  type AnalyticsDay,
  type AnalyticsFigures,
  type ApiResult,
  type InstallerApplication,
  type InstallerApplicationStatus,
  type OpsOrderSummary,
} from '@tireshop/core';
import { TrackingResult } from '@tireshop/views';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  data,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { ConfirmButton } from '../../confirm-button';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { redirect } from '../../redirect';
import { signInHref } from '../account/account-pages';
import { OrderPaid } from '../account/account-area';

export const OPS_PATHS = {
  home: '/ops',
  applications: '/ops/installer-applications',
  orders: '/ops/orders',
  order: (orderNumber: string) => `/ops/orders/${encodeURIComponent(orderNumber)}`,
  outbox: '/ops/outbox',
  payments: '/ops/payments',
  analytics: '/ops/analytics',
  returns: '/ops/returns',
} as const;

type Refusal = Extract<ApiResult<unknown>, { ok: false }>;

/** Where the page was asked for: where sign-in brings the operator back to. */
const herePath = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** The API's refusal of a page's read: signed out → sign in (and back); not operations → the 403 page; else its words. */
function refusedPage(result: Refusal, request: Request): never {
  const status = result.error.statusCode;
  if (status === 401) throw redirect(signInHref(herePath(request)));
  if (status === 403) throw data({ message: OPERATIONS_MESSAGES.operationsOnly }, { status: 403 });
  throw data({ message: result.error.message }, { status: status >= 400 ? status : 500 });
}

function loaded<T>(result: ApiResult<T>, request: Request): T {
  if (result.ok) return result.data;
  return refusedPage(result, request);
}

/** What a form's post answers when the API refused it: its words, for the page to show beside what was sent. */
interface ActionAnswer {
  message: string | null;
  /** The application or e-mail the refusal is about, and the field it is about, if one. */
  subject?: string;
  field?: string;
  values?: Record<string, string>;
  approved?: { applicationNumber: string; companyName: string; widgetId: string; snippet: string; allowedOrigins: string[] };
}

function refusedAction(result: Refusal, request: Request, answer: Omit<ActionAnswer, 'message'> = {}) {
  if (result.error.statusCode === 401 || result.error.statusCode === 403) refusedPage(result, request);
  return data<ActionAnswer>(
    { ...answer, message: result.error.message },
    { status: result.error.statusCode >= 400 ? result.error.statusCode : 500 },
  );
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** After a change: back to the page with a note of what happened (303: the browser follows with a GET). */
const done = (path: string, note: string) =>
  redirect(`${path}${path.includes('?') ? '&' : '?'}done=${encodeURIComponent(note)}`, { status: 303 });

/** "Nov 18, 2026, 4:00 PM UTC": one time zone on the server and in the browser, so both render the same. */
const formatWhen = (iso: string) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/** "3 days", "5 hours", "12 minutes": how long ago, from the moment the page was made. */
function formatAge(fromIso: string, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - Date.parse(fromIso)) / 60_000));
  const [n, unit] =
    minutes >= 2 * 1440 ? [Math.floor(minutes / 1440), 'day'] : minutes >= 120 ? [Math.floor(minutes / 60), 'hour'] : [minutes, 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

// ---- the parts ----------------------------------------------------------------------------------

const CONSOLE_LINKS = [
  { to: OPS_PATHS.applications, label: 'Installer applications' },
  { to: OPS_PATHS.orders, label: 'Orders' },
  { to: OPS_PATHS.outbox, label: 'E-mail dead letters' },
  { to: OPS_PATHS.payments, label: 'Payments without an order' },
  { to: OPS_PATHS.returns, label: 'Returns to receive' },
  { to: OPS_PATHS.analytics, label: 'Analytics' },
];

function ConsoleNav({ current }: { current: string }) {
  return (
    <nav className="sf-account-nav" aria-label="Operations console">
      <ul>
        <li>
          <Link to={OPS_PATHS.home} aria-current={current === OPS_PATHS.home ? 'page' : undefined}>
            Console
          </Link>
        </li>
        {CONSOLE_LINKS.map((link) => (
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

/** A page of the console: its title, the nav, the note of the last change (?done=), the refusal of the last form, and a loading note. */
function ConsolePage({ title, current, children }: { title: string; current: string; children: ReactNode }) {
  const answer = useActionData<ActionAnswer>();
  const [search] = useSearchParams();
  const navigation = useNavigation();
  const note = search.get('done');
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.message && !answer.field) alertRef.current?.focus();
  }, [answer]);
  return (
    <div className="sf-container sf-account sf-account--wide">
      <PageHead title={`${title} · Operations`} />
      <ConsoleNav current={current} />
      <h1 className="sf-page-title">{title}</h1>
      <div role="status">
        {note && <p className="ts-checkout-alert ts-checkout-alert--success">{note}</p>}
        {navigation.state !== 'idle' && <p className="sf-page-lead">Loading…</p>}
      </div>
      <div role="alert" tabIndex={-1} ref={alertRef}>
        {answer?.message && !answer.field && <p className="ts-checkout-alert ts-checkout-alert--error">{answer.message}</p>}
      </div>
      {children}
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <div className="ts-state">
      <p>{children}</p>
    </div>
  );
}

// ---- the console's first page -------------------------------------------------------------------

export async function consoleLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const signal = request.signal;
  const [pending, stuck, dead, held] = await Promise.all([
    api.call(listInstallerApplicationsEndpoint, { query: { status: 'pending' }, signal }),
    api.call(stuckOrdersEndpoint, { query: { limit: 200 }, signal }),
    api.call(outboxDeadLettersEndpoint, { query: { limit: 200 }, signal }),
    api.call(heldPaymentsEndpoint, { signal }),
  ]);
  return {
    pending: loaded(pending, request).applications.length,
    stuck: loaded(stuck, request).orders.length,
    dead: loaded(dead, request).deadLetters.length,
    held: loaded(held, request).holds.length,
  };
}

export function ConsoleHomePage() {
  const counts = usePageData<Awaited<ReturnType<typeof consoleLoader>>>();
  const cards = [
    { to: OPS_PATHS.applications, title: 'Installer applications', text: `${counts.pending} waiting for review` },
    { to: OPS_PATHS.orders, title: 'Orders needing attention', text: `${counts.stuck} stuck in a step` },
    { to: OPS_PATHS.outbox, title: 'E-mail dead letters', text: `${counts.dead} e-mails given up` },
    { to: OPS_PATHS.payments, title: 'Payments without an order', text: `${counts.held} holds at the gateway` },
  ];
  return (
    <ConsolePage title="Operations console" current={OPS_PATHS.home}>
      <ul className="sf-account-list">
        {cards.map((card) => (
          <li key={card.to} className="sf-account-card">
            <h2 className="sf-account-card__title">
              <Link to={card.to}>{card.title}</Link>
            </h2>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </ConsolePage>
  );
}

// ---- installer applications ---------------------------------------------------------------------

const STATUS_TABS: Record<InstallerApplicationStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};
const SERVICE_NAMES = new Map<string, string>(INSTALLER_SIGNUP_SERVICES);

const statusOf = (request: Request): InstallerApplicationStatus => {
  const asked = new URL(request.url).searchParams.get('status');
  return (INSTALLER_APPLICATION_STATUSES as readonly string[]).includes(asked ?? '') ? (asked as InstallerApplicationStatus) : 'pending';
};

export async function applicationsLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const status = statusOf(request);
  const result = await api.call(listInstallerApplicationsEndpoint, { query: { status }, signal: request.signal });
  return { status, applications: loaded(result, request).applications };
}

/** POST /ops/installer-applications: approve (intent approve) or reject with a reason (intent reject). */
export async function applicationsAction({ context, request }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const form = await request.formData();
  const applicationNumber = text(form, 'applicationNumber');
  const here = `${OPS_PATHS.applications}?status=${statusOf(request)}`;
  if (text(form, 'intent') === 'approve') {
    const result = await api.call(approveInstallerApplicationEndpoint, { params: { applicationNumber } });
    if (!result.ok) return refusedAction(result, request, { subject: applicationNumber });
    const { application, widgetId, snippet, allowedOrigins } = result.data;
    return data<ActionAnswer>({
      message: null,
      approved: { applicationNumber, companyName: application.companyName, widgetId, snippet, allowedOrigins },
    });
  }
  const reason = text(form, 'reason');
  const result = await api.call(rejectInstallerApplicationEndpoint, { params: { applicationNumber }, body: { reason } });
  if (!result.ok) {
    // A refused reason is shown beside its field; a decision already taken above the list.
    const field = result.error.statusCode === 400 ? 'reason' : undefined;
    return refusedAction(result, request, { subject: applicationNumber, field, values: { reason } });
  }
  return done(here, `Application ${applicationNumber} is rejected; the applicant is e-mailed the reason.`);
}

function hoursText(hours: InstallerApplication['hours']) {
  return SIGNUP_WEEKDAYS.map(([day, name]) => {
    const h = hours[day];
    return `${name}: ${h ? `${h.open}–${h.close}` : 'closed'}`;
  });
}

function ApplicationDetails({ application: a }: { application: InstallerApplication }) {
  return (
    <dl className="sf-account__details">
      <dt>Contact</dt>
      <dd>
        {a.firstName} {a.lastName}, <a href={`mailto:${a.email}`}>{a.email}</a>, {a.phone}
      </dd>
      <dt>Address</dt>
      <dd>
        {a.addressLine2 ? `${a.addressLine1}, ${a.addressLine2}` : a.addressLine1}, {a.city}, {a.state} {a.zip}
      </dd>
      <dt>Website</dt>
      <dd>{a.website ?? 'none'}</dd>
      <dt>Services</dt>
      <dd>{a.services.map((s) => SERVICE_NAMES.get(s) ?? s).join(', ')}</dd>
      {a.mobileRadiusMiles !== null && (
        <>
          <dt>Mobile reach</dt>
          <dd>{a.mobileRadiusMiles} miles</dd>
        </>
      )}
      <dt>Hours</dt>
      <dd>
        {hoursText(a.hours).map((line) => (
          <span key={line} className="sf-account-card__line">
            {line}
          </span>
        ))}
      </dd>
      <dt>Applied</dt>
      <dd>{formatWhen(a.createdAt)}</dd>
      {a.decidedAt && (
        <>
          <dt>Decided</dt>
          <dd>{formatWhen(a.decidedAt)}</dd>
        </>
      )}
      {a.widgetId && (
        <>
          <dt>Widget id</dt>
          <dd>
            <code>{a.widgetId}</code>
          </dd>
        </>
      )}
      {a.rejectionReason && (
        <>
          <dt>Reason</dt>
          <dd>{a.rejectionReason}</dd>
        </>
      )}
    </dl>
  );
}

/** Reject with a reason: a disclosure holding the reason's field (the API's message beside it) and the button. */
function RejectForm({ applicationNumber, answer }: { applicationNumber: string; answer: ActionAnswer | undefined }) {
  const id = useId();
  const refused = answer?.subject === applicationNumber && answer.field === 'reason' ? answer : undefined;
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (refused) fieldRef.current?.focus();
  }, [refused]);
  return (
    <details open={refused ? true : undefined}>
      <summary className="ts-button ts-button--quiet">Reject…</summary>
      <Form method="post" className="sf-account__form">
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="applicationNumber" value={applicationNumber} />
        <div className="ts-field">
          <label htmlFor={`${id}-reason`}>Reason for the rejection (the applicant reads it; up to 500 characters)</label>
          <textarea
            ref={fieldRef}
            id={`${id}-reason`}
            name="reason"
            rows={3}
            maxLength={500}
            defaultValue={refused?.values?.reason ?? ''}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? `${id}-error` : undefined}
          />
          {refused && (
            <p id={`${id}-error`} className="ts-field__error">
              {refused.message}
            </p>
          )}
        </div>
        <button type="submit" className="ts-button">
          Reject application {applicationNumber}
        </button>
      </Form>
    </details>
  );
}

function Approved({ approved }: { approved: NonNullable<ActionAnswer['approved']> }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="sf-account-card" aria-labelledby="approved-title">
      <h2 id="approved-title" ref={headingRef} tabIndex={-1} className="sf-account-card__title">
        {approved.companyName} is approved: widget {approved.widgetId}
      </h2>
      <p>
        The shop is bookable now. We e-mailed the applicant its widget id and the snippet to paste into its website
        {approved.allowedOrigins.length > 0 ? ` (allowed on ${approved.allowedOrigins.join(', ')})` : ''}:
      </p>
      <pre className="sf-account-snippet">
        <code>{approved.snippet}</code>
      </pre>
    </section>
  );
}

export function ApplicationsPage() {
  const { status, applications } = usePageData<Awaited<ReturnType<typeof applicationsLoader>>>();
  const answer = useActionData<ActionAnswer>();
  return (
    <ConsolePage title="Installer applications" current={OPS_PATHS.applications}>
      {answer?.approved && <Approved approved={answer.approved} />}
      <nav className="sf-account-nav" aria-label="Applications by status">
        <ul>
          {INSTALLER_APPLICATION_STATUSES.map((s) => (
            <li key={s}>
              <Link to={`${OPS_PATHS.applications}?status=${s}`} aria-current={s === status ? 'page' : undefined}>
                {STATUS_TABS[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {applications.length === 0 ? (
        <Empty>{status === 'pending' ? 'No applications are waiting for review.' : `No ${status} applications yet.`}</Empty>
      ) : (
        <ul className="sf-account-list">
          {applications.map((a) => (
            <li key={a.applicationNumber} className="sf-account-card">
              <h2 className="sf-account-card__title">
                {a.companyName} <span className="sf-page-lead">({a.applicationNumber})</span>
              </h2>
              <ApplicationDetails application={a} />
              {a.status === 'pending' && (
                <div className="sf-account-card__actions">
                  <ConfirmButton
                    label="Approve"
                    question={`Approve ${a.companyName}?`}
                    detail="The shop becomes bookable at once, gets its installer widget, and is e-mailed the widget id and snippet."
                    confirm="Yes, approve"
                    fields={{ intent: 'approve', applicationNumber: a.applicationNumber }}
                  />
                  <RejectForm applicationNumber={a.applicationNumber} answer={answer} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}

// ---- orders -------------------------------------------------------------------------------------

const orderState = (o: Pick<OpsOrderSummary, 'status' | 'trackingStatus'>) =>
  o.status === 'cancelled'
    ? 'Cancelled'
    : o.status === 'unconfirmed'
      ? 'Payment processing'
      : TRACKING_STEP_LABELS[o.trackingStatus as keyof typeof TRACKING_STEP_LABELS];

export async function ordersLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim();
  const asked = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const [stuck, found] = await Promise.all([
    api.call(stuckOrdersEndpoint, { query: { limit: 100 }, signal: request.signal }),
    q ? api.call(searchOrdersEndpoint, { query: { q, page }, signal: request.signal }) : null,
  ]);
  const stuckOrders = loaded(stuck, request).orders;
  if (found && !found.ok && found.error.statusCode === 400) {
    return { q, stuck: stuckOrders, search: null, searchError: found.error.message, now: Date.now() };
  }
  return { q, stuck: stuckOrders, search: found ? loaded(found, request) : null, searchError: null, now: Date.now() };
}

function OrderCard({ order, children }: { order: OpsOrderSummary; children?: ReactNode }) {
  return (
    <li className="sf-account-card">
      <h3 className="sf-account-card__title">
        <Link to={OPS_PATHS.order(order.orderNumber)}>Order {order.orderNumber}</Link>
      </h3>
      <dl className="sf-account__details">
        <dt>Placed</dt>
        <dd>{formatWhen(order.placedAt)}</dd>
        <dt>Status</dt>
        <dd>{orderState(order)}</dd>
        <dt>E-mail</dt>
        <dd>{order.email}</dd>
        <dt>ZIP code</dt>
        <dd>{order.zip}</dd>
        <dt>Total</dt>
        <dd>{formatPrice(order.totalInCents)}</dd>
        {children}
      </dl>
    </li>
  );
}

export function OrdersPage() {
  const { q, stuck, search, searchError, now } = usePageData<Awaited<ReturnType<typeof ordersLoader>>>();
  const id = useId();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (q) resultsRef.current?.focus();
  }, [q]);
  const pageLink = (page: number) => `${OPS_PATHS.orders}?q=${encodeURIComponent(q)}&page=${page}`;
  return (
    <ConsolePage title="Orders needing attention" current={OPS_PATHS.orders}>
      <section className="sf-account-section" aria-labelledby={`${id}-search`}>
        <h2 id={`${id}-search`}>Find an order</h2>
        <Form method="get" className="sf-account__form" role="search">
          <div className="ts-field">
            <label htmlFor={`${id}-q`}>Order number, e-mail address or ZIP code</label>
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              defaultValue={q}
              required
              maxLength={254}
              aria-invalid={searchError ? true : undefined}
              aria-describedby={searchError ? `${id}-q-error` : undefined}
            />
            {searchError && (
              <p id={`${id}-q-error`} className="ts-field__error">
                {searchError}
              </p>
            )}
          </div>
          <button type="submit" className="ts-button">
            Find orders
          </button>
        </Form>
        {search && (
          <>
            <h3 ref={resultsRef} tabIndex={-1}>
              {search.pagination.total === 0
                ? `No orders match “${q}”.`
                : `${search.pagination.total} ${search.pagination.total === 1 ? 'order matches' : 'orders match'} “${q}”`}
            </h3>
            <ul className="sf-account-list">
              {search.orders.map((order) => (
                <OrderCard key={order.orderNumber} order={order} />
              ))}
            </ul>
            {search.pagination.pageCount > 1 && (
              <nav className="sf-account-pages" aria-label="Pages of the search">
                {search.pagination.page > 1 && <Link to={pageLink(search.pagination.page - 1)}>Previous page</Link>}
                <span>
                  Page {search.pagination.page} of {search.pagination.pageCount}
                </span>
                {search.pagination.page < search.pagination.pageCount && <Link to={pageLink(search.pagination.page + 1)}>Next page</Link>}
              </nav>
            )}
          </>
        )}
      </section>
      <section className="sf-account-section" aria-labelledby={`${id}-stuck`}>
        <h2 id={`${id}-stuck`}>Stuck in a step</h2>
        <p className="sf-page-lead">
          An order is listed when it stays in a step longer than:{' '}
          {STUCK_STEPS.map((step) => `${STUCK_STEP_LABELS[step]} ${stuckThresholdText(step)}`).join('; ')}. Business days are Monday to
          Friday.
        </p>
        {stuck.length === 0 ? (
          <Empty>No order is stuck in a step.</Empty>
        ) : (
          <ul className="sf-account-list">
            {stuck.map((order) => (
              <OrderCard key={order.orderNumber} order={order}>
                <dt>Stuck</dt>
                <dd>
                  {STUCK_STEP_LABELS[order.step]} for {formatAge(order.since, now)} (since {formatWhen(order.since)})
                </dd>
              </OrderCard>
            ))}
          </ul>
        )}
      </section>
    </ConsolePage>
  );
}

export async function orderLoader({ context, request, params }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const orderNumber = params.orderNumber ?? '';
  if (!/^\d{1,12}$/.test(orderNumber)) throw data({ message: 'Not found' }, { status: 404 });
  return loaded(await api.call(opsOrderEndpoint, { params: { orderNumber }, signal: request.signal }), request);
}

export function OrderPage() {
  const { order, orderTracking, history } = usePageData<Awaited<ReturnType<typeof orderLoader>>>();
  return (
    <ConsolePage title={`Order ${order.orderNumber}`} current={OPS_PATHS.orders}>
      <p>
        Placed {formatWhen(order.placedAt)} · <strong>{orderState(order)}</strong> · {formatPrice(order.totalInCents)} ·{' '}
        {order.payment.label} · <a href={`mailto:${order.email}`}>{order.email}</a>
      </p>
      <section className="sf-account-section" aria-labelledby="order-history">
        <h2 id="order-history">History of its steps</h2>
        <ol className="sf-account-lines">
          {history.map((step) => (
            <li key={`${step.status}-${step.at}`}>
              {step.label}: {formatWhen(step.at)}
            </li>
          ))}
        </ol>
      </section>
      <h2>What the shopper sees</h2>
      <TrackingResult tracking={orderTracking} headingLevel={2} />
      <OrderPaid order={order} title="What the shopper paid" />
    </ConsolePage>
  );
}

// ---- e-mail dead letters ------------------------------------------------------------------------

export async function outboxLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  return loaded(await api.call(outboxDeadLettersEndpoint, { query: { limit: 200 }, signal: request.signal }), request);
}

/** POST /ops/outbox: sends a dead letter again. */
export async function outboxAction({ context, request }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const form = await request.formData();
  const id = Number(text(form, 'id'));
  const result = await api.call(retryDeadLetterEndpoint, { params: { id } });
  if (!result.ok) return refusedAction(result, request);
  return done(OPS_PATHS.outbox, `The e-mail to ${result.data.deadLetter.to} is sent again in the next round of the worker.`);
}

export function OutboxPage() {
  const { deadLetters } = usePageData<Awaited<ReturnType<typeof outboxLoader>>>();
  return (
    <ConsolePage title="E-mail dead letters" current={OPS_PATHS.outbox}>
      <p className="sf-page-lead">E-mails given up after every attempt to send them failed, newest first. Retry sends one again.</p>
      {deadLetters.length === 0 ? (
        <Empty>No e-mail has been given up.</Empty>
      ) : (
        <ul className="sf-account-list">
          {deadLetters.map((letter) => (
            <li key={letter.id} className="sf-account-card">
              <h2 className="sf-account-card__title">{letter.subject}</h2>
              <dl className="sf-account__details">
                <dt>To</dt>
                <dd>{letter.to}</dd>
                <dt>Kind</dt>
                <dd>{letter.kind}</dd>
                {letter.orderNumber && (
                  <>
                    <dt>Order</dt>
                    <dd>
                      <Link to={OPS_PATHS.order(letter.orderNumber)}>{letter.orderNumber}</Link>
                    </dd>
                  </>
                )}
                <dt>Given up</dt>
                <dd>
                  {formatWhen(letter.deadAt)} after {letter.attempts} attempts
                </dd>
                <dt>Last error</dt>
                <dd>{letter.lastError ?? 'none recorded'}</dd>
              </dl>
              <Form method="post" className="sf-account-card__actions">
                <input type="hidden" name="id" value={letter.id} />
                <button type="submit" className="ts-button">
                  Retry
                  <span className="ts-visually-hidden"> the e-mail to {letter.to}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}

// ---- payments held without an order -------------------------------------------------------------

export async function paymentsLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const held = loaded(await api.call(heldPaymentsEndpoint, { signal: request.signal }), request);
  return { ...held, now: Date.now() };
}

export function PaymentsPage() {
  const { holds, graceMinutes, now } = usePageData<Awaited<ReturnType<typeof paymentsLoader>>>();
  return (
    <ConsolePage title="Payments held without an order" current={OPS_PATHS.payments}>
      <p className="sf-page-lead">
        Authorisations the payment gateway holds that no order was placed with, oldest first. The worker voids each once it is{' '}
        {graceMinutes} minutes old, unless an order is placed with it first: a young one may still be a shopper finishing checkout.
      </p>
      {holds.length === 0 ? (
        <Empty>The gateway holds no payment without an order.</Empty>
      ) : (
        <ul className="sf-account-list">
          {holds.map((hold) => (
            <li key={hold.chargeId} className="sf-account-card">
              <h2 className="sf-account-card__title">
                {formatPrice(hold.amountInCents)} <span className="sf-page-lead">({hold.chargeId})</span>
              </h2>
              <dl className="sf-account__details">
                <dt>Age</dt>
                <dd>
                  {formatAge(hold.createdAt, now)} (since {formatWhen(hold.createdAt)})
                </dd>
                <dt>Payment</dt>
                <dd>
                  {hold.paymentType}, {hold.status}
                </dd>
                <dt>Voided</dt>
                <dd>{Date.parse(hold.voidsAfter) <= now ? 'in the next round of the worker' : `from ${formatWhen(hold.voidsAfter)}`}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}

// ---- analytics ----------------------------------------------------------------------------------

/** The spans the page offers, in days. */
const ANALYTICS_SPANS = [7, 14, 30, ANALYTICS_SUMMARY_MAX_DAYS] as const;

export async function analyticsLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const asked = Number(new URL(request.url).searchParams.get('days'));
  const days = (ANALYTICS_SPANS as readonly number[]).includes(asked) ? asked : 14;
  const summary = loaded(await api.call(analyticsDailySummaryEndpoint, { query: { days }, signal: request.signal }), request);
  return { ...summary, span: days };
}

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`);

/** Sessions and orders per day, oldest on the left, as two lines over the span (drawn only when there is something to draw). */
function AnalyticsTrend({ days }: { days: AnalyticsDay[] }) {
  const oldestFirst = [...days].reverse();
  const top = Math.max(1, ...oldestFirst.map((d) => d.sessions));
  if (oldestFirst.length < 2 || oldestFirst.every((d) => d.sessions === 0 && d.orders === 0)) return null;
  const width = 600;
  const height = 120;
  const points = (value: (d: AnalyticsDay) => number) =>
    oldestFirst
      .map((d, i) => `${((i / (oldestFirst.length - 1)) * width).toFixed(1)},${(height - (value(d) / top) * height).toFixed(1)}`)
      .join(' ');
  return (
    <figure className="sf-ops-trend">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-describedby="sf-ops-trend-caption" preserveAspectRatio="none">
        <title>Sessions and orders per day</title>
        <polyline className="sf-ops-trend__sessions" points={points((d) => d.sessions)} />
        <polyline className="sf-ops-trend__orders" points={points((d) => d.orders)} />
      </svg>
      <figcaption id="sf-ops-trend-caption">
        Sessions (blue) and orders (green) per day, {oldestFirst[0]!.day} to {oldestFirst.at(-1)!.day}; the top is {top} sessions.
      </figcaption>
    </figure>
  );
}

/** Where the figures of a day happened: the storefront, then each widget type (docs/analytics.md "The daily summary"). */
const ANALYTICS_PARTS: { label: string; figures: (d: AnalyticsDay) => AnalyticsFigures }[] = [
  { label: 'Storefront', figures: (d) => d.storefront },
  { label: 'Installer widgets', figures: (d) => d.widgets.byType['installer-widget'] },
  { label: 'Partner widgets', figures: (d) => d.widgets.byType['partner-widget'] },
  { label: 'Affiliate widgets', figures: (d) => d.widgets.byType['affiliate-widget'] },
  { label: 'Manufacturer widgets', figures: (d) => d.widgets.byType['manufacturer-widget'] },
];

const busy = (f: AnalyticsFigures) => f.sessions > 0 || f.searches > 0 || f.addsToCart > 0 || f.orders > 0;

/** The days' figures apart for the storefront and each widget type; a part with nothing that day has no row. */
function AnalyticsByPart({ days, span }: { days: AnalyticsDay[]; span: number }) {
  const rows = days.flatMap((d) =>
    ANALYTICS_PARTS.map((part) => ({ day: d.day, label: part.label, f: part.figures(d) })).filter((r) => busy(r.f)),
  );
  if (rows.length === 0) return null;
  return (
    <DaysTable
      name="Storefront and widgets"
      span={span}
      rows={rows}
      rowKey={(r) => `${r.day}-${r.label}`}
      columns={[
        ['Where', (r) => r.label],
        ['Sessions', (r) => r.f.sessions],
        ['Searches', (r) => r.f.searches],
        ['Adds to cart', (r) => r.f.addsToCart],
        ['Reached payment', (r) => r.f.checkoutSteps.payment],
        ['Orders', (r) => r.f.orders],
        ['Order total', (r) => formatPrice(r.f.orderTotalInCents)],
        ['Conversion', (r) => percent(r.f.conversionRate)],
      ]}
    />
  );
}

/** The help chat's events per day (storefront §4 "Chat widget events tracked"); days without any have no row. */
function ChatActivity({ days, span }: { days: AnalyticsDay[]; span: number }) {
  const rows = days.filter((d) => d.chat.opened + d.chat.questionsAsked + d.chat.articlesFollowed + d.chat.messagesSent > 0);
  if (rows.length === 0) return null;
  return (
    <DaysTable
      name="Help chat"
      span={span}
      rows={rows}
      rowKey={(d) => d.day}
      columns={[
        ['Opened', (d) => d.chat.opened],
        ['Questions', (d) => d.chat.questionsAsked],
        ['Articles followed', (d) => d.chat.articlesFollowed],
        ['Messages left', (d) => d.chat.messagesSent],
      ]}
    />
  );
}

/** A column of a console table of days: its heading and its cell for a row. */
type DayColumn<R> = readonly [heading: string, cell: (row: R) => ReactNode];

/**
 * The analytics page's tables: "{name}, last {span} days", a row per day (its day the row's
 * heading) with `columns`, in a region that scrolls sideways from the keyboard too.
 */
function DaysTable<R extends { day: string }>({
  name,
  span,
  rows,
  rowKey,
  columns,
}: {
  name: string;
  span: number;
  rows: readonly R[];
  rowKey: (row: R) => string;
  columns: readonly DayColumn<R>[];
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be scrollable from the keyboard too
    <div className="ts-table-wrap" role="region" aria-label={name} tabIndex={0}>
      <table className="ts-table">
        <caption>
          {name}, last {span} days
        </caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {columns.map(([heading]) => (
              <th scope="col" key={heading}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{row.day}</th>
              {columns.map(([heading, cell]) => (
                <td key={heading}>{cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AnalyticsPage() {
  const { days, span, sessionTimeoutMs } = usePageData<Awaited<ReturnType<typeof analyticsLoader>>>();
  const quiet = days.every((d) => d.sessions === 0 && d.orders === 0);
  return (
    <ConsolePage title="Analytics" current={OPS_PATHS.analytics}>
      <p className="sf-page-lead">
        What shoppers did on the shop, per day (UTC), newest first: recorded by the shop itself, never by a third party, and not at all for
        browsers that ask not to be tracked. A session ends after {sessionTimeoutMs / 3_600_000} hours without an event; orders are counted
        by the shop when they are placed.
      </p>
      <Form method="get" className="sf-ops-filter">
        <label htmlFor="sf-ops-analytics-days">Days</label>
        <select id="sf-ops-analytics-days" name="days" defaultValue={String(span)}>
          {ANALYTICS_SPANS.map((n) => (
            <option key={n} value={n}>
              Last {n} days
            </option>
          ))}
        </select>
        <button type="submit" className="ts-button">
          Show
        </button>
      </Form>
      {quiet ? (
        <Empty>Nothing was recorded in these {span} days.</Empty>
      ) : (
        <>
          <AnalyticsTrend days={days} />
          <DaysTable
            name="Daily summary"
            span={span}
            rows={days}
            rowKey={(d) => d.day}
            columns={[
              ['Sessions', (d) => d.sessions],
              ['Page views', (d) => d.pageViews],
              ['Searches', (d) => d.searches],
              ['Adds to cart', (d) => d.addsToCart],
              ['Reached shipping', (d) => d.checkoutSteps.shipping],
              ['Reached services', (d) => d.checkoutSteps.services],
              ['Reached payment', (d) => d.checkoutSteps.payment],
              ['Orders', (d) => d.orders],
              ['Order total', (d) => formatPrice(d.orderTotalInCents)],
              ['Conversion', (d) => percent(d.conversionRate)],
            ]}
          />
          <AnalyticsByPart days={days} span={span} />
          <ChatActivity days={days} span={span} />
        </>
      )}
    </ConsolePage>
  );
}

// ---- returns to receive -------------------------------------------------------------------------

export async function returnsLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  return loaded(await api.call(opsReturnsEndpoint, { signal: request.signal }), request);
}

/** POST /ops/returns: the tires of a return arrived; the API refunds it (docs/returns.md). */
export async function returnsAction({ context, request }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const returnNumber = text(await request.formData(), 'returnNumber');
  const result = await api.call(receiveReturnEndpoint, { params: { returnNumber } });
  if (!result.ok) return refusedAction(result, request);
  const received = result.data.return;
  return done(OPS_PATHS.returns, `Return ${received.returnNumber} is received and ${formatPrice(received.refundInCents)} refunded.`);
}

export function ReturnsPage() {
  const { returns } = usePageData<Awaited<ReturnType<typeof returnsLoader>>>();
  return (
    <ConsolePage title="Returns to receive" current={OPS_PATHS.returns}>
      <p className="sf-page-lead">
        Returns shoppers have asked for, oldest first. When a return's tires arrive unmounted and unused, mark it received: its refund goes
        back through the payment gateway at once (rules: within 48 hours of receipt). A received one listed here is waiting for its refund
        to go through: mark it again.
      </p>
      {returns.length === 0 ? (
        <Empty>No return is waiting.</Empty>
      ) : (
        <ul className="sf-account-list">
          {returns.map((r) => (
            <li key={r.returnNumber} className="sf-account-card">
              <h2 className="sf-account-card__title">Return {r.returnNumber}</h2>
              <dl className="sf-account__details">
                <dt>Order</dt>
                <dd>
                  <Link to={OPS_PATHS.order(r.orderNumber)}>{r.orderNumber}</Link> ({r.email})
                </dd>
                <dt>State</dt>
                <dd>{r.statusLabel}</dd>
                <dt>Requested</dt>
                <dd>{formatWhen(r.requestedAt)}</dd>
                <dt>Tires</dt>
                <dd>{r.lines.map((l) => `${l.quantity} × ${l.name}, ${l.size}`).join('; ')}</dd>
                <dt>Reason</dt>
                <dd>
                  {r.reasonLabel}
                  {r.hasPhoto && ' (with a photo)'}
                </dd>
                <dt>Refund</dt>
                <dd>{formatPrice(r.refundInCents)}</dd>
              </dl>
              <Form method="post" className="sf-account-card__actions">
                <input type="hidden" name="returnNumber" value={r.returnNumber} />
                <button type="submit" className="ts-button">
                  Mark received<span className="ts-visually-hidden"> return {r.returnNumber}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </ConsolePage>
  );
}

// ---- the console's pages by path ----------------------------------------------------------------

/**
 * The console's pages under /ops (one route, ops/*): the path after /ops picks the page. Each
 * page's loader, its form's action if it has one, and its component.
 */
const CONSOLE_PAGES = [
  { pattern: /^$/, loader: consoleLoader, Component: ConsoleHomePage },
  { pattern: /^installer-applications$/, loader: applicationsLoader, action: applicationsAction, Component: ApplicationsPage },
  { pattern: /^orders$/, loader: ordersLoader, Component: OrdersPage },
  { pattern: /^orders\/(?<orderNumber>[^/]+)$/, loader: orderLoader, Component: OrderPage },
  { pattern: /^outbox$/, loader: outboxLoader, action: outboxAction, Component: OutboxPage },
  { pattern: /^payments$/, loader: paymentsLoader, Component: PaymentsPage },
  { pattern: /^returns$/, loader: returnsLoader, action: returnsAction, Component: ReturnsPage },
  { pattern: /^analytics$/, loader: analyticsLoader, Component: AnalyticsPage },
] as const;

type ConsolePageEntry = (typeof CONSOLE_PAGES)[number];

/** The page of /ops/{rest} and the path's parameters; 404 for a path the console does not have. */
function consolePage(rest: string | undefined): { page: ConsolePageEntry; params: Record<string, string> } {
  const path = (rest ?? '').replace(/\/+$/, '');
  for (const page of CONSOLE_PAGES) {
    const match = page.pattern.exec(path);
    if (match) return { page, params: { ...match.groups } };
  }
  throw data({ message: 'Not found' }, { status: 404 });
}

export async function opsLoader(args: LoaderFunctionArgs) {
  const { page, params } = consolePage(args.params['*']);
  const index = CONSOLE_PAGES.indexOf(page);
  return { index, data: (await page.loader({ ...args, params })) as unknown };
}

export async function opsAction(args: ActionFunctionArgs) {
  const { page, params } = consolePage(args.params['*']);
  if (!('action' in page)) throw data({ message: 'This page has no form to send.' }, { status: 405 });
  return page.action({ ...args, params });
}

/** Which page the loader chose; each page reads its own data (PageData). */
export function OpsPage() {
  const { index } = useLoaderData<typeof opsLoader>();
  const { Component } = CONSOLE_PAGES[index]!;
  return <Component />;
}

/** The data of the page the console's route loaded. */
const usePageData = <T,>() => (useLoaderData() as { data: T }).data;
