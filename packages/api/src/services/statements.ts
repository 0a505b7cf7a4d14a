/**
 * Statements whose SQL Drizzle builds once (docs/benchmarks.md, Cart). Building a statement's SQL
 * from the query builder is most of what a statement costs the API on a cart call — more than the
 * driver sending it — and Drizzle's own prepared statements (`.prepare()`) belong to the handle
 * they were built on, so in a transaction they would be built again on every request.
 *
 * A built statement keeps the SQL text and its parameter list (placeholders where values change)
 * and runs it on any handle — the pool, or a transaction's client — through that handle's Drizzle
 * session: the same driver call and the same logging as a builder query, rows mapped as Drizzle
 * maps the selection. Only flat selections, and the builder must take every changing value
 * through `sql.placeholder` (anything else is frozen into the first build).
 *
 * Uses Drizzle's typed session API (`db._.session.prepareQuery`); drizzle-orm is pinned.
 */
import type { Column, Query, SQL } from 'drizzle-orm';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { Tx } from '../db/client';

type Handle = Tx | Db;

/** A flat selection, as given to select() or returning(): the columns in their SQL order. */
export type FlatSelection = Record<string, Column | SQL | SQL.Aliased>;

export interface BuiltStatement<Result> {
  (db: Handle, values: Record<string, unknown>): Promise<Result>;
  /** The SQL and parameters (for tests). */
  query(db: Handle): Query;
}

/**
 * `build` makes the statement on a handle (only its SQL is used); `selection` is what it selects
 * or returns. The result type is the builder's.
 */
export function builtStatement<B extends PromiseLike<unknown> & { toSQL(): Query }>(
  selection: FlatSelection,
  build: (db: Handle) => B,
): BuiltStatement<Awaited<B>> {
  const fields = Object.entries(selection).map(([key, field]) => ({ path: [key], field })) as SelectedFieldsOrdered;
  let built: Query | undefined;
  const query = (db: Handle) => (built ??= build(db).toSQL());
  const run = (db: Handle, values: Record<string, unknown>) =>
    db._.session.prepareQuery(query(db), fields, undefined, true).execute(values) as Promise<Awaited<B>>;
  return Object.assign(run, { query });
}

/**
 * Statements of one shape that vary in a few ways — the columns an UPDATE sets, the number of rows
 * an INSERT adds: one built statement per variant, made on first use.
 */
export function builtVariants<Variant extends string | number, Statement>(
  make: (variant: Variant) => Statement,
): (variant: Variant) => Statement {
  const made = new Map<Variant, Statement>();
  return (variant) => {
    let statement = made.get(variant);
    if (!statement) {
      statement = make(variant);
      made.set(variant, statement);
    }
    return statement;
  };
}
