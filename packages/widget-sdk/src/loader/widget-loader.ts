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
 *
 * Installing the loader twice (pasted twice, or the old and the new snippet on one page) changes
 * nothing: the second copy finds the first and stops, so each element is defined once and each
 * widget element renders once.
 */
import type { ViewElementBehaviour } from '../element/define-view-element';

/** Widget name → its code (entry module first, then the modules it imports), relative to this script; written in by the build. */
declare const __TIRESHOP_WIDGETS__: Record<string, string[]>;

/** The attributes every widget element reads; a change re-renders the widget. */
const ATTRIBUTES = ['widget-id', 'api-base', 'size'];

type Command = ArrayLike<unknown>;

/** The `window.tireshop` function: the host's queue stub until the loader replaces it. */
interface TireshopGlobal {
  (...args: unknown[]): void;
  q?: Command[];
  /** Set by the loader: present means the loader has run on this page. */
  loaded?: 1;
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

  const tireshop: TireshopGlobal = (command, ...args) => {
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
  host.tireshop = tireshop;

  for (const name of Object.keys(widgets)) {
    const tag = `tireshop-${name}-widget`;
    if (customElements.get(tag)) continue;
    customElements.define(
      tag,
      class extends HTMLElement {
        static observedAttributes = ATTRIBUTES;
        connectedCallback() {
          // The shadow root is there at once (the view renders into it when its code has arrived).
          if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
          load(name).then((behaviour) => this.isConnected && behaviour.connect(this), report);
        }
        disconnectedCallback() {
          loaded[name]?.disconnect(this);
        }
        attributeChangedCallback() {
          loaded[name]?.attributeChanged(this);
        }
      },
    );
  }

  for (const command of queued) tireshop(...Array.from(command));
}

function report(error: unknown) {
  console.error('[tireshop] the widget could not be loaded', error);
}
