/**
 * What every shop widget needs per element: an API client for its widget id, its stores, kept
 * for as long as the element keeps the same widget id and API base.
 */
import { createApiClient, createSizeListingStore, createWidgetConfigStore } from '@tireshop/core';
import type { InstallerShopProps } from '../components/installer-shop';

/** Origin of the script being executed now; call at a bundle's top level. */
export function currentScriptOrigin(): string {
  const src = (document.currentScript as HTMLScriptElement | null)?.src;
  try {
    return src ? new URL(src).origin : location.origin;
  } catch {
    return location.origin;
  }
}

const sessions = new WeakMap<HTMLElement, { key: string; props: InstallerShopProps }>();

export function shopWidgetProps(
  element: HTMLElement,
  options: { scriptOrigin: string; identifier: 'installer-widget' | 'simpleshop' },
): InstallerShopProps {
  const widgetId = element.getAttribute('widget-id') ?? '';
  const apiBase = element.getAttribute('api-base') ?? `${options.scriptOrigin}/api`;
  const key = `${widgetId}|${apiBase}`;
  let session = sessions.get(element);
  if (!session || session.key !== key) {
    const api = createApiClient({
      baseUrl: apiBase,
      credentials: { clientId: widgetId },
      autoQuery: () => ({ channel: 'widget', widgetId }),
    });
    session = {
      key,
      props: {
        listing: createSizeListingStore(api),
        config: createWidgetConfigStore(api, options.identifier, location.href),
      },
    };
    sessions.set(element, session);
  }
  return { ...session.props, initialSize: element.getAttribute('size') ?? undefined };
}
