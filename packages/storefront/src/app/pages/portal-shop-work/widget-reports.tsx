/**
 * /portal/widgets/{widgetId}/reports (docs/portal.md "Reports"): a brand manager's partner widget —
 * its orders, the tires in them and their revenue per day — or an affiliate's widget — the clicks,
 * carts and orders attributed to it per day — with the same chart, range form and table as the
 * shop's report. Days are UTC days (the widgets belong to no shop with a time zone).
 */
import {
  type EndpointOutput,
  formatPrice,
  portalAffiliateReportEndpoint,
  portalBrandReportEndpoint,
  portalWidgetEndpoint,
} from '@tireshop/core';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { loaded, shortDate, WorkPage } from './portal-work-parts';
import { DayChart, DayTable, RangeForm, reportRange } from './reports';

export async function widgetReportsLoader({ context, request, params }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const widgetId = params.widgetId ?? '';
  const setup = loaded(await api.call(portalWidgetEndpoint, { params: { widgetId }, signal: request.signal }), request);
  const asked = { params: { widgetId }, query: reportRange(request), signal: request.signal };
  if (setup.widgetType === 'partner-widget')
    return { kind: 'brand' as const, report: loaded(await api.call(portalBrandReportEndpoint, asked), request) };
  return { kind: 'affiliate' as const, report: loaded(await api.call(portalAffiliateReportEndpoint, asked), request) };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function BrandReport({ report }: { report: EndpointOutput<typeof portalBrandReportEndpoint> }) {
  const { from, to, days, totals } = report;
  return (
    <>
      <p className="sf-portal-work__totals">
        <strong>{plural(totals.orders, 'order', 'orders')}</strong> through your widget ·{' '}
        <strong>{plural(totals.tires, 'tire', 'tires')}</strong> · <strong>{formatPrice(totals.revenueInCents)}</strong> revenue
      </p>
      {totals.orders === 0 ? (
        <p className="ts-state">No orders through your widget in these days yet.</p>
      ) : (
        <DayChart days={days.map((d) => ({ date: d.date, value: d.revenueInCents }))} format={formatPrice} />
      )}
      <DayTable
        caption={`Orders, tires and revenue per day, ${shortDate(from)} to ${shortDate(to)}`}
        days={days}
        columns={[
          ['Orders', (d) => d.orders],
          ['Tires', (d) => d.tires],
          ['Revenue', (d) => formatPrice(d.revenueInCents)],
        ]}
      />
    </>
  );
}

function AffiliateReport({ report }: { report: EndpointOutput<typeof portalAffiliateReportEndpoint> }) {
  const { from, to, days, totals } = report;
  return (
    <>
      <p className="sf-portal-work__totals">
        <strong>{plural(totals.clicks, 'click', 'clicks')}</strong> · <strong>{plural(totals.carts, 'cart', 'carts')}</strong> ·{' '}
        <strong>{plural(totals.orders, 'order', 'orders')}</strong> worth <strong>{formatPrice(totals.orderTotalInCents)}</strong>
      </p>
      {totals.clicks + totals.carts + totals.orders === 0 ? (
        <p className="ts-state">No clicks through your links in these days yet.</p>
      ) : (
        <DayChart days={days.map((d) => ({ date: d.date, value: d.clicks }))} format={(n) => plural(n, 'click', 'clicks')} />
      )}
      <DayTable
        caption={`Clicks, carts and orders per day, ${shortDate(from)} to ${shortDate(to)}`}
        days={days}
        columns={[
          ['Clicks', (d) => d.clicks],
          ['Carts', (d) => d.carts],
          ['Orders', (d) => d.orders],
          ['Order total', (d) => formatPrice(d.orderTotalInCents)],
        ]}
      />
    </>
  );
}

export function WidgetReportsPage() {
  const answer = useLoaderData<typeof widgetReportsLoader>();
  const { widget, from, to } = answer.report;
  return (
    <div className="sf-container sf-portal">
      <p className="sf-portal-crumb">
        <Link to="/portal">Portal</Link> · <Link to={`/portal/widgets/${encodeURIComponent(widget.widgetId)}`}>{widget.name}</Link>
      </p>
      <WorkPage title="Reports" shop={widget}>
        <RangeForm from={from} to={to} />
        {answer.kind === 'brand' ? <BrandReport report={answer.report} /> : <AffiliateReport report={answer.report} />}
      </WorkPage>
    </div>
  );
}
