/**
 * What the site owner reads in the browser console when a widget cannot show its shop, or is set
 * up wrong: what is wrong and what to fix (issue #13 "Any host page").
 */
export const siteOwner = [
  '<{tag}> has no widget-id attribute: add the widget id the shop gave you, e.g. <{tag} widget-id="{example}">.',
  'widget-id "{widgetId}" on <{tag}> is not a widget of {apiBase}: check the id you pasted (or the api-base attribute).',
  'widget "{widgetId}" is switched off at the shop: ask the shop to enable it again.',
  'widget "{widgetId}" may not be shown on {origin}: ask the shop to add this origin to the widget’s allowed origins.',
  'the shop’s API at {apiBase} is not answering ({error}); trying again in {seconds} s.',
  'no answer',
  'locale "{locale}" on <{tag}> is not supported: use {supported}. The widget shows en-US.',
] as const;
