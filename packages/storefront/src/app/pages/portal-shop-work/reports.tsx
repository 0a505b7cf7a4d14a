/**
 * /portal/shops/{shopCode}/reports (docs/portal.md "Reports"): the orders placed through the
 * shop's widget and their revenue per day of a chosen range — a small SVG chart of the trend and
 * the table it is drawn from (the table is what a screen reader reads). Amounts are the API's
 * integer cents, summed by the database.
 */
import { formatPrice, portalReportEndpoint } from '@tireshop/core';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { isLocalDate, loaded, shiftDate, shortDate, WorkPage } from './portal-work-parts';

/** The range shown without one asked: the last 30 days up to today (UTC). */
const DEFAULT_DAYS = 30;

export async function reportsLoader({ context, request, params }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  return loaded(
    await api.call(portalReportEndpoint, {
      params: { shopCode: params.shopCode ?? '' },
      query: reportRange(request),
      signal: request.signal,
    }),
    request,
  );
}

/** One number per day as bars (revenue, clicks …); decorative beside the table (aria-hidden), its summary in the caption. */
export function DayChart({ days, format }: { days: { date: string; value: number }[]; format: (value: number) => string }) {
  const width = 640;
  const height = 160;
  const most = Math.max(1, ...days.map((d) => d.value));
  const slot = width / Math.max(1, days.length);
  return (
    <svg className="sf-portal-work__chart" viewBox={`0 0 ${width} ${height + 20}`} aria-hidden="true" focusable="false">
      <line x1={0} y1={height} x2={width} y2={height} className="sf-portal-work__chart-axis" />
      {days.map((d, i) => {
        const h = Math.round((d.value / most) * (height - 8));
        return (
          <rect key={d.date} x={i * slot + slot * 0.15} y={height - h} width={slot * 0.7} height={h} className="sf-portal-work__chart-bar">
            <title>
              {shortDate(d.date)}: {format(d.value)}
            </title>
          </rect>
        );
      })}
      <text x={0} y={height + 16} className="sf-portal-work__chart-label">
        {days[0] ? shortDate(days[0].date) : ''}
      </text>
      <text x={width} y={height + 16} textAnchor="end" className="sf-portal-work__chart-label">
        {days.at(-1) ? shortDate(days.at(-1)!.date) : ''}
      </text>
    </svg>
  );
}

/**
 * A report's table, one row per day: what a screen reader reads (the chart beside it is hidden
 * from it). Each column is its heading and the cell of a day.
 */
export function DayTable<Day extends { date: string }>({
  caption,
  days,
  columns,
}: {
  caption: string;
  days: readonly Day[];
  columns: readonly (readonly [string, (day: Day) => string | number])[];
}) {
  return (
    <table className="sf-portal-work__table">
      <caption className="ts-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          {columns.map(([heading]) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.date}>
            <th scope="row">{shortDate(d.date)}</th>
            {columns.map(([heading, cell]) => (
              <td key={heading}>{cell(d)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The range a report page shows: the one asked for, else the last 30 days up to today (UTC). */
export function reportRange(request: Request) {
  const url = new URL(request.url);
  const today = new Date().toISOString().slice(0, 10);
  const asked = { from: url.searchParams.get('from') ?? '', to: url.searchParams.get('to') ?? '' };
  return isLocalDate(asked.from) && isLocalDate(asked.to) ? asked : { from: shiftDate(today, -(DEFAULT_DAYS - 1)), to: today };
}

/** The report pages' range form: From, To, Show (a GET of the same page). */
export function RangeForm({ from, to }: { from: string; to: string }) {
  return (
    <form method="get" className="sf-portal-work__toolbar">
      <div className="ts-field">
        <label htmlFor="report-from">From</label>
        <input id="report-from" name="from" type="date" required defaultValue={from} />
      </div>
      <div className="ts-field">
        <label htmlFor="report-to">To</label>
        <input id="report-to" name="to" type="date" required defaultValue={to} />
      </div>
      <button type="submit" className="ts-button">
        Show
      </button>
    </form>
  );
}

export function ReportsPage() {
  const { shop, from, to, days, totals } = useLoaderData<typeof reportsLoader>();
  return (
    <WorkPage title="Reports" shop={shop}>
      <RangeForm from={from} to={to} />
      <p className="sf-portal-work__totals">
        <strong>{totals.orders}</strong> {totals.orders === 1 ? 'order' : 'orders'} through your widget ·{' '}
        <strong>{formatPrice(totals.revenueInCents)}</strong> revenue
      </p>
      {totals.orders === 0 ? (
        <p className="ts-state">No orders through your widget in these days yet.</p>
      ) : (
        <DayChart days={days.map((d) => ({ date: d.date, value: d.revenueInCents }))} format={formatPrice} />
      )}
      <DayTable
        caption={`Orders and revenue per day, ${shortDate(from)} to ${shortDate(to)}`}
        days={days}
        columns={[
          ['Orders', (d) => d.orders],
          ['Revenue', (d) => formatPrice(d.revenueInCents)],
        ]}
      />
    </WorkPage>
  );
}
