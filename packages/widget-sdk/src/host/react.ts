/**
 * The widget elements in React 19's JSX, typed (`import type {} from '@tireshop/widgets/react'`
 * once in a host's app): their attributes, and a `ref` to the element with its methods.
 *
 *   const widget = useRef<TireshopInstallerWidgetElement>(null);
 *   <tireshop-installer-widget widget-id="iw-100001" size="225/45R17" ref={widget} />
 *   <button onClick={() => widget.current?.openCart()}>Open cart</button>
 *
 * React 19 passes the attributes to the element as they are; listen to the widget's events with
 * `addEventListener` on the element (or `tireshop('on', …)`), typed through the element.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  TireshopAffiliateWidgetElement,
  TireshopInstallerWidgetElement,
  TireshopPartnerWidgetElement,
  TireshopWidgetAttributes,
} from './types';

export type TireshopWidgetProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E> & TireshopWidgetAttributes;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'tireshop-installer-widget': TireshopWidgetProps<TireshopInstallerWidgetElement>;
      'tireshop-partner-widget': TireshopWidgetProps<TireshopPartnerWidgetElement>;
      'tireshop-affiliate-widget': TireshopWidgetProps<TireshopAffiliateWidgetElement>;
    }
  }
}
