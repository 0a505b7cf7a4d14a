/**
 * The installer widget's DOM events, typed for host pages written in TypeScript:
 *
 *   import type {} from '@tireshop/widgets';
 *   document.querySelector('tireshop-installer-widget')
 *     ?.addEventListener('tireshop:cart-updated', (e) => console.log(e.detail.totalQuantity));
 *
 * Each event bubbles and is composed (it leaves the shadow root, so a listener on `document`
 * hears it too); `detail.version` is 1 and changes only when a payload changes incompatibly.
 */
import type { WidgetEventDetails, WidgetEventMap, WidgetEventName, WidgetView } from '@tireshop/views';

export type { WidgetEventDetails, WidgetEventMap, WidgetEventName, WidgetView };

export interface TireshopInstallerWidgetElement extends HTMLElement {
  addEventListener<K extends WidgetEventName>(
    type: K,
    listener: (this: TireshopInstallerWidgetElement, event: WidgetEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: TireshopInstallerWidgetElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends WidgetEventName>(
    type: K,
    listener: (this: TireshopInstallerWidgetElement, event: WidgetEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'tireshop-installer-widget': TireshopInstallerWidgetElement;
  }
}
