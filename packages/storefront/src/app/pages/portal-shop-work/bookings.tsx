/**
 * /portal/shops/{shopCode}/bookings (docs/portal.md "Bookings"): the shop's appointments and
 * drop-offs of a day or a week, each with the order's tires, car, customer (placed orders only)
 * and delivery status, with the day's actions — confirm, move, tires received, installed — and
 * the shop's schedule: capacity per slot, opening hours, closed days, mobile radius. The schedule
 * is what the shopper's booking reads; its owner changes it, staff read it.
 */
import {
  addPortalClosureEndpoint,
  DROP_OFF_WINDOWS,
  deletePortalClosureEndpoint,
  portalAppointmentActionEndpoint,
  portalBookingsEndpoint,
  portalOrderStepEndpoint,
  PORTAL_MAX_NOTICE_HOURS,
  PORTAL_WORK_MESSAGES,
  putPortalScheduleEndpoint,
  type PortalAppointment,
  type PortalSchedule,
} from '@tireshop/core';
import { useId } from 'react';
import { data, Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import {
  ActionButton,
  answered,
  field,
  isLocalDate,
  loaded,
  longDate,
  mondayOf,
  numberField,
  shiftDate,
  timeText,
  tireLine,
  weekdayText,
  WorkPage,
  workPath,
} from './portal-work-parts';

type View = 'day' | 'week';

const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0];

export async function bookingsLoader({ context, request, params }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const shopCode = params.shopCode ?? '';
  const url = new URL(request.url);
  const view: View = url.searchParams.get('view') === 'week' ? 'week' : 'day';
  const asked = url.searchParams.get('date') ?? '';
  const range = (date: string) => (view === 'week' ? { from: mondayOf(date), to: shiftDate(mondayOf(date), 6) } : { from: date, to: date });
  const read = (date: string) =>
    api.call(portalBookingsEndpoint, { params: { shopCode }, query: range(date), signal: request.signal }).then((r) => loaded(r, request));
  if (isLocalDate(asked)) return { view, date: asked, ...(await read(asked)) };
  // Without a date: the shop's today, which its answer tells (its time zone, not the server's).
  const first = await read(new Date().toISOString().slice(0, 10));
  const today = first.today;
  const answer = range(today).from === range(new Date().toISOString().slice(0, 10)).from ? first : await read(today);
  return { view, date: today, ...answer };
}

export async function bookingsAction({ context, request, params }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const shopCode = params.shopCode ?? '';
  const form = await request.formData();
  const intent = field(form, 'intent');
  const appointment = (action: 'confirm' | 'reschedule' | 'installed', extra: Record<string, unknown> = {}) =>
    api.call(portalAppointmentActionEndpoint, {
      params: { shopCode, appointmentId: field(form, 'appointmentId') },
      body: { action, revision: numberField(form, 'revision'), ...extra },
    });
  switch (intent) {
    case 'confirm':
      return answered(await appointment('confirm'), request, 'The booking is confirmed.');
    case 'installed':
      return answered(await appointment('installed'), request, 'The booking is marked installed.');
    case 'reschedule': {
      const when = field(form, 'when');
      const dropOff = (DROP_OFF_WINDOWS as readonly string[]).includes(when);
      const result = await appointment('reschedule', {
        date: field(form, 'date'),
        ...(dropOff ? { isDropOff: true, dropOffWindow: when } : { isDropOff: false, startTime: when }),
      });
      return answered(result, request, 'The booking is moved; the customer is e-mailed the new time.');
    }
    case 'received':
      return answered(
        await api.call(portalOrderStepEndpoint, {
          params: { shopCode, orderNumber: field(form, 'orderNumber') },
          body: { step: 'received' },
        }),
        request,
        'The tires are marked received.',
      );
    case 'schedule': {
      const weeklyHours = WEEKDAY_ORDER.flatMap((day) => {
        const open = field(form, `open-${day}`);
        const close = field(form, `close-${day}`);
        return open === '' && close === '' ? [] : [{ day, open, close }];
      });
      const radius = field(form, 'mobileRadiusMiles');
      const result = await api.call(putPortalScheduleEndpoint, {
        params: { shopCode },
        body: {
          bays: numberField(form, 'bays'),
          weeklyHours,
          mobileRadiusMiles: radius === '' ? null : numberField(form, 'mobileRadiusMiles'),
          minNoticeHours: numberField(form, 'minNoticeHours'),
        },
      });
      return answered(result, request, 'The schedule is saved. Shoppers book with it from now on.');
    }
    case 'add-closure': {
      const from = field(form, 'from');
      const result = await api.call(addPortalClosureEndpoint, {
        params: { shopCode },
        body: { from, to: field(form, 'to') || from, reason: field(form, 'reason') },
      });
      const kept = result.ok ? result.data.bookingsOnClosedDays : 0;
      return answered(result, request, kept > 0 ? PORTAL_WORK_MESSAGES.closedWithBookings(kept) : 'The closed days are saved.');
    }
    case 'remove-closure':
      return answered(
        await api.call(deletePortalClosureEndpoint, { params: { shopCode, date: field(form, 'date') } }),
        request,
        'The shop is open that day again.',
      );
    default:
      throw data({ message: 'Unknown change.' }, { status: 400 });
  }
}

