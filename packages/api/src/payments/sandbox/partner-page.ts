/**
 * What the sandbox partners' pages share (the identity partner, idme.ts; the military exchange,
 * exchange.ts): the shop's return address they answer to, their headers, and their frame.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import { gatewayAssets } from './assets';
import { layout } from './pages';

/** `value` when it is the shop's own `path` (no query) on the host the page was asked on; else null. */
export function shopReturnOf(value: string, host: string | undefined, path: string): URL | null {
  try {
    const url = new URL(value);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== path || url.search) return null;
    return host && url.host === host ? url : null;
  } catch {
    return null;
  }
}

/** Never framed, never cached, no referrer; forms post only to the page itself and `formAction`. */
export function partnerPageHeaders(c: Context, formAction: string) {
  c.header(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'self' ${formAction}; frame-ancestors 'none'`,
  );
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
}

/** A partner's page one level under /gateway, with its name in the header. */
export async function partnerPage(options: { title: string; partner: string; bodyClass?: string; content: ReturnType<typeof html> }) {
  return layout({
    title: options.title,
    assets: await gatewayAssets(),
    prefix: '../',
    script: null,
    bodyClass: `session-page${options.bodyClass ? ` ${options.bodyClass}` : ''}`,
    content: html`<main class="session-card">
  <header class="session-header"><span class="session-logo">${options.partner}</span><span class="sandbox-tag">Sandbox</span></header>
  ${options.content}
</main>`,
  });
}
