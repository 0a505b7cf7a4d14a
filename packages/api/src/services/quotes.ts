/**
 * Sales quotes (rules §1 "A sales tool user (staff who can send a quote to a customer)", §6 Simple
 * sales tool; docs/quotes.md). A sales-tool user sends their cart as a quote: its tires at the
 * sales user's price list now, held for QUOTE_VALIDITY_DAYS. The customer's e-mail (the outbox)
 * carries the link; the text message for the phone is kept on the quote for the sales user to send
 * (there is no SMS gateway). Opening the link adds the tires to the opener's own cart, each line
 * remembering the quote (cart_items.quote_id), so services/cart.ts prices it at the quoted price
 * until the quote expires.
 */
import { randomBytes } from 'node:crypto';
import {
  formatPrice,
  MAX_CART_LINES,
  QUOTE_MESSAGES,
  QUOTE_VALIDITY_DAYS,
  type Quote,
  type SendQuoteInput,
  type SentQuote,
  type SiteCart,
} from '@tireshop/core';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { sendQuoteInputSchema } from '@tireshop/core';
import type { TokenClaims } from '../auth/tokens';
import type { Database, Db, Tx } from '../db/client';
import { brands, cartItems, carts, categories, outboxEmails, productLines, quoteLines, quotes, skus, tireSizes, users } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { renderParagraphsEmail } from '../mail/installer-application-email';
import { signedInUser } from './account-area';
import { brandScope, inBrandScope } from './brand-scope';
import { cartLineRows, cartTireColumns, loadSiteCart, lockOwnCart } from './cart';
import { CART_MESSAGES, checkLineQuantity, insertCart, type NewCartContext } from './cart-changes';
import { toProductSummary } from './catalogue';
import { nextId } from './installer-applications';
import { priceRowsFor, userTypeOf } from './price-lists';

type SendInput = v.InferOutput<typeof sendQuoteInputSchema>;
export type { SendQuoteInput };

const DAY_MS = 24 * 3600_000;
/** A sales user's list shows the latest ones. */
const MY_QUOTES_LIMIT = 50;

/** Where the customer opens a quote: the shop's page for it. */
export const quotePath = (token: string) => `/quotes/${token}`;

/** The signed-in caller when their user type is sales-tool; 401 signed out, 403 for any other account. */
async function requireSalesUser(db: Db | Tx, client: TokenClaims | undefined): Promise<number> {
  const userId = signedInUser(client);
  const [row] = await db
    .select({ userType: userTypeOf(sql`${users.id}`) })
    .from(users)
    .where(eq(users.id, userId));
  if (row?.userType !== 'sales-tool') throw new ApiError('Forbidden', QUOTE_MESSAGES.salesToolOnly);
  return userId;
}

const quoteColumns = {
  id: quotes.id,
  quoteNumber: quotes.quoteNumber,
  token: quotes.token,
  email: quotes.email,
  phone: quotes.phone,
  textMessage: quotes.textMessage,
  subtotalCents: quotes.subtotalCents,
  createdAt: quotes.createdAt,
  expiresAt: quotes.expiresAt,
};
type QuoteRow = Awaited<ReturnType<typeof selectQuotes>>[number];
const selectQuotes = (db: Db | Tx) => db.select(quoteColumns).from(quotes);

const lineColumns = {
  ...cartTireColumns,
  quoteId: quoteLines.quoteId,
  quantity: quoteLines.quantity,
  unitPriceCents: quoteLines.unitPriceCents,
  retailPriceCents: quoteLines.retailPriceCents,
};

/** The quotes' tires, in the order they were in the cart. */
async function linesOf(db: Db | Tx, quoteIds: number[]) {
  if (quoteIds.length === 0) return [];
  return db
    .select(lineColumns)
    .from(quoteLines)
    .innerJoin(skus, eq(skus.id, quoteLines.skuId))
    .innerJoin(productLines, eq(productLines.id, skus.productLineId))
    .innerJoin(brands, eq(brands.id, productLines.brandId))
    .innerJoin(categories, eq(categories.id, productLines.categoryId))
    .innerJoin(tireSizes, eq(tireSizes.id, skus.sizeId))
    .where(inArray(quoteLines.quoteId, quoteIds))
    .orderBy(asc(quoteLines.quoteId), asc(quoteLines.position));
}
type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

