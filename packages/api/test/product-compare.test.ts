import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';

describeOnDatabases('compare (GET /v1/compare)', ({ database }) => {
  async function someSkuIds(n: number) {
    const rows = await database().query<{ id: number }>('SELECT id FROM skus ORDER BY id DESC LIMIT $1', [n]);
    return rows.map((r) => r.id);
  }

  it('answers 2 to 5 tires in the order asked, with their comparable attributes as stored', async () => {
    const api = await testApi(database());
    const ids = await someSkuIds(5);
    const order = [ids[2]!, ids[0]!, ids[4]!];
    const { status, body } = await api.get(`/v1/compare?ids=${order.join(',')}`);
    expect(status).toBe(200);
    expect(body.siteProducts.map((p: any) => p.product.productId)).toEqual(order);
    const [row] = await database().query<Record<string, any>>(
      `SELECT k.*, l.score_handling, l.score_simple, l.warranty_miles FROM skus k JOIN product_lines l ON l.id = k.product_line_id WHERE k.id = $1`,
      [order[0]],
    );
    const first = body.siteProducts[0];
    expect(first.specs).toEqual({
      loadIndex: row!.load_index,
      loadIndexDual: row!.load_index_dual,
      speedRating: row!.speed_rating,
      maxLoadLb: row!.max_load_lb,
      treadDepth32nds: row!.tread_depth_32nds,
      utqg: row!.utqg,
      weightLb: row!.weight_lb,
      runFlat: row!.run_flat,
      sidewall: row!.sidewall,
      warrantyMiles: row!.warranty_miles,
    });
    expect(first.product.price).toEqual({ salePriceInCents: row!.sale_price_cents, listPriceInCents: row!.list_price_cents });
    expect(first.scores.handling.value).toBe(row!.score_handling);
    expect(first.scores.simple.value).toBe(row!.score_simple);

    const two = await api.get(`/v1/compare?ids=${ids[0]},${ids[1]}`);
    expect(two.status).toBe(200);
    const five = await api.get(`/v1/compare?ids=${ids.join(',')}`);
    expect(five.body.siteProducts).toHaveLength(5);
  });

  it('refuses one, six, repeated, non-numeric or missing ids with a clear message', async () => {
    const api = await testApi(database());
    const ids = await someSkuIds(6);
    for (const [query, message] of [
      [`ids=${ids[0]}`, 'Choose 2 to 5 tires to compare.'],
      [`ids=${ids.join(',')}`, 'You can compare up to 5 tires.'],
      [`ids=${ids[0]},${ids[1]},${ids[0]}`, 'Each tire can be compared only once.'],
      [`ids=${ids[0]},abc`, 'ids must be a comma-separated list of product ids, such as ids=101,102.'],
      [`ids=${ids[0]},,${ids[1]}`, 'ids must be a comma-separated list of product ids, such as ids=101,102.'],
      [`ids=${ids[0]},-3`, 'ids must be a comma-separated list of product ids, such as ids=101,102.'],
      [`ids=${ids[0]},99999999999`, 'ids must be a comma-separated list of product ids, such as ids=101,102.'],
      ['', 'ids is required.'],
    ] as const) {
      const { status, body } = await api.get(`/v1/compare?${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toEqual({ error: { code: 'BadRequest', message } });
    }
  });

  it('answers 404 naming an id we do not sell', async () => {
    const api = await testApi(database());
    const [id] = await someSkuIds(1);
    const { status, body } = await api.get(`/v1/compare?ids=${id},999999999`);
    expect(status).toBe(404);
    expect(body.error.message).toBe("We couldn't find the tire with id 999999999.");
  });
});
