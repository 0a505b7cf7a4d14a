/**
 * The widgets' public surface, typed for host pages written in TypeScript (docs/integration.md
 * "The public API"): the three elements' attributes, methods and events, and the `tireshop`
 * global. Importing `@tireshop/widgets` (or only its types) adds them to the DOM's own maps:
 *
 *   import { loadTireshop } from '@tireshop/widgets';
 *   const widget = document.querySelector('tireshop-installer-widget');   // TireshopInstallerWidgetElement
 *   widget?.addEventListener('tireshop:cart-updated', (e) => console.log(e.detail.totalQuantity));
 *   await widget?.openCart();
 *
 * Each event bubbles and is composed (it leaves the shadow root, so a listener on `document`
 * hears it too); `detail.version` is 1 and changes only when a payload changes incompatibly.
 */
import type { WidgetEventDetails, WidgetEventMap, WidgetEventName, WidgetView } from '@tireshop/core/widget-events';

export type { WidgetEventDetails, WidgetEventMap, WidgetEventName, WidgetView };

/** The widgets the loader defines an element for: `<tireshop-${name}-widget>`. */
export type WidgetName = 'installer' | 'partner' | 'affiliate';

/** The methods of every widget element, also callable through the global: `tireshop('openCart')`. */
export const WIDGET_METHODS = ['openCart', 'closeCart', 'setSize', 'setVehicle', 'reset', 'getCart'] as const;
export type WidgetMethod = (typeof WIDGET_METHODS)[number];

/** A vehicle for `setVehicle()`: make and model by name or slug ("Toyota", "land-rover"). */
export interface WidgetVehicle {
  year: number;
  make: string;
  model: string;
  /** The trim (name or slug); the year's first trim when absent. */
  trim?: string;
}

/** What `setVehicle()` found: the vehicle as the shop names it and its original-equipment sizes. */
export interface WidgetVehicleFit {
  year: number;
  make: string;
  model: string;
  trim: string;
  /** The size the widget now lists (the front size), e.g. "225/45R17". */
  size: string;
  /** The rear size; the same as `size` unless the vehicle is staggered. */
  rearSize: string;
}

/** The cart as `getCart()` answers it: the `tireshop:cart-updated` event's detail. */
export type WidgetCartDetail = WidgetEventDetails['tireshop:cart-updated'];

/** The attributes a widget element reads (a change re-renders it). */
export interface TireshopWidgetAttributes {
  /** The publishable widget id the shop gave you (iw-…, pw-…, aw-…). Required. */
  'widget-id': string;
  /** The shop's API root; /api on the origin that served the loader by default. */
  'api-base'?: string;
  /** A tire size to list straight away, e.g. 225/45R17. */
  size?: string;
}

/**
 * What a host page may call on a widget element. Every method may be called as soon as the loader
 * has defined the element — before the widget's own code has arrived: the call waits for it.
 */
export interface TireshopWidgetMethods {
  /** The loader's version (semver; its major is the `/widgets/v1/` in the loader's address). */
  readonly version: string;
  /** Opens the cart: its summary, or the empty-cart dialog when there is nothing in it. Rejects for a widget without a cart. */
  openCart(): Promise<void>;
  /** Closes the cart's dialogs. Rejects for a widget without a cart. */
  closeCart(): Promise<void>;
  /**
   * Lists a tire size, as the `size` attribute does (it sets the attribute). A text that is no tire
   * size shows the widget's message for it and rejects with a TypeError.
   */
  setSize(size: string): Promise<void>;
  /**
   * Lists the tires of a vehicle's original-equipment size (its front size; the `size` attribute is
   * set to it). Rejects with a TypeError for a vehicle the shop does not know, leaving the widget
   * as it was.
   */
  setVehicle(vehicle: WidgetVehicle): Promise<WidgetVehicleFit>;
  /** Back to the widget's first screen: no size, the cart's dialogs closed, the tire list (the cart itself is kept). */
  reset(): Promise<void>;
  /** The cart as the `tireshop:cart-updated` event tells it, or null when there is none. Rejects for a widget without a cart. */
  getCart(): Promise<WidgetCartDetail | null>;
}

type WidgetEventListener<E, K extends WidgetEventName> = (this: E, event: WidgetEventMap[K]) => unknown;

export interface TireshopWidgetElement extends HTMLElement, TireshopWidgetMethods {
  addEventListener<K extends WidgetEventName>(
    type: K,
    listener: WidgetEventListener<this, K>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: this, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends WidgetEventName>(
    type: K,
    listener: WidgetEventListener<this, K>,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** `<tireshop-installer-widget>`: an installer's shop with its cart and checkout. */
export interface TireshopInstallerWidgetElement extends TireshopWidgetElement {}
/** `<tireshop-partner-widget>`: a tire brand's shop with its cart and checkout. */
export interface TireshopPartnerWidgetElement extends TireshopWidgetElement {}
/** `<tireshop-affiliate-widget>`: the size search and results; the cart methods reject unless its configuration sells inside it. */
export interface TireshopAffiliateWidgetElement extends TireshopWidgetElement {}

/** Which element a global call is for: the first widget element in the document, or the first of this widget id. */
export interface WidgetTarget {
  widgetId?: string;
}

/** A widget event's name without its `tireshop:` prefix, as `tireshop('on', …)` takes it. */
export type WidgetEventShortName = WidgetEventName extends `tireshop:${infer N}` ? N : never;

/**
 * `window.tireshop`: the host's queue stub until the loader has run, then the loader's function.
 * Calls made to the stub are replayed when the loader arrives (their results are not returned:
 * use `loadTireshop()` or call after the loader's `load` event for a Promise).
 */
export interface TireshopGlobal {
  /** Calls `handler` with each such event's detail, from any widget on the page. */
  <N extends WidgetEventShortName>(
    command: 'on',
    event: N,
    handler: (detail: WidgetEventDetails[`tireshop:${N}`], event: WidgetEventMap[`tireshop:${N}`]) => void,
  ): void;
  /** Fetches a widget's code before an element needs it. */
  (command: 'load', widget: WidgetName): void;
  (command: 'openCart' | 'closeCart' | 'reset', target?: WidgetTarget): Promise<void>;
  (command: 'setSize', size: string, target?: WidgetTarget): Promise<void>;
  (command: 'setVehicle', vehicle: WidgetVehicle, target?: WidgetTarget): Promise<WidgetVehicleFit>;
  (command: 'getCart', target?: WidgetTarget): Promise<WidgetCartDetail | null>;
  /** The loader's version; absent on the host's queue stub. */
  readonly version: string;
  /** Present once the loader has run on the page. */
  readonly loaded?: 1;
}

declare global {
  interface HTMLElementTagNameMap {
    'tireshop-installer-widget': TireshopInstallerWidgetElement;
    'tireshop-partner-widget': TireshopPartnerWidgetElement;
    'tireshop-affiliate-widget': TireshopAffiliateWidgetElement;
  }
  // Every widget event bubbles to the document, composed through the shadow root.
  interface HTMLElementEventMap extends WidgetEventMap {}
  interface DocumentEventMap extends WidgetEventMap {}
  interface Window {
    tireshop?: TireshopGlobal;
  }
}
