/**
 * What the shop's work pages share (docs/portal.md "Bookings, orders to fulfil and reports"): the
 * page frame with the last change's note and refusal, the loaders' and actions' handling of the
 * API's answers (signed out → sign in, coming back), and the form fields' reading. Every page is
 * rendered on the shop's server with the account's session, and every change is a plain HTML form
 * posted to it: the pages work before their scripts load.
 */
import type { ApiResult } from '@tireshop/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { data, useActionData, useSearchParams } from 'react-router';
import { PageHead } from '../../page-head';
import { redirect } from '../../redirect';

const SIGN_IN = '/account/sign-in';

/** Where the page was asked for (path and query): where sign-in brings the account back to. */
const herePath = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};
const signIn = (request: Request) => redirect(`${SIGN_IN}?returnTo=${encodeURIComponent(herePath(request))}`);
const statusOf = (code: number) => (code >= 400 ? code : 500);

/** A loader's answer: the data, or signed out → sign in, or the error page with the API's words. */
export function loaded<T>(result: ApiResult<T>, request: Request): T {
  if (result.ok) return result.data;
  if (result.error.statusCode === 401) throw signIn(request);
  throw data({ message: result.error.message }, { status: statusOf(result.error.statusCode) });
}

export interface WorkAnswer {
  message: string | null;
  /** A refused form's fields as they were typed, so the page shows them again. */
  typed?: Record<string, string>;
}

/**
 * An action's answer: done → back to the page with a note (303); refused → the API's words on the
 * page, and `typed` (the form's fields) given back so nothing typed is lost.
 */
export function answered(result: ApiResult<unknown>, request: Request, note: string, typed?: Record<string, string>) {
  if (result.ok) {
    const url = new URL(request.url);
    url.searchParams.set('done', note);
    return redirect(url.pathname + url.search, { status: 303 });
  }
  if (result.error.statusCode === 401) throw signIn(request);
  return data<WorkAnswer>({ message: result.error.message, ...(typed ? { typed } : {}) }, { status: statusOf(result.error.statusCode) });
}

export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A number typed into a form: NaN when it is not one (the API answers with its message). */
export const numberField = (form: FormData, name: string) => {
  const value = field(form, name);
  return value === '' || !/^-?\d+(\.\d+)?$/.test(value) ? Number.NaN : Number(value);
};

/** The shop's work pages (children of the portal's shop layout, which shows the shop and its navigation). */
type WorkPageName = 'bookings' | 'orders' | 'reports' | 'team';

export const workPath = (shopCode: string, page: WorkPageName) => `/portal/shops/${encodeURIComponent(shopCode)}/${page}`;

export function WorkPage({
  title,
  shop,
  children,
}: {
  title: string;
  /** The shop (or widget) the page is about: its name titles the page. */
  shop: { name: string };
  children: ReactNode;
}) {
  const answer = useActionData<WorkAnswer>();
  const [search] = useSearchParams();
  const note = search.get('done');
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.message) alertRef.current?.focus();
  }, [answer]);
  return (
    <div className="sf-portal-work">
      <PageHead title={`${title} · ${shop.name}`} />
      <h1 className="sf-page-title">{title}</h1>
      <div role="status">{note && <p className="ts-checkout-alert ts-checkout-alert--success">{note}</p>}</div>
      <div role="alert" tabIndex={-1} ref={alertRef}>
        {answer?.message && <p className="ts-checkout-alert ts-checkout-alert--error">{answer.message}</p>}
      </div>
      {children}
    </div>
  );
}

// Dates and times of the pages, by Intl and UTC arithmetic on local "YYYY-MM-DD" and "HH:MM": the
// shopper's pages keep core's slot formatting in their own chunks (a shared import would split it
// out of them).
const DAY_MS = 86_400_000;
const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);
export const isLocalDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(utcNoon(value).getTime());
export const shiftDate = (date: string, days: number) => new Date(utcNoon(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
/** The Monday that starts the week of `date`. */
export const mondayOf = (date: string) => shiftDate(date, -((utcNoon(date).getUTCDay() + 6) % 7));
const dateText = (date: string, options: Intl.DateTimeFormatOptions) =>
  utcNoon(date).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });
/** "Monday, November 30". */
export const longDate = (date: string) => dateText(date, { weekday: 'long', month: 'long', day: 'numeric' });
/** "Nov 30". */
export const shortDate = (date: string) => dateText(date, { month: 'short', day: 'numeric' });
/** "Monday" of a weekday number (0 = Sunday): 2000-01-02 was a Sunday. */
export const weekdayText = (day: number) => dateText(shiftDate('2000-01-02', day), { weekday: 'long' });
/** "9:00 AM" of "09:00". */
export const timeText = (time: string) =>
  new Date(`2000-01-01T${time}:00Z`).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** "2 × Michelin Defender2, 225/65R17". */
export const tireLine = (item: { quantity: number; name: string; size: string }) => `${item.quantity} × ${item.name}, ${item.size}`;

/** A one-button form posting `intent` (and hidden values) to the page's action. */
export function ActionButton({
  intent,
  values,
  children,
  primary = false,
}: {
  intent: string;
  values: Record<string, string | number>;
  children: ReactNode;
  primary?: boolean;
}) {
  return (
    <form method="post" className="sf-portal-work__inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
      <button type="submit" className={primary ? 'ts-button' : 'ts-button ts-button--quiet'}>
        {children}
      </button>
    </form>
  );
}