function toQuote(row: QuoteRow, lines: LineRow[], now: Date, apiOrigin: string): Quote {
  return {
    quoteNumber: row.quoteNumber,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
    subtotalInCents: row.subtotalCents,
    lines: lines.map((l) => {
      const summary = toProductSummary(l, l.sizeKey, apiOrigin);
      return {
        productId: l.id,
        name: summary.name,
        brand: summary.brand.label,
        size: summary.size,
        image: summary.image,
        link: summary.link.href,
        quantity: l.quantity,
        unitPriceInCents: l.unitPriceCents,
        retailPriceInCents: l.retailPriceCents,
        lineTotalInCents: l.unitPriceCents * l.quantity,
      };
    }),
  };
}

const toSentQuote = (row: QuoteRow, lines: LineRow[], now: Date, shopUrl: string, apiOrigin: string): SentQuote => ({
  ...toQuote(row, lines, now, apiOrigin),
  email: row.email,
  phone: row.phone,
  link: `${shopUrl}${quotePath(row.token)}`,
  textMessage: row.textMessage,
});

const expiryDate = (at: Date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(at);

/**
 * POST /v1/quotes: the sales user's cart as a quote to the customer. The prices are the sales
 * user's list prices now (services/price-lists.ts), whoever owns the cart row; the e-mail goes to
 * the outbox in the same transaction, so a quote is never saved without its e-mail or the reverse.
 */
export async function sendQuote(
  database: Database,
  client: TokenClaims,
  input: SendInput,
  context: { now: Date; shopUrl: string; apiOrigin: string },
): Promise<{ quote: SentQuote }> {
  const { now, shopUrl, apiOrigin } = context;
  return database.db.transaction(async (tx) => {
    const salesUserId = await requireSalesUser(tx, client);
    await lockOwnCart(tx, input.cartId, client);
    const priced = await priceRowsFor(tx, 'sales-tool', await cartLineRows(tx, input.cartId));
    if (priced.length === 0) throw new ApiError('Conflict', QUOTE_MESSAGES.emptyCart);
    const subtotalCents = priced.reduce((sum, l) => sum + l.salePriceCents * l.quantity, 0);
    const id = await nextId(tx, 'quotes');
    const quoteNumber = `Q-${String(id).padStart(6, '0')}`;
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS);
    const link = `${shopUrl}${quotePath(token)}`;
    const tires = priced.reduce((n, l) => n + l.quantity, 0);
    const textMessage = `tireshop quote ${quoteNumber}: ${tires} tire${tires === 1 ? '' : 's'} for ${formatPrice(subtotalCents)}, prices held until ${expiryDate(expiresAt)}. Open it: ${link}`;
    await tx.insert(quotes).values({
      id,
      quoteNumber,
      token,
      salesUserId,
      email: input.email,
      phone: input.phone,
      textMessage,
      subtotalCents,
      createdAt: now,
      expiresAt,
    });
    await tx.insert(quoteLines).values(
      priced.map((l, i) => ({
        quoteId: id,
        skuId: l.id,
        quantity: l.quantity,
        unitPriceCents: l.salePriceCents,
        retailPriceCents: l.retailPriceCents ?? l.salePriceCents,
        position: i + 1,
      })),
    );
    const mail = renderParagraphsEmail(`Your tire quote ${quoteNumber}`, [
      'Hello,',
      `Here is the quote we prepared for you (${quoteNumber}):`,
      ...priced.map((l) => `${l.quantity} × ${l.brandName} ${l.lineName} ${l.sizeKey}: ${formatPrice(l.salePriceCents)} each`),
      `Subtotal: ${formatPrice(subtotalCents)} (tax, fees and delivery are added at checkout).`,
      `These prices hold until ${expiryDate(expiresAt)}. Open your quote to add the tires to your cart: ${link}`,
    ]);
    await tx.insert(outboxEmails).values({ kind: 'quote', to: input.email, ...mail, createdAt: now });
    const [row] = await selectQuotes(tx).where(eq(quotes.id, id));
    return { quote: toSentQuote(row!, await linesOf(tx, [id]), now, shopUrl, apiOrigin) };
  });
}

