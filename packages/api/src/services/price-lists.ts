/**
 * Price lists (rules §6 "Price labels by type"; docs/price-lists.md): the price a signed-in
 * shopper pays for a tire comes from the list of their user type, held by the API. A list is a set
 * of rules over the retail price (skus.sale_price_cents): a percent off every tire, a brand's
 * tires or one SKU, or an explicit price for one SKU. The most specific rule wins (SKU, then brand,
 * then the list's own); a tire no rule reaches, and every tire of a user type without a list, is
 * sold at retail. A list never prices a tire above retail.
 *
 * Which list applies is decided on the server only: the user type of the signed-in session (the
 * first account type of the user, http/endpoint.ts), or for a cart the user type of its owner —
 * never a cookie or a request field.
 */
import type { UserType } from '@tireshop/core';
import { and, asc, eq, is, isNull, or, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { accountTypes, priceListRules, priceLists, userAccountTypes } from '../db/schema';
import { percentOf } from './pricing';

export interface PriceRule {
  brandId: number | null;
  skuId: number | null;
  /** Hundredths of a percent off retail. */
  percentOffBasisPoints: number | null;
  priceCents: number | null;
}

export interface PriceList {
  id: number;
  userType: UserType;
  /** Shown beside the list's prices (rules §6). */
  label: string;
  /** The rules that can reach the tires asked about: every list-wide and brand rule, the SKU rules of those tires. */
  rules: readonly PriceRule[];
}

/** What a list needs to know of a tire. */
export interface ListedTire {
  /** The SKU. */
  id: number;
  brandId: number;
  /** The retail price (skus.sale_price_cents). */
  salePriceCents: number;
}

/** The rule of a list that applies to a tire: the SKU's, else its brand's, else the list's own. */
function ruleFor(list: PriceList, tire: ListedTire): PriceRule | undefined {
  let brand: PriceRule | undefined;
  let whole: PriceRule | undefined;
  for (const rule of list.rules) {
    if (rule.skuId !== null) {
      if (rule.skuId === tire.id) return rule;
    } else if (rule.brandId !== null) {
      if (rule.brandId === tire.brandId) brand = rule;
    } else whole = rule;
  }
  return brand ?? whole;
}

/** A tire's price on a list, in cents: never above retail, never below a cent. */
export function listPriceCents(list: PriceList, tire: ListedTire): number {
  const rule = ruleFor(list, tire);
  const retail = tire.salePriceCents;
  if (!rule) return retail;
  const price = rule.priceCents ?? retail - percentOf(retail, rule.percentOffBasisPoints ?? 0);
  return Math.max(1, Math.min(retail, price));
}

/** A tire row as the shopper pays for it: `salePriceCents` from their list, with retail and the label beside it when lower. */
export type ListPriced<R> = R & { retailPriceCents?: number; priceLabel?: string };

export function withListPrice<R extends ListedTire>(list: PriceList | null, row: R): ListPriced<R> {
  if (!list) return row;
  const price = listPriceCents(list, row);
  if (price >= row.salePriceCents) return row;
  return { ...row, salePriceCents: price, retailPriceCents: row.salePriceCents, priceLabel: list.label };
}

/**
 * The user type of a user, in SQL: their first account type's (rules §6), null without one.
 * `userId` must be qualified with its table (a bare column would name user_account_types' own).
 */
export const userTypeOf = (userId: SQL) =>
  sql<UserType | null>`(select ${accountTypes.userType} from ${userAccountTypes}
    join ${accountTypes} on ${accountTypes.id} = ${userAccountTypes.accountTypeId}
    where ${userAccountTypes.userId} = ${userId}
    order by ${userAccountTypes.position}, ${userAccountTypes.accountTypeId} limit 1)`;

/**
 * Whether the company of a user's first account type offers its people road hazard coverage (spec
 * §3 accountTypeCompany.isTireReplacementCoverageAvailable), in SQL; true without an account type.
 * Qualified as `userTypeOf`.
 */
export const companyCoverageOf = (userId: SQL) =>
  sql<boolean>`coalesce((select ${accountTypes.tireReplacementCoverageAvailable} from ${userAccountTypes}
    join ${accountTypes} on ${accountTypes.id} = ${userAccountTypes.accountTypeId}
    where ${userAccountTypes.userId} = ${userId}
    order by ${userAccountTypes.position}, ${userAccountTypes.accountTypeId} limit 1), true)`;

/** A list with every rule, or only the list-wide, brand and these SKUs' rules. One statement. */
async function readPriceList(db: Db | Tx, userType: UserType, skuIds: readonly number[] | null): Promise<PriceList | null> {
  const rows = await db
    .select({
      id: priceLists.id,
      userType: priceLists.userType,
      label: priceLists.label,
      ruleId: priceListRules.id,
      brandId: priceListRules.brandId,
      skuId: priceListRules.skuId,
      percentOffBasisPoints: priceListRules.percentOffBasisPoints,
      priceCents: priceListRules.priceCents,
    })
    .from(priceLists)
    .leftJoin(
      priceListRules,
      and(
        eq(priceListRules.priceListId, priceLists.id),
        skuIds ? or(isNull(priceListRules.skuId), sql`${priceListRules.skuId} = any(${`{${skuIds.join(',')}}`}::int[])`) : undefined,
      ),
    )
    .where(eq(priceLists.userType, userType))
    .orderBy(asc(priceListRules.id));
  const [first] = rows;
  if (!first) return null;
  return {
    id: first.id,
    userType: first.userType,
    label: first.label,
    rules: rows
      .filter((r) => r.ruleId !== null)
      .map((r) => ({ brandId: r.brandId, skuId: r.skuId, percentOffBasisPoints: r.percentOffBasisPoints, priceCents: r.priceCents })),
  };
}

/**
 * How long a read outside a transaction (a listing, a product page, the cart summary) may use a
 * list read before (docs/price-lists.md "Reading the lists"). Lists are the shop's reference data,
 * changed by hand and rarely; a signed-in buyer's pages would otherwise read their list with every
 * call. Inside a transaction (every change to a cart, placing an order) the list is read afresh. A
 * cache's lifetime on the process's monotonic clock, not a shop rule.
 */
export const SHOWN_LIST_MEMORY_MS = 5_000;
const shownLists = new WeakMap<Db, Map<UserType, { list: PriceList | null; until: number }>>();

/** The whole list of a user type for pages that show prices: read at most once every SHOWN_LIST_MEMORY_MS per database. */
async function shownPriceList(db: Db, userType: UserType): Promise<PriceList | null> {
  const memory = shownLists.get(db) ?? new Map<UserType, { list: PriceList | null; until: number }>();
  shownLists.set(db, memory);
  const kept = memory.get(userType);
  if (kept && kept.until > performance.now()) return kept.list;
  const list = await readPriceList(db, userType, null);
  memory.set(userType, { list, until: performance.now() + SHOWN_LIST_MEMORY_MS });
  return list;
}

/**
 * The list a shopper of `userType` is shown, read outside a transaction before a change to their
 * cart opens one (shownPriceList's memory): the cart answered after the change is a page's price,
 * while placing an order reads its lists afresh. `list` is null for retail.
 */
export interface ShownPriceList {
  userType: UserType | null;
  list: PriceList | null;
}

export async function shownPriceListOf(db: Db, userType: UserType | null | undefined): Promise<ShownPriceList> {
  const type = userType ?? null;
  return { userType: type, list: !type || type === 'retail' ? null : await shownPriceList(db, type) };
}

/**
 * Which list prices rows: a ShownPriceList read before (used when it is the owner's user type),
 * or 'fresh' — read now whatever `db` is, for what a shopper is asked to pay and is charged (the
 * checkout's order quote, placing an order).
 */
export type ListSource = ShownPriceList | 'fresh';

/**
 * The price list of a user type with the rules that reach these SKUs; null for no user type or
 * a type without a list (retail). By `source` when given; otherwise inside a transaction one
 * statement, and for a page that shows prices (`db` outside a transaction) the list read a
 * moment ago (docs/price-lists.md "Reading the lists").
 */
export async function priceListFor(
  db: Db | Tx,
  userType: UserType | null | undefined,
  skuIds: readonly number[],
  source?: ListSource,
): Promise<PriceList | null> {
  if (!userType || userType === 'retail' || skuIds.length === 0) return null;
  if (source !== undefined && source !== 'fresh' && source.userType === userType) return rulesFor(source.list, skuIds);
  if (source === 'fresh' || is(db, PgTransaction)) return readPriceList(db, userType, skuIds);
  return rulesFor(await shownPriceList(db as Db, userType), skuIds);
}

/** Rows priced for a shopper of `userType`: their list read once for all of them (priceListFor). */
export async function priceRowsFor<R extends ListedTire>(
  db: Db | Tx,
  userType: UserType | null | undefined,
  rows: readonly R[],
  source?: ListSource,
) {
  const list = await priceListFor(
    db,
    userType,
    rows.map((r) => r.id),
    source,
  );
  return rows.map((r) => withListPrice(list, r));
}

/** A whole list cut to the list-wide, brand and these SKUs' rules (what readPriceList reads for them). */
function rulesFor(whole: PriceList | null, skuIds: readonly number[]): PriceList | null {
  if (!whole || skuIds.length === 0) return null;
  const asked = new Set(skuIds);
  return { ...whole, rules: whole.rules.filter((r) => r.skuId === null || asked.has(r.skuId)) };
}