/** The times a booking can move to: its shop's hourly slots and the drop-off windows. */
function MoveForm({ appointment }: { appointment: PortalAppointment }) {
  const id = useId();
  return (
    <details className="sf-portal-work__move">
      <summary>Move to another time</summary>
      <form method="post" className="sf-portal-work__move-form">
        <input type="hidden" name="intent" value="reschedule" />
        <input type="hidden" name="appointmentId" value={appointment.id} />
        <input type="hidden" name="revision" value={appointment.revision} />
        <div className="ts-field">
          <label htmlFor={`${id}-date`}>Day</label>
          <input id={`${id}-date`} name="date" type="date" required defaultValue={appointment.date} />
        </div>
        <div className="ts-field">
          <label htmlFor={`${id}-when`}>Time</label>
          <select id={`${id}-when`} name="when" defaultValue={appointment.dropOffWindow ?? appointment.startTime}>
            {Array.from({ length: 17 }, (_, i) => `${String(i + 6).padStart(2, '0')}:00`).map((time) => (
              <option key={time} value={time}>
                {timeText(time)}
              </option>
            ))}
            {DROP_OFF_WINDOWS.map((w) => (
              <option key={w} value={w}>
                {w} drop-off
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="ts-button">
          Move booking
        </button>
      </form>
    </details>
  );
}

function AppointmentCard({ appointment: a }: { appointment: PortalAppointment }) {
  const when = a.isDropOff ? `${a.dropOffWindow} drop-off, ${timeText(a.startTime)}–${timeText(a.endTime)}` : timeText(a.startTime);
  const order = a.order;
  const received = order?.trackingStatus === 'delivered';
  return (
    <li className="sf-account-card sf-portal-work__booking">
      <h3 className="sf-account-card__title">
        {when} · {a.vehicle ?? 'Vehicle not given'}
      </h3>
      <p className="sf-portal-work__badges">
        <span className={`sf-portal-work__badge sf-portal-work__badge--${a.status}`}>
          {a.status === 'held' ? 'Held (not ordered yet)' : 'Ordered'}
        </span>
        {a.shopConfirmedAt && <span className="sf-portal-work__badge">Confirmed by the shop</span>}
        {order?.installedAt && <span className="sf-portal-work__badge sf-portal-work__badge--done">Installed</span>}
      </p>
      <dl className="sf-account__details">
        <dt>Tires</dt>
        <dd>
          {a.tires.map((t) => (
            <span key={`${t.name}-${t.size}`} className="sf-account-card__line">
              {tireLine(t)}
            </span>
          ))}
        </dd>
        {a.customer && (
          <>
            <dt>Customer</dt>
            <dd>
              {a.customer.name}
              {a.customer.phone && (
                <span className="sf-account-card__line">
                  <a href={`tel:${a.customer.phone}`}>{a.customer.phone}</a>
                </span>
              )}
              {a.customer.email && (
                <span className="sf-account-card__line">
                  <a href={`mailto:${a.customer.email}`}>{a.customer.email}</a>
                </span>
              )}
            </dd>
          </>
        )}
        {a.address && (
          <>
            <dt>Address</dt>
            <dd>{a.address}</dd>
          </>
        )}
        {order && (
          <>
            <dt>Order</dt>
            <dd>
              {order.orderNumber} · {order.installedAt ? 'Installed' : order.trackingLabel}
            </dd>
          </>
        )}
      </dl>
      {order && !order.installedAt && order.trackingStatus !== 'cancelled' && (
        <div className="sf-portal-work__actions">
          {!a.shopConfirmedAt && (
            <ActionButton intent="confirm" values={{ appointmentId: a.id, revision: a.revision }} primary>
              Confirm booking
            </ActionButton>
          )}
          {!received ? (
            <ActionButton intent="received" values={{ orderNumber: order.orderNumber }}>
              Tires received
            </ActionButton>
          ) : (
            <ActionButton intent="installed" values={{ appointmentId: a.id, revision: a.revision }} primary>
              Mark installed
            </ActionButton>
          )}
          <MoveForm appointment={a} />
        </div>
      )}
    </li>
  );
}

function DayList({ appointments }: { appointments: PortalAppointment[] }) {
  if (appointments.length === 0) return <p className="ts-state">No bookings on this day.</p>;
  return (
    <ul className="sf-account-list">
      {appointments.map((a) => (
        <AppointmentCard key={a.id} appointment={a} />
      ))}
    </ul>
  );
}

function WeekGrid({ from, appointments, shopCode }: { from: string; appointments: PortalAppointment[]; shopCode: string }) {
  const days = Array.from({ length: 7 }, (_, i) => shiftDate(from, i));
  return (
    <ol className="sf-portal-work__week">
      {days.map((date) => {
        const booked = appointments.filter((a) => a.date === date);
        return (
          <li key={date} className="sf-portal-work__week-day">
            <h3>
              <Link to={`${workPath(shopCode, 'bookings')}?view=day&date=${date}`}>{longDate(date)}</Link>
            </h3>
            {booked.length === 0 ? (
              <p className="sf-portal-work__quiet">No bookings</p>
            ) : (
              <ul>
                {booked.map((a) => (
                  <li key={a.id}>
                    {a.isDropOff ? `${a.dropOffWindow} drop-off` : timeText(a.startTime)} · {a.vehicle ?? 'Vehicle not given'}
                    {a.order?.installedAt ? ' · Installed' : a.status === 'held' ? ' · Held' : ''}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** "2 hours", "1 hour", "none". */
const noticeText = (hours: number) => (hours === 0 ? 'No notice' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`);

function ScheduleView({ schedule }: { schedule: PortalSchedule }) {
  const hoursOf = (day: number) => schedule.weeklyHours.find((h) => h.day === day);
  return (
    <dl className="sf-account__details">
      <dt>Capacity</dt>
      <dd>
        {schedule.bays} {schedule.bays === 1 ? 'car' : 'cars'} per slot
      </dd>
      <dt>Opening hours</dt>
      <dd>
        {WEEKDAY_ORDER.map((day) => {
          const h = hoursOf(day);
          return (
            <span key={day} className="sf-account-card__line">
              {weekdayText(day)}: {h ? `${timeText(h.open)} – ${timeText(h.close)}` : 'Closed'}
            </span>
          );
        })}
      </dd>
      <dt>Minimum notice</dt>
      <dd>{noticeText(schedule.minNoticeHours)} before the appointment</dd>
      {schedule.isMobileInstall && (
        <>
          <dt>Mobile service radius</dt>
          <dd>{schedule.mobileRadiusMiles ?? '—'} miles</dd>
        </>
      )}
      <dt>Closed days</dt>
      <dd>
        {schedule.closures.length === 0
          ? 'None ahead'
          : schedule.closures.map((c) => (
              <span key={c.date} className="sf-account-card__line">
                {longDate(c.date)}: {c.reason}
              </span>
            ))}
      </dd>
    </dl>
  );
}

function ScheduleForms({ schedule }: { schedule: PortalSchedule }) {
  const id = useId();
  const hoursOf = (day: number) => schedule.weeklyHours.find((h) => h.day === day);
  return (
    <>
      <form method="post" className="sf-portal-work__schedule-form">
        <input type="hidden" name="intent" value="schedule" />
        <div className="ts-field">
          <label htmlFor={`${id}-bays`}>Capacity: cars worked on at once</label>
          <input
            id={`${id}-bays`}
            name="bays"
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            step={1}
            required
            defaultValue={schedule.bays}
          />
        </div>
        <div className="ts-field">
          <label htmlFor={`${id}-notice`}>Minimum notice (hours between booking and the appointment)</label>
          <input
            id={`${id}-notice`}
            name="minNoticeHours"
            type="number"
            inputMode="numeric"
            min={0}
            max={PORTAL_MAX_NOTICE_HOURS}
            step={1}
            required
            aria-describedby={`${id}-notice-hint`}
            defaultValue={schedule.minNoticeHours}
          />
          <p id={`${id}-notice-hint`} className="sf-portal-work__quiet">
            0 to {PORTAL_MAX_NOTICE_HOURS} hours. Shoppers see no time sooner than this.
          </p>
        </div>
        <fieldset className="sf-portal-work__hours">
          <legend>Opening hours (leave a day empty when closed)</legend>
          {WEEKDAY_ORDER.map((day) => (
            <div key={day} className="sf-portal-work__hours-row">
              <span id={`${id}-day-${day}`}>{weekdayText(day)}</span>
              <input type="time" name={`open-${day}`} aria-label={`${weekdayText(day)} opens`} defaultValue={hoursOf(day)?.open ?? ''} />
              <input type="time" name={`close-${day}`} aria-label={`${weekdayText(day)} closes`} defaultValue={hoursOf(day)?.close ?? ''} />
            </div>
          ))}
        </fieldset>
        {schedule.isMobileInstall && (
          <div className="ts-field">
            <label htmlFor={`${id}-radius`}>Mobile service radius (miles)</label>
            <input
              id={`${id}-radius`}
              name="mobileRadiusMiles"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              defaultValue={schedule.mobileRadiusMiles ?? ''}
            />
          </div>
        )}
        <button type="submit" className="ts-button">
          Save schedule
        </button>
      </form>

      <h3>Closed days and holidays</h3>
      {schedule.closures.length > 0 && (
        <ul className="sf-portal-work__closures">
          {schedule.closures.map((c) => (
            <li key={c.date}>
              {longDate(c.date)}: {c.reason}{' '}
              <ActionButton intent="remove-closure" values={{ date: c.date }}>
                Open again
              </ActionButton>
            </li>
          ))}
        </ul>
      )}
      <form method="post" className="sf-portal-work__closure-form">
        <input type="hidden" name="intent" value="add-closure" />
        <div className="ts-field">
          <label htmlFor={`${id}-from`}>First closed day</label>
          <input id={`${id}-from`} name="from" type="date" required />
        </div>
        <div className="ts-field">
          <label htmlFor={`${id}-to`}>Last closed day (optional)</label>
          <input id={`${id}-to`} name="to" type="date" />
        </div>
        <div className="ts-field">
          <label htmlFor={`${id}-reason`}>Reason shown to shoppers</label>
          <input id={`${id}-reason`} name="reason" maxLength={80} required placeholder="Thanksgiving Day" />
        </div>
        <button type="submit" className="ts-button ts-button--quiet">
          Close these days
        </button>
      </form>
    </>
  );
}

export function BookingsPage() {
  const { view, date, shop, today, schedule, appointments } = useLoaderData<typeof bookingsLoader>();
  const base = workPath(shop.shopCode, 'bookings');
  const step = view === 'week' ? 7 : 1;
  const from = view === 'week' ? mondayOf(date) : date;
  const canChangeSchedule = shop.role !== 'staff';
  return (
    <WorkPage title="Bookings" shop={shop}>
      <div className="sf-portal-work__toolbar">
        <nav aria-label="Day or week">
          <Link to={`${base}?view=day&date=${date}`} aria-current={view === 'day' ? 'page' : undefined} className="sf-portal-work__tab">
            Day
          </Link>
          <Link to={`${base}?view=week&date=${date}`} aria-current={view === 'week' ? 'page' : undefined} className="sf-portal-work__tab">
            Week
          </Link>
        </nav>
        <nav aria-label="Earlier or later" className="sf-portal-work__paging">
          <Link to={`${base}?view=${view}&date=${shiftDate(date, -step)}`}>{view === 'week' ? 'Previous week' : 'Previous day'}</Link>
          <Link to={`${base}?view=${view}&date=${today}`}>Today</Link>
          <Link to={`${base}?view=${view}&date=${shiftDate(date, step)}`}>{view === 'week' ? 'Next week' : 'Next day'}</Link>
        </nav>
        <form method="get" className="sf-portal-work__inline">
          <input type="hidden" name="view" value={view} />
          <label htmlFor="bookings-date" className="ts-visually-hidden">
            Go to day
          </label>
          <input id="bookings-date" name="date" type="date" defaultValue={date} />
          <button type="submit" className="ts-button ts-button--quiet">
            Go
          </button>
        </form>
      </div>
      <section aria-labelledby="bookings-when">
        <h2 id="bookings-when">{view === 'week' ? `Week of ${longDate(from)}` : longDate(date)}</h2>
        {view === 'week' ? (
          <WeekGrid from={from} appointments={appointments} shopCode={shop.shopCode} />
        ) : (
          <DayList appointments={appointments} />
        )}
      </section>
      <section aria-labelledby="bookings-schedule" className="sf-portal-work__schedule">
        <h2 id="bookings-schedule">The shop’s schedule</h2>
        <p className="sf-portal-work__quiet">What shoppers book from: a change here is what they see next.</p>
        <ScheduleView schedule={schedule} />
        {canChangeSchedule ? (
          <ScheduleForms schedule={schedule} />
        ) : (
          <p className="sf-portal-work__quiet">Only the shop’s owner can change the schedule.</p>
        )}
      </section>
    </WorkPage>
  );
}
