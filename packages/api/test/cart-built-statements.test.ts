/**
 * services/statements.ts: a statement built once runs on the pool and inside a transaction (on the
 * transaction's client), with its placeholders filled per run and its rows mapped as the same
 * Drizzle builder query maps them.
 */
import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { carts } from '../src/db/schema';
import { cartWithContext } from '../src/services/cart';
import { builtStatement } from '../src/services/statements';
import { describeOnDatabases } from './databases';

const cartById = builtStatement(cartWithContext, (db) =>
  db
    .select(cartWithContext)
    .from(carts)
    .where(eq(carts.id, sql.placeholder('id'))),
);
const insertCart = builtStatement(getTableColumns(carts), (db) =>
  db
    .insert(carts)
    .values({
      id: sql.placeholder('id'),
      clientId: 'storefront',
      channel: 'storefront',
      zip: sql.placeholder('zip'),
      createdAt: sql.placeholder('at'),
      updatedAt: sql.placeholder('at'),
    })
    .returning(),
);

describeOnDatabases('cart: statements built once (services/statements.ts)', ({ database }) => {
  const at = new Date('2026-03-04T05:06:07.089Z');
  let id: string;
  beforeAll(async () => {
    id = randomUUID();
    await insertCart(database().db, { id, zip: '78701', at });
  });

  it('answers the rows the same builder query answers, mapped alike (dates, booleans, nulls, SQL fields)', async () => {
    const built = await cartById(database().db, { id });
    const builder = await database().db.select(cartWithContext).from(carts).where(eq(carts.id, id));
    expect(built).toEqual(builder);
    expect(built[0]).toMatchObject({
      id,
      zip: '78701',
      email: null,
      isDealer: false,
      createdAt: at,
      hasCoupons: false,
      hasShipping: false,
      shipHandlingMode: 2,
    });
    expect(built[0]!.createdAt).toBeInstanceOf(Date);
    expect(cartById.query(database().db).sql).toBe(
      database()
        .db.select(cartWithContext)
        .from(carts)
        .where(eq(carts.id, sql.placeholder('id')))
        .toSQL().sql,
    );
    expect(await cartById(database().db, { id: randomUUID() })).toEqual([]);
  });

  it("runs inside a transaction on the transaction's client: its writes are seen there and rolled back with it", async () => {
    const other = randomUUID();
    await expect(
      database().db.transaction(async (tx) => {
        const [inserted] = await insertCart(tx, { id: other, zip: null, at });
        expect(inserted).toMatchObject({ id: other, zip: null, roadHazardTurnedOff: false, updatedAt: at });
        expect(await cartById(tx, { id: other })).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await cartById(database().db, { id: other })).toEqual([]);
  });

  it('refuses a run without a value for a placeholder', async () => {
    await expect(cartById(database().db, {})).rejects.toThrow('No value for placeholder "id" was provided');
  });
});
