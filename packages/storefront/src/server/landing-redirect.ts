/**
 * A link from outside that names something the shop keeps for the shopper — the sponsoring
 * installer's `?shop=…` (sponsoring-shop.ts), the military exchange's `?exchangeCustomerId=…`
 * (exchange-customer.ts). The shop's server keeps it in a cookie and sends the browser on to the
 * same address without it (303), so the page's address stays clean and a bookmark does not carry
 * it. A value the caller does not accept sets no cookie: what was kept before stays.
 */

/**
 * The answer to a GET whose address carries `param`, or null for every other request.
 * `cookieFor` turns the value (empty when the parameter has none) into the
 * `Set-Cookie` header to send, or null for none.
 */
export async function landingRedirect(
  request: Request,
  param: string,
  cookieFor: (value: string) => string | null | Promise<string | null>,
): Promise<Response | null> {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (!url.searchParams.has(param)) return null;
  const value = url.searchParams.get(param) ?? '';
  url.searchParams.delete(param);
  const headers = new Headers({ Location: `${url.pathname}${url.search}`, 'Cache-Control': 'no-store' });
  const cookie = await cookieFor(value);
  if (cookie) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}
