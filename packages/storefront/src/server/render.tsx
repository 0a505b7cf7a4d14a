/**
 * Server rendering: react-router's static handler runs the loaders for the request, React renders
 * the whole document, and the router state goes to the browser for hydration.
 */
import { randomBytes } from 'node:crypto';
import type { StorefrontTheme } from '@tireshop/core';
import { themeCss, tokensCss, viewStyles } from '@tireshop/views';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { DocumentContext, type StorefrontContext } from '../app/context';
import { pageModuleOf } from '../app/page-module';
import { routes } from '../app/routes';
import shellCss from '../app/shell.css';
import chatCss from '../app/shell/chat.css';
import cataloguePageCss from '../app/pages/catalogue/catalogue-page.css';
import contentPageCss from '../app/pages/content/content-page.css';
import installerSignupCss from '../app/pages/installer-signup/installer-signup.css';
import portalCss from '../app/pages/portal/portal.css';
import simpleSnapCss from '../app/pages/simplesnap/simplesnap.css';
import portalWorkCss from '../app/pages/portal-shop-work/portal-work.css';
import productDeliveryCss from '../app/pages/product/product-delivery.css';
import type { ClientBuild } from './client-build';

const handler = createStaticHandler(routes);

/** All page CSS, inlined in <head> (one small render-blocking resource less). */
export const pageCss = [
  tokensCss(':root'),
  viewStyles,
  shellCss,
  chatCss,
  cataloguePageCss,
  contentPageCss,
  installerSignupCss,
  simpleSnapCss,
  portalCss,
  portalWorkCss,
  productDeliveryCss,
].join('\n');

/** The page CSS of each theme: the default tokens, then the theme's own (made once per theme). */
const themedCss = new Map<StorefrontTheme, string>();
function pageCssFor(theme: StorefrontTheme): string {
  let css = themedCss.get(theme);
  if (css === undefined) {
    const own = themeCss(theme, ':root');
    css = own ? `${pageCss}\n${own}` : pageCss;
    themedCss.set(theme, css);
  }
  return css;
}

/** The format react-router's browser router reads (window.__staticRouterHydrationData). */
function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : error instanceof Error
          ? { message: error.message, __type: 'Error' }
          : error,
    ]),
  );
}

/** JSON inside a <script>: no "</script>", "<!--" or line separators can break out. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export interface RenderOptions {
  context: StorefrontContext;
  client: ClientBuild;
  /** The shop's theme (its variant's, or its host name's); default the default theme. */
  theme?: StorefrontTheme;
}

/**
 * The security headers of every page (issue "Hardening": framing, sniffing, referrers, powerful
 * features). Scripts run only from the shop's origin or with this response's nonce; the page may
 * be framed only by the shop itself (widgets embed the API, never these pages); images may come
 * from any https origin (map tiles).
 */
export function pageSecurityHeaders(nonce: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      // SimpleSnap's OCR worker, from the shop's own address (never blob:); it compiles its
      // WebAssembly under its own policy (server/ocr-assets.ts), not the page's.
      "worker-src 'self'",
      "frame-src 'self'",
      "frame-ancestors 'self'",
      "form-action 'self'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join('; '),
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // camera: SimpleSnap's live camera view, on the shop's own pages only (docs/simplesnap.md).
    'Permissions-Policy': 'camera=(self), microphone=(), usb=(), geolocation=(self), payment=(self)',
  };
}

/** Pages with the shopper's own details (checkout, orders, tracking, the account) are never stored by a cache. */
const PERSONAL_PAGES = /^\/(checkout|track-your-order|account)(\/|$)/;

export async function renderPage(request: Request, options: RenderOptions): Promise<Response> {
  const nonce = randomBytes(16).toString('base64');
  const result = await handler.query(request, { requestContext: options.context as never });
  if (result instanceof Response) return result; // redirects
  const router = createStaticRouter(handler.dataRoutes, result);
  const state = { loaderData: result.loaderData, actionData: result.actionData, errors: serializeErrors(result.errors) };
  const pageModules = result.matches.flatMap((match) => pageModuleOf(match.route.handle) ?? []);
  const hydrationScript = `window.__staticRouterHydrationData = JSON.parse(${scriptSafeJson(JSON.stringify(state))});`;
  let renderError: unknown;
  const stream = await renderToReadableStream(
    <DocumentContext.Provider
      value={{
        hydrationScript,
        clientEntry: options.client.entry,
        modulePreloads: options.client.modulePreloads(pageModules),
        css: pageCssFor(options.theme ?? 'default'),
        nonce,
      }}
    >
      <StaticRouterProvider router={router} context={result} hydrate={false} />
    </DocumentContext.Provider>,
    {
      onError(error) {
        renderError = error;
        console.error('[storefront] render failed:', error);
      },
    },
  );
  await stream.allReady;
  return new Response(stream, {
    status: renderError ? 500 : result.statusCode,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': PERSONAL_PAGES.test(new URL(request.url).pathname) ? 'private, no-store' : 'no-cache',
      ...pageSecurityHeaders(nonce),
    },
  });
}