/** POST /v1/quotes/{quoteNumber}/withdrawal: the sales user's own quote ends now (an expired one is left as it is). */
export async function withdrawQuote(
  db: Db,
  client: TokenClaims,
  quoteNumber: string,
  context: { now: Date; shopUrl: string; apiOrigin: string },
): Promise<{ quote: SentQuote }> {
  const salesUserId = await requireSalesUser(db, client);
  const mine = and(eq(quotes.quoteNumber, quoteNumber), eq(quotes.salesUserId, salesUserId));
  await db
    .update(quotes)
    // Never before it was made (quotes_expiry_after_creation).
    .set({ expiresAt: sql`greatest(${context.now}, ${quotes.createdAt} + interval '1 millisecond')` })
    .where(and(mine, gt(quotes.expiresAt, context.now)));
  const [row] = await selectQuotes(db).where(mine);
  if (!row) throw notFound(QUOTE_MESSAGES.gone);
  return { quote: toSentQuote(row, await linesOf(db, [row.id]), context.now, context.shopUrl, context.apiOrigin) };
}

/** GET /v1/quotes: the sales user's quotes, newest first. */
export async function listMyQuotes(
  db: Db,
  client: TokenClaims,
  context: { now: Date; shopUrl: string; apiOrigin: string },
): Promise<{ quotes: SentQuote[] }> {
  const salesUserId = await requireSalesUser(db, client);
  const rows = await selectQuotes(db)
    .where(eq(quotes.salesUserId, salesUserId))
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(MY_QUOTES_LIMIT);
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    quotes: rows.map((r) =>
      toSentQuote(
        r,
        lines.filter((l) => l.quoteId === r.id),
        context.now,
        context.shopUrl,
        context.apiOrigin,
      ),
    ),
  };
}

async function quoteByToken(db: Db | Tx, token: string): Promise<QuoteRow> {
  const [row] = await selectQuotes(db).where(eq(quotes.token, token));
  if (!row) throw notFound(QUOTE_MESSAGES.gone);
  return row;
}

/** GET /v1/quotes/{token}: anyone with the link sees the quote (the token is its secret). */
export async function readQuote(db: Db, token: string, now: Date, apiOrigin: string): Promise<{ quote: Quote }> {
  const row = await quoteByToken(db, token);
  return { quote: toQuote(row, await linesOf(db, [row.id]), now, apiOrigin) };
}

/**
 * POST /v1/quotes/{token}/cart: the quote's tires into the caller's cart (a new one without
 * cartId), each line at the quoted quantity and remembering the quote. Refused whole (nothing
 * added) when the quote has expired, a tire is short of stock or the cart would hold too many tires.
 */
export async function openQuote(
  database: Database,
  client: TokenClaims,
  token: string,
  cartId: string | null | undefined,
  context: NewCartContext & { apiOrigin: string },
): Promise<{ siteCart: SiteCart }> {
  const { now, apiOrigin } = context;
  return database.db.transaction(async (tx) => {
    const quote = await quoteByToken(tx, token);
    if (quote.expiresAt <= now) throw new ApiError('Conflict', QUOTE_MESSAGES.expired);
    const id = cartId ? (await lockOwnCart(tx, cartId, client)).id : (await insertCart(tx, client, {}, {}, context)).id;
    const lines = await linesOf(tx, [quote.id]);
    const scope = brandScope(client);
    for (const line of lines) {
      if (!inBrandScope(scope, line.brandId)) throw notFound(`No tire with id ${line.id}.`);
      checkLineQuantity(line, line.quantity);
    }
    const existing = await cartLineRows(tx, id);
    const known = new Set(existing.map((l) => l.id));
    if (known.size + lines.filter((l) => !known.has(l.id)).length > MAX_CART_LINES) {
      throw new ApiError('Conflict', CART_MESSAGES.tooManyLines);
    }
    let position = Math.max(0, ...existing.map((l) => l.position));
    await tx
      .insert(cartItems)
      .values(
        lines.map((l) => ({
          cartId: id,
          skuId: l.id,
          quantity: l.quantity,
          position: known.has(l.id) ? 0 : ++position,
          quoteId: quote.id,
          addedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.skuId],
        set: { quantity: sql`excluded.quantity`, quoteId: sql`excluded.quote_id` },
      });
    await tx.update(carts).set({ updatedAt: now }).where(eq(carts.id, id));
    return { siteCart: await loadSiteCart(tx, id, client, now, apiOrigin) };
  });
}
