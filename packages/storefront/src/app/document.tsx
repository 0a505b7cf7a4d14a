import { footerVisible, locationBarVisible } from '@tireshop/core';
import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { type PreloadModuleOptions, preloadModule } from 'react-dom';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { browserSearch, DocumentContext } from './context';
import { useRootData } from './root-data';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { LocationBar } from './shell/location-bar';
import { SiteNotices } from './shell/notifications';
import { ToastRegion } from './shell/toast';

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='15' fill='%23ffc53d'/%3E%3Ccircle cx='16' cy='16' r='9' fill='%23101418'/%3E%3C/svg%3E";

/** The whole HTML document: React renders <html>, hoists each page's <title>/<meta> into <head>. */
export function Document() {
  const { hydrationScript, clientEntry, modulePreloads, css, nonce } = useContext(DocumentContext);
  // React writes these as <link rel="modulepreload"> early in <head> (server only: the list is empty
  // in the browser). At low priority, as the module script itself is fetched: they must not compete
  // with the page's images and styles for the first paint. (react-dom takes fetchPriority; its types
  // do not list it yet.)
  for (const href of modulePreloads)
    preloadModule(href, { as: 'script', nonce: nonce || undefined, fetchPriority: 'low' } as PreloadModuleOptions);
  const { variant, account, greeting } = useRootData();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#101418" />
        <link rel="icon" href={FAVICON} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own stylesheet, built from our CSS sources */}
        <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
      </head>
      <body>
        <div className="ts-root sf-app">
          <a className="sf-skip" href="#main">
            Skip to content
          </a>
          {navigation.state === 'loading' && <div className="sf-progress" role="progressbar" aria-label="Loading page" />}
          <Header />
          {account?.business && (
            <Suspense fallback={null}>
              <BusinessBanner />
            </Suspense>
          )}
          {locationBarVisible(pathname, variant) && <LocationBar />}
          <SiteNotices />
          <main id="main" className="sf-main" tabIndex={-1}>
            <Outlet />
          </main>
          {footerVisible(pathname) && <Footer />}
          <SearchOverlayMount />
          <ToastRegion />
          {greeting && (
            <Suspense fallback={null}>
              <BusinessGreeting />
            </Suspense>
          )}
        </div>
        {/* The browser hides a nonce from the page, so the hydrated value ('') is not a mismatch. */}
        <ScrollRestoration nonce={nonce || undefined} />
        <script
          id="sf-hydration"
          nonce={nonce || undefined}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: hydration data serialised by scriptSafeJson (render.tsx), so it cannot close the script
          dangerouslySetInnerHTML={{ __html: hydrationScript }}
          suppressHydrationWarning
        />
        {clientEntry && <script type="module" nonce={nonce || undefined} src={clientEntry} suppressHydrationWarning />}
      </body>
    </html>
  );
}

// Business buyers' parts of the shell (rules §6), in their own chunk: only their pages load it.
const BusinessBanner = lazy(() => import('./shell/business').then((m) => ({ default: m.BusinessBanner })));
const BusinessGreeting = lazy(() => import('./shell/business').then((m) => ({ default: m.BusinessGreeting })));

// Its own chunk, fetched after hydration: nothing of the overlay's view is needed before it opens.
const SearchOverlay = lazy(() => import('./shell/lazy-views').then((m) => ({ default: m.SearchOverlay })));

// The help chat (docs/chat.md): its own chunk, fetched after hydration beside the search overlay's.
const Chat = lazy(() => import('./shell/chat'));

/** Where guided shopping lives (linked from the overlay). */
export const GUIDED_SHOPPING_PATH = '/guided-shopping';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The search overlay over every page (spec §2 Shell). Browser-only: nothing is rendered on the
 * server or before hydration, so the markup React hydrates is the server's.
 */
function SearchOverlayMount() {
  const [overlay, setOverlay] = useState<ReturnType<typeof browserSearch>>(undefined);
  const { globals, chatWidget } = useRootData();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => setOverlay(browserSearch()), []);

  // "/" opens the search from anywhere but a text field (a common shortcut; spec is silent).
  useEffect(() => {
    if (!overlay) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTyping(event.target)) return;
      event.preventDefault();
      overlay.open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlay]);

  // Another navigation (a redirect, the app itself) while it is open: the page changed under it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger (every navigation), not a value read inside
  useEffect(() => {
    if (overlay?.$state.get().open) overlay.close('navigate');
  }, [location.key]);

  if (!overlay) return null;
  return (
    <Suspense fallback={null}>
      {/* rules §9: not for a bot (the server's render decided from the user agent). */}
      {chatWidget && <Chat />}
      <SearchOverlay
        overlay={overlay}
        pills={globals?.customFilterPills}
        guidedHref={GUIDED_SHOPPING_PATH}
        onNavigate={(destination) => {
          // The overlay's history entry becomes the page chosen (replace), so Back from that page
          // returns to the page the search was opened on, not to the overlay.
          overlay.close('navigate');
          void navigate(destination.href, { replace: true });
        }}
      />
    </Suspense>
  );
}
