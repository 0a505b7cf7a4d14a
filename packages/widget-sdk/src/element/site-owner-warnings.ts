/**
 * What the site owner reads in the browser console when a widget cannot show its shop, or is set
 * up wrong: what is wrong and what to fix (issue #13 "Any host page"; docs/integration.md "When
 * the widget shows a message instead of tires"). The shopper reads the short message inside the
 * widget instead. The words are the catalogue's (core i18n, area `siteOwner`), in the element's
 * locale when the widgets speak it.
 */
import {
  LOCALES,
  loadCatalogue,
  supportedLocale,
  translator,
  type ApiError,
  type AreaMessage,
  type WidgetConfigProblem,
} from '@tireshop/core';

/** What a widget id of the element's kind looks like: iw-… for an installer's, pw-… a partner's, aw-… an affiliate's. */
const exampleId = (tag: string) => `${{ partner: 'pw', affiliate: 'aw' }[tag.split('-')[1] ?? ''] ?? 'iw'}-…`;

const HINTS = {
  'missing-widget-id': '<{tag}> has no widget-id attribute: add the widget id the shop gave you, e.g. <{tag} widget-id="{example}">.',
  'unknown-widget': 'widget-id "{widgetId}" on <{tag}> is not a widget of {apiBase}: check the id you pasted (or the api-base attribute).',
  disabled: 'widget "{widgetId}" is switched off at the shop: ask the shop to enable it again.',
  'origin-not-allowed':
    'widget "{widgetId}" may not be shown on {origin}: ask the shop to add this origin to the widget’s allowed origins.',
  unavailable: 'the shop’s API at {apiBase} is not answering ({error}); trying again in {seconds} s.',
} as const satisfies Record<WidgetConfigProblem, AreaMessage<'siteOwner'>>;

export async function siteOwnerWarning(options: {
  problem: WidgetConfigProblem;
  tag: string;
  widgetId: string;
  apiBase: string;
  error: ApiError | null;
  retryInMs?: number;
  /** The element's locale attribute. */
  locale?: string | null;
}): Promise<string> {
  const { problem, tag, widgetId, apiBase, error, retryInMs = 0 } = options;
  const locale = supportedLocale(options.locale) ?? 'en-US';
  const t = translator<AreaMessage<'siteOwner'>>(locale, (await loadCatalogue(locale).catch(() => null))?.siteOwner);
  const hint = (t as (message: string, params: object) => string)(HINTS[problem], {
    tag,
    example: exampleId(tag),
    widgetId,
    apiBase,
    origin: location.origin,
    error: error?.message ?? t('no answer'),
    seconds: Math.round(retryInMs / 1000),
  });
  return `[tireshop] ${hint}`;
}

/** A `locale` attribute the widgets do not speak (they show en-US). */
export function unsupportedLocaleWarning(tag: string, locale: string): string {
  const t = translator<AreaMessage<'siteOwner'>>('en-US');
  return `[tireshop] ${t('locale "{locale}" on <{tag}> is not supported: use {supported}. The widget shows en-US.', { tag, locale, supported: LOCALES.join(', ') })}`;
}
