/**
 * The widget loader: the one script a host page pastes (`/widgets/v1/loader.js`, under 2 kB
 * gzipped). It defines every widget's custom element at once as a light element with no view
 * code, and imports a widget's code — content-hashed ES modules beside the loader, fetched from
 * the loader's own origin — only when one of its elements is in the document: elements already
 * on the page and elements a single-page app adds later. The element is then handed to the
 * widget's behaviour in place (same node, same attributes), so nothing is replaced or re-created.
 *
 * Calls made before the loader has run are queued by the host's one-line stub and replayed here:
 *
 *   window.tireshop = window.tireshop || function () { (tireshop.q = tireshop.q || []).push(arguments) };
 *   tireshop('on', 'cart-updated', (detail) => …);   // a widget event (tireshop:cart-updated), its detail
 *   tireshop('load', 'installer');                    // fetch a widget's code before an element needs it
 *   tireshop('openCart', { widgetId: 'iw-…' });       // a method of the public API, on the first element (of that id)
 *
 * Each element has the public API's methods (`openCart()`, `setSize(size)` …, host/types.ts) and
 * `version` as soon as the loader has defined it: a method called before the widget's code has
 * arrived waits for it. `tireshop.version` is the same version.
 *
 * Installing the loader twice (pasted twice, or the old and the new snippet on one page) changes
 * nothing: the second copy finds the first and stops, so each element is defined once and each
 * widget element renders once.
 */
import type { ViewElementBehaviour } from '../element/define-view-element';
import { WIDGET_METHODS, type TireshopGlobal as PublicGlobal, type WidgetMethod } from '../host/types';
import { VERSION } from '../version';

/** Widget name → its code (entry module first, then the modules it imports), relative to this script; written in by the build. */
declare const __TIRESHOP_WIDGETS__: Record<string, string[]>;
/** The global's methods' module (global-api.ts), relative to this script; written in by the build. */
declare const __TIRESHOP_GLOBAL_API__: string;

/** The attributes every widget element reads; a change re-renders the widget. */
const ATTRIBUTES = ['widget-id', 'api-base', 'size', 'locale'];

type Command = ArrayLike<unknown>;

/** The `window.tireshop` function: the host's queue stub until the loader replaces it (typed for hosts as host/types' TireshopGlobal). */
interface TireshopGlobal {
  (...args: unknown[]): unknown;
  q?: Command[];
  /** Set by the loader: present means the loader has run on this page. */
  loaded?: 1;
  version?: PublicGlobal['version'];
}

const host = window as unknown as { tireshop?: TireshopGlobal };

if (!host.tireshop?.loaded) {
  const queued = host.tireshop?.q ?? [];
  // The chunks live beside this script, on the shop's origin, whatever the host page's origin.
  const base = (document.currentScript as HTMLScriptElement | null)?.src || location.href;
  const widgets = __TIRESHOP_WIDGETS__;
  const loading: Record<string, Promise<ViewElementBehaviour>> = {};
  const loaded: Record<string, ViewElementBehaviour> = {};

  /** A widget's behaviour, its modules imported in parallel (no waterfall through the entry's imports). */
  const load = (name: string): Promise<ViewElementBehaviour> =>
    (loading[name] ??= Promise.all(widgets[name]!.map((file) => import(new URL(file, base).href))).then(
      ([entry]) => (loaded[name] = (entry as { behaviour: ViewElementBehaviour }).behaviour),
      (error: unknown) => {
        // Tried again when the next element connects.
        delete loading[name];
        throw error;
      },
    ));

  const tags = Object.keys(widgets).map((name) => `tireshop-${name}-widget`);

  const tireshop: TireshopGlobal = (command, ...args) => {
    if (WIDGET_METHODS.includes(command as WidgetMethod))
      return import(new URL(__TIRESHOP_GLOBAL_API__, base).href).then((api: typeof import('./global-api')) =>
        api.callOnPage(tags, command as WidgetMethod, args),
      );
    if (command === 'on') {
      const [name, handler] = args as [string, (detail: unknown, event: Event) => void];
      document.addEventListener(`tireshop:${name}`, (event) => handler((event as CustomEvent).detail, event));
    } else if (command === 'load' && Object.hasOwn(widgets, args[0] as string)) {
      // Own keys only: 'toString', or what a host's script added to Object.prototype, is no widget.
      load(args[0] as string).catch(report);
    } else {
      console.warn('[tireshop] unknown command', command, ...args);
    }
  };
  tireshop.loaded = 1;
  tireshop.version = VERSION;
  host.tireshop = tireshop;

  /** The widget an element is of: `installer` for <tireshop-installer-widget>. */
  const widgetOf = (element: HTMLElement) => element.localName.slice(9, -7);

  /** What every widget element is until, and after, its widget's code has arrived. */
  class WidgetElement extends HTMLElement {
    // A getter, not a static field: no class-field helper in the loader's bytes.
    static get observedAttributes() {
      return ATTRIBUTES;
    }
    connectedCallback() {
      // The shadow root is there at once (the view renders into it when its code has arrived).
      if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
      // The first render in a task of its own, not in the one that evaluated the widget's modules:
      // two shorter tasks on the host page's main thread (issue #13: ≤ 50 ms of blocking time).
      load(widgetOf(this)).then((behaviour) => setTimeout(() => this.isConnected && behaviour.connect(this)), report);
    }
    disconnectedCallback() {
      loaded[widgetOf(this)]?.disconnect(this);
    }
    attributeChangedCallback() {
      loaded[widgetOf(this)]?.attributeChanged(this);
    }
    get version() {
      return VERSION;
    }
  }
  // The public API: each method waits for the widget's code, then its behaviour does the work.
  for (const method of WIDGET_METHODS)
    (WidgetElement.prototype as unknown as Record<string, unknown>)[method] = function (this: HTMLElement, ...args: unknown[]) {
      return load(widgetOf(this)).then((behaviour) => behaviour.call(this, method, args));
    };
  // One class per tag (the registry wants its own constructor for each).
  for (const tag of tags) if (!customElements.get(tag)) customElements.define(tag, class extends WidgetElement {});

  // A replayed call has no caller to hear of its failure: the console does.
  for (const command of queued)
    (tireshop(...Array.from(command)) as Promise<unknown> | undefined)?.catch((error: unknown) => console.error(error));
}

function report(error: unknown) {
  console.error('[tireshop] the widget could not be loaded', error);
}
