/**
 * The global's methods (`tireshop('openCart', { widgetId })` …, host/types.ts TireshopGlobal):
 * which element a call is for, then that element's own method. A module of its own beside the
 * loader, imported with the first such call, so the loader every page downloads stays small.
 */
import type { WidgetMethod, WidgetTarget } from '../host/types';

/** The document once parsed: a call queued in the page's <head> may come before the elements are there. */
const parsed = () =>
  new Promise((done) =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', done, { once: true }) : done(0),
  );

/**
 * Calls `method` on the first widget element in the document (of `tags`), or the first with the
 * widget id of a target given last: `tireshop('setSize', '225/45R17', { widgetId: 'iw-…' })`.
 */
export async function callOnPage(tags: string[], method: WidgetMethod, args: unknown[]): Promise<unknown> {
  // The target comes after the method's own argument (setVehicle's is an object too).
  const own = method === 'setSize' || method === 'setVehicle' ? 1 : 0;
  const last = args.length > own ? args[args.length - 1] : undefined;
  const { widgetId } = (last && typeof last === 'object' ? args.pop() : {}) as WidgetTarget;
  await parsed();
  const element = Array.from(document.querySelectorAll(tags.join())).find((e) => !widgetId || e.getAttribute('widget-id') === widgetId);
  if (!element)
    throw new Error(
      `[tireshop] ${method}(): no widget element${widgetId ? ` with widget-id "${widgetId}"` : ''} on the page (${tags.map((t) => `<${t}>`).join(', ')})`,
    );
  return (element as unknown as Record<WidgetMethod, (...a: unknown[]) => Promise<unknown>>)[method](...args);
}
