/**
 * Turns a view into a custom element with an open shadow root, for widgets embedded in other
 * people's pages. Host-page CSS cannot reach inside; the host themes the widget through the
 * `--ts-*` custom properties (they inherit through the shadow boundary) and `::part(root)`.
 * Styles are adopted as one constructable stylesheet shared by every instance, which also
 * works under a strict Content-Security-Policy (no inline <style> needed). Each element brings the
 * CSS of the views it renders (installerShopCss …), so a widget carries no other view's styles.
 */
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { tokensCss } from '../styles/tokens';

export interface ViewElementOptions<P> {
  tagName: string;
  /** Attributes the element reads; a change re-renders. */
  attributes: readonly string[];
  /** The CSS of this element's views (the design tokens come with every element). */
  styles: string;
  /** Builds the view's props from the element (its attributes and properties). */
  props: (element: HTMLElement) => P;
  view: ComponentType<P>;
}

const sheets = new Map<string, CSSStyleSheet>();

function stylesheetFor(css: string): CSSStyleSheet | null {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return null;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Defines the element once; defining it again (the script pasted twice) is a no-op. */
export function defineViewElement<P extends object>(options: ViewElementOptions<P>): CustomElementConstructor {
  const existing = customElements.get(options.tagName);
  if (existing) return existing;
  const css = `${tokensCss(':host')}\n:host{display:block}\n${options.styles}`;

  class ViewElement extends HTMLElement {
    static observedAttributes = [...options.attributes];
    #root: Root | null = null;
    #mount: HTMLElement | null = null;

    connectedCallback() {
      if (!this.#root) {
        const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        const sheet = stylesheetFor(css);
        if (sheet) shadow.adoptedStyleSheets = [sheet];
        else {
          const style = document.createElement('style');
          style.textContent = css;
          shadow.append(style);
        }
        this.#mount = document.createElement('div');
        this.#mount.className = 'ts-root';
        this.#mount.setAttribute('part', 'root');
        shadow.append(this.#mount);
        this.#root = createRoot(this.#mount);
      }
      this.render();
    }

    disconnectedCallback() {
      // A single-page host may move the element; unmount only if it is really gone.
      queueMicrotask(() => {
        if (!this.isConnected && this.#root) {
          this.#root.unmount();
          this.#root = null;
          this.#mount?.remove();
          this.#mount = null;
        }
      });
    }

    attributeChangedCallback() {
      if (this.#root) this.render();
    }

    render() {
      this.#root?.render(createElement(options.view, options.props(this)));
    }
  }

  customElements.define(options.tagName, ViewElement);
  return ViewElement;
}

/** Dispatches a typed, versioned event from the widget element to the host page. */
export function emitWidgetEvent<T>(element: HTMLElement, name: string, detail: T): void {
  element.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, detail: { version: 1, ...detail } }));
}
