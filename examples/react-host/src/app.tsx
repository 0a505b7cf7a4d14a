/**
 * An installer's site written in React 19 that embeds the installer widget with types
 * (docs/integration.md "Hosts that bundle"): `@tireshop/widgets` loads the shop's widget loader
 * once, and its React types make `<tireshop-installer-widget>` a JSX element whose ref is the
 * element with its methods (openCart, setSize, getCart …) and typed events.
 */
import { loadTireshop, type TireshopInstallerWidgetElement, type WidgetCartDetail } from '@tireshop/widgets';
import type {} from '@tireshop/widgets/react';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The shop that serves the widget: this page's own origin here; a real site names the shop's. */
const SHOP = window.location.origin;
const WIDGET_ID = 'iw-100001';

function App() {
  const widget = useRef<TireshopInstallerWidgetElement>(null);
  const [version, setVersion] = useState('');
  const [cart, setCart] = useState<WidgetCartDetail | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    loadTireshop({ origin: SHOP }).then(
      (tireshop) => setVersion(tireshop.version),
      (error: Error) => setProblem(error.message),
    );
    const element = widget.current;
    if (!element) return;
    // Typed through the element: `event.detail` is the cart-updated payload.
    const updated = (event: CustomEvent<WidgetCartDetail>) => setCart(event.detail);
    const emptied = () => setCart(null);
    element.addEventListener('tireshop:cart-updated', updated);
    element.addEventListener('tireshop:cart-emptied', emptied);
    return () => {
      element.removeEventListener('tireshop:cart-updated', updated);
      element.removeEventListener('tireshop:cart-emptied', emptied);
    };
  }, []);

  /**
   * Runs one of the widget's methods once the loader has defined the element (the same Promise
   * every time: the loader is added once); a refusal (a bad size …) is shown beside the buttons.
   */
  const run = (call: (element: TireshopInstallerWidgetElement) => Promise<unknown>) => () => {
    setProblem('');
    loadTireshop({ origin: SHOP })
      .then(() => widget.current && call(widget.current))
      .catch((error: Error) => setProblem(error.message));
  };

  return (
    <>
      <header>
        <h1>Wheels &amp; Deals</h1>
        <button type="button" onClick={run((w) => w.openCart())}>
          Your cart{cart ? ` (${cart.totalQuantity})` : ''}
        </button>
      </header>
      <main>
        <div className="toolbar" role="toolbar" aria-label="Widget controls">
          <button type="button" onClick={run((w) => w.setSize('225/45R17'))}>
            Show 225/45R17
          </button>
          <button type="button" onClick={run((w) => w.setSize('999/99R99'))}>
            Show 999/99R99
          </button>
          <button type="button" onClick={run((w) => w.reset())}>
            Start over
          </button>
          <button type="button" onClick={run((w) => w.getCart().then(setCart))}>
            Check the cart
          </button>
          <output aria-label="Cart">{cart ? `${cart.totalQuantity} tires in the cart` : 'No cart yet'}</output>
          {version && <small>Widgets {version}</small>}
        </div>
        {problem && <p role="alert">{problem}</p>}
        <tireshop-installer-widget widget-id={WIDGET_ID} ref={widget} />
      </main>
    </>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
