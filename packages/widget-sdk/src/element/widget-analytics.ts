/**
 * A widget's first-party analytics recorder (docs/analytics.md "Widgets"), its own chunk: fetched
 * with the widget's first event, so the first results carry none of it (scripts/widget-budget.mjs).
 * The widget's events go to the shop's own API as the storefront's do — batched, as a beacon —
 * with the widget's id as channel and its source; the API adds the widget's type from its
 * configuration. The visitor id is the widget's own, in the host page's localStorage under the
 * widget's prefix, renewed after the spec's session timeout like the storefront's.
 */
import {
  type AnalyticsRecorder,
  browserAnalyticsPlatform,
  createAnalyticsRecorder,
  flushWhenHidden,
  type WidgetSource,
  widgetStoragePrefix,
} from '@tireshop/core';

export function widgetRecorder(options: { apiBase: string; widgetId: string; source: WidgetSource }): AnalyticsRecorder {
  const recorder = createAnalyticsRecorder({
    apiBase: options.apiBase,
    channel: options.widgetId,
    widgetSource: options.source,
    visitorKey: `${widgetStoragePrefix(options.widgetId)}.analytics_visitor`,
    platform: browserAnalyticsPlatform(window),
  });
  if (recorder.enabled) flushWhenHidden(recorder, window);
  return recorder;
}
