/**
 * The shop's work pages as one chunk (whoever opens one of them usually opens the others), each as
 * the route properties its lazy route takes.
 */
import { bookingsAction, bookingsLoader, BookingsPage } from './bookings';
import { ordersAction, ordersLoader, OrdersPage } from './orders';
import { reportsLoader, ReportsPage } from './reports';
import { teamAction, teamLoader, TeamPage } from './team';
import { widgetReportsLoader, WidgetReportsPage } from './widget-reports';

export const bookings = { loader: bookingsLoader, action: bookingsAction, Component: BookingsPage };
export const orders = { loader: ordersLoader, action: ordersAction, Component: OrdersPage };
export const reports = { loader: reportsLoader, Component: ReportsPage };
export const widgetReports = { loader: widgetReportsLoader, Component: WidgetReportsPage };
export const team = { loader: teamLoader, action: teamAction, Component: TeamPage };
