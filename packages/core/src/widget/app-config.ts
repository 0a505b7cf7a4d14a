import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../client/index';
import { widgetAppConfigEndpoint, type WidgetAppConfig } from '../contract/widget';

export type WidgetConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: WidgetAppConfig }
  | { status: 'error'; code: string; message: string };

/** Loads the widget's own configuration once (spec §7 GET /widget-app-config). */
export function createWidgetConfigStore(
  api: ApiClient,
  identifier: 'installer-widget' | 'simpleshop',
  siteUrl: string,
): ReadableAtom<WidgetConfigState> {
  const $config = atom<WidgetConfigState>({ status: 'loading' });
  void api.call(widgetAppConfigEndpoint, { query: { identifier, siteUrl: siteUrl.slice(0, 500) } }).then((r) => {
    $config.set(r.ok ? { status: 'ready', config: r.data } : { status: 'error', code: r.error.code, message: r.error.message });
  });
  return $config;
}
