/**
 * Turns a view into a custom element with an open shadow root, for widgets embedded in other
 * people's pages. Host-page CSS cannot reach inside; the host themes the widget through the
 * `--ts-*` custom properties (they inherit through the shadow boundary) and the `::part` names
 * (docs/integration.md "Theming").
 * Styles are adopted as constructable stylesheets shared by every instance, which also works
 * under a strict Content-Security-Policy (no inline <style> needed). Each element brings the CSS
 * of the views it renders first (installerShopCss …); views loaded later bring theirs
 * (useShadowStyles), so a widget carries no other view's styles.
 *
 * The behaviour is separate from the element class: the widget loader defines light elements
 * before any view code has arrived and hands each one to its widget's behaviour once that code
 * has loaded (the element upgrades in place, attributes kept).
 */
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { adoptCss, LocaleContext, ShadowStylesContext, tokensCss } from '@tireshop/views';
import { WIDGET_METHODS, type WidgetMethod } from '../host/types';
import { VERSION } from '../version';
import { elementLocale } from './element-locale';
import type { WidgetViewProps } from './view-props';

export interface ViewElementOptions<P extends WidgetViewProps> {
  tagName: string;
  /** Attributes the element reads; a change re-renders. */
  attributes: readonly string[];
  /** The CSS of this element's first views (the design tokens come with every element). */
  styles: string;
  /** Builds the view's props from the element (its attributes and properties). */
  props: (element: HTMLElement) => P;
  view: ComponentType<P>;
}

/** What an element of a widget does, whoever defined the element (the loader, or defineViewElement). */
export interface ViewElementBehaviour {
  /** The element is in the document: render (the first time, into a new shadow root). */
  connect(element: HTMLElement): void;
  /** The element left the document: unmount, unless it was only moved. */
  disconnect(element: HTMLElement): void;
  /** One of the observed attributes changed: render again. */
  attributeChanged(element: HTMLElement): void;
  /**
   * A method of the element's public API (`element.openCart()`, `tireshop('openCart')` …; its code
   * arrives with the first call). Rejects with a TypeError for bad arguments.
   */
  call(element: HTMLElement, method: WidgetMethod, args: unknown[]): Promise<unknown>;
}

interface Mounted {
  root: Root;
  mount: HTMLElement;
  adopt: (css: string) => void;
}

/**
 * The host page's CSS stops at the shadow root except for what inherits through it (font, color,
 * text-align, white-space, cursor …, set on the body or on the element itself): the mount resets
 * every property to its initial value (`all` leaves the `--ts-*` custom properties alone, so
 * theming still inherits) and the views set their own font, size and color on it after this
 * rule (baseCss). Sizes inside are px, never rem, so a host `html { font-size: 62.5% }` changes
 * nothing either (issue #13 "Any host page"; docs/integration.md "What the host page cannot change").
 */
const isolationCss = ':host{display:block}\n.ts-root{all:initial;display:block}';

export function viewElementBehaviour<P extends WidgetViewProps>(
  options: Omit<ViewElementOptions<P>, 'tagName' | 'attributes'>,
): ViewElementBehaviour {
  const css = `${tokensCss(':host')}\n${isolationCss}\n${options.styles}`;
  const mounted = new WeakMap<HTMLElement, Mounted>();

  function render(element: HTMLElement) {
    const m = mounted.get(element);
    // The views render in the element's locale (its `locale` attribute), once its words are in.
    const locale = m && elementLocale(element, () => render(element));
    if (!locale) return;
    const view = createElement(options.view, options.props(element));
    m.root.render(
      createElement(LocaleContext.Provider, { value: locale }, createElement(ShadowStylesContext.Provider, { value: m.adopt }, view)),
    );
  }

  return {
    connect(element) {
      if (!mounted.has(element)) {
        const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
        adoptCss(shadow, css);
        const mount = document.createElement('div');
        mount.className = 'ts-root';
        mount.setAttribute('part', 'root');
        shadow.append(mount);
        mounted.set(element, { root: createRoot(mount), mount, adopt: (more) => adoptCss(shadow, more) });
        // The first render in the next task, not in the one that parsed the stylesheet: two
        // shorter tasks on the host page's main thread (issue #13: ≤ 50 ms of blocking time).
        setTimeout(() => element.isConnected && mounted.has(element) && render(element));
        return;
      }
      render(element);
    },
    disconnect(element) {
      // A single-page host may move the element; unmount only if it is really gone.
      queueMicrotask(() => {
        const m = mounted.get(element);
        if (!element.isConnected && m) {
          m.root.unmount();
          m.mount.remove();
          mounted.delete(element);
        }
      });
    },
    attributeChanged: render,
    call: (element, method, args) =>
      import('./widget-api').then((api) =>
        api.callWidgetMethod(element, method, args, options.props, () => {
          // Nothing rendered in between: the view mounts again with none of its state.
          mounted.get(element)?.root.render(null);
          render(element);
        }),
      ),
  };
}

/** Defines the element once; defining it again (the script pasted twice) is a no-op. */
export function defineViewElement<P extends WidgetViewProps>(options: ViewElementOptions<P>): CustomElementConstructor {
  const existing = customElements.get(options.tagName);
  if (existing) return existing;
  const behaviour = viewElementBehaviour(options);

  class ViewElement extends HTMLElement {
    static observedAttributes = [...options.attributes];
    connectedCallback() {
      behaviour.connect(this);
    }
    disconnectedCallback() {
      behaviour.disconnect(this);
    }
    attributeChangedCallback() {
      behaviour.attributeChanged(this);
    }
    get version() {
      return VERSION;
    }
  }
  for (const method of WIDGET_METHODS)
    Object.defineProperty(ViewElement.prototype, method, {
      value(this: HTMLElement, ...args: unknown[]) {
        return behaviour.call(this, method, args);
      },
    });

  customElements.define(options.tagName, ViewElement);
  return ViewElement;
}

/** Dispatches a typed, versioned event from the widget element to the host page. */
export function emitWidgetEvent<T>(element: HTMLElement, name: string, detail: T): void {
  element.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: { version: 1, ...detail } }));
}
