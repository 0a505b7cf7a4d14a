/**
 * What the site owner reads in the browser console when a widget cannot show its shop: what is
 * wrong and what to fix (issue #13 "Any host page"; docs/integration.md "When the widget shows a
 * message instead of tires"). The shopper reads the short message inside the widget instead.
 */
import type { ApiError, WidgetConfigProblem } from '@tireshop/core';

export function siteOwnerWarning(options: {
  problem: WidgetConfigProblem;
  tag: string;
  widgetId: string;
  apiBase: string;
  error: ApiError | null;
  retryInMs?: number;
}): string {
  const { problem, tag, widgetId, apiBase, error, retryInMs = 0 } = options;
  const hint = {
    'missing-widget-id': `<${tag}> has no widget-id attribute: add the widget id the shop gave you, e.g. <${tag} widget-id="iw-…">.`,
    'unknown-widget': `widget-id "${widgetId}" on <${tag}> is not a widget of ${apiBase}: check the id you pasted (or the api-base attribute).`,
    disabled: `widget "${widgetId}" is switched off at the shop: ask the shop to enable it again.`,
    'origin-not-allowed': `widget "${widgetId}" may not be shown on ${location.origin}: ask the shop to add this origin to the widget’s allowed origins.`,
    unavailable: `the shop’s API at ${apiBase} is not answering (${error?.message ?? 'no answer'}); trying again in ${Math.round(retryInMs / 1000)} s.`,
  }[problem];
  return `[tireshop] ${hint}`;
}
