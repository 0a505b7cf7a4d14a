import { footerVisible, locationBarVisible } from '@tireshop/core';
import { useContext } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { DocumentContext } from './context';
import { useRootData } from './root-data';
import { Footer } from './shell/footer';
import { Header } from './shell/header';
import { LocationBar } from './shell/location-bar';
import { ShopNotification } from './shell/notifications';

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='15' fill='%23ffc53d'/%3E%3Ccircle cx='16' cy='16' r='9' fill='%23101418'/%3E%3C/svg%3E";

/** The whole HTML document: React renders <html>, hoists each page's <title>/<meta> into <head>. */
export function Document() {
  const { hydrationScript, clientEntry, css } = useContext(DocumentContext);
  const { variant } = useRootData();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#101418" />
        <link rel="icon" href={FAVICON} />
        <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
      </head>
      <body>
        <div className="ts-root sf-app">
          <a className="sf-skip" href="#main">
            Skip to content
          </a>
          {navigation.state === 'loading' && <div className="sf-progress" role="progressbar" aria-label="Loading page" />}
          <Header />
          {locationBarVisible(pathname, variant) && <LocationBar />}
          <ShopNotification />
          <main id="main" className="sf-main" tabIndex={-1}>
            <Outlet />
          </main>
          {footerVisible(pathname) && <Footer />}
        </div>
        <ScrollRestoration />
        <script id="sf-hydration" dangerouslySetInnerHTML={{ __html: hydrationScript }} suppressHydrationWarning />
        {clientEntry && <script type="module" src={clientEntry} />}
      </body>
    </html>
  );
}
