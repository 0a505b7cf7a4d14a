/**
 * Deals: the seeded deals list, a deal's products through the listing scope, the promotion each
 * tire carries (spec §3 Product promotion) with savings in cents, and deals that are not running.
 */
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { testApi } from './support/api';
import { nowSql } from './support/clock';

type Api = Awaited<ReturnType<typeof testApi>>;

/** The savings on four tires, written out independently of the service. */
function expectedSavings(deal: { promotionType: string; couponAmountType: string; couponAmount: number }, price: number) {
  if (deal.promotionType === 'Free') return 0;
  if (deal.promotionType === 'Buy3Get1') return price; // the 4th tire
  if (deal.couponAmountType === 'Amount') return Math.min(deal.couponAmount, 4 * price);
  return Math.round((4 * price * deal.couponAmount) / 100);
}

describeOnDatabases('deals (GET /v1/deals…)', ({ database }) => {
  let api: Api;
  const get = async (path: string) => {
    api ??= await testApi(database());
    return api.get(path);
  };
  const q = <T>(text: string, params: unknown[] = []) => database().query<T>(text, params);

  it('lists the running deals, themed sales first, with spec §3 promotion types', async () => {
    const { status, body } = await get('/v1/deals');
    expect(status).toBe(200);
    const [seeded] = await q<{ n: number }>('SELECT count(*)::int AS n FROM promotions');
    expect(body.deals.length).toBe(seeded!.n);
    expect(body.deals.length).toBeGreaterThanOrEqual(8);
    const slugs = body.deals.map((d: any) => d.slug);
    expect(slugs.slice(0, 2).sort()).toEqual(['black-friday-sale', 'cyber-monday-sale']);
    expect(body.deals.find((d: any) => d.slug === 'black-friday-sale').theme).toBe('blackFriday');
    expect(body.deals.find((d: any) => d.slug === 'cyber-monday-sale').theme).toBe('cyberMonday');
    expect(new Set(body.deals.map((d: any) => d.promotionType))).toEqual(new Set(['Flat Amount', 'Buy3Get1', 'Free', 'Percentage']));
    for (const d of body.deals) {
      expect(d.link.href).toBe(`/tire-deals/${d.slug}`);
      expect(d.productLineCount).toBeGreaterThan(0);
      // spec §9: daily deals up to 20 % off; no seeded percentage goes beyond it except free coverage.
      if (d.couponAmountType === 'Percentage' && d.promotionType !== 'Free' && d.promotionType !== 'Buy3Get1') {
        expect(d.couponAmount).toBeLessThanOrEqual(20);
      }
    }
  });

  it("gives a deal's lines and its tires, each carrying that deal with savings in cents", async () => {
    const { body: list } = await get('/v1/deals');
    for (const deal of list.deals) {
      const { status, body } = await get(`/v1/deals/${deal.slug}?pageSize=50&sort=price-asc`);
      expect(status, deal.slug).toBe(200);
      expect(body.deal).toEqual(deal);
      const lines = await q<{ slug: string; skus: number }>(
        `SELECT l.slug, (SELECT count(*)::int FROM skus k WHERE k.product_line_id = l.id) AS skus
         FROM promotion_product_lines pl JOIN promotions p ON p.id = pl.promotion_id
         JOIN product_lines l ON l.id = pl.product_line_id WHERE p.slug = $1`,
        [deal.slug],
      );
      expect(body.productLines.map((l: any) => l.slug).sort()).toEqual(lines.map((l) => l.slug).sort());
      expect(body.listing.scope.deal).toEqual({ slug: deal.slug, title: deal.title });
      expect(body.listing.resultMetadata.pagination.total).toBe(lines.reduce((n, l) => n + l.skus, 0));
      for (const p of body.listing.siteProducts) {
        expect(lines.map((l) => l.slug)).toContain(p.productLine.slug);
        expect(p.promotion.slug).toBe(deal.slug);
        expect(p.promotion.linkToTRCProm).toBe(`/tire-deals/${deal.slug}`);
        expect(p.promotion.savingsOnFourInCents, `${deal.slug} ${p.partNumber}`).toBe(expectedSavings(deal, p.price.salePriceInCents));
      }
    }
  });

  it('puts the promotion on tires in the size listing too, and only on deal lines', async () => {
    const [size] = await q<{ slug: string }>(
      `SELECT s.slug FROM skus k JOIN tire_sizes s ON s.id = k.size_id
       WHERE k.product_line_id IN (SELECT product_line_id FROM promotion_product_lines)
       GROUP BY s.slug ORDER BY count(*) DESC, s.slug LIMIT 1`,
    );
    const onDeal = new Set(
      (
        await q<{ slug: string }>(
          'SELECT DISTINCT l.slug FROM promotion_product_lines pl JOIN product_lines l ON l.id = pl.product_line_id',
        )
      ).map((r) => r.slug),
    );
    const { body } = await get(`/v1/tire-sizes/${size!.slug}?pageSize=50`);
    expect(body.siteProducts.some((p: any) => p.promotion)).toBe(true);
    for (const p of body.siteProducts) expect(Boolean(p.promotion), p.partNumber).toBe(onDeal.has(p.productLine.slug));
  });

  it('answers 404 for an unknown, ended or future deal, and never prices tires with one', async () => {
    const [line] = await q<{ id: number; slug: string }>(
      "SELECT l.id, l.slug FROM product_lines l JOIN brands b ON b.id = l.brand_id WHERE b.slug = 'michelin' AND l.name = 'Defender2'",
    );
    for (const [slug, starts, ends] of [
      ['last-chance-ended', `${nowSql()} - interval '10 days'`, `${nowSql()} - interval '1 day'`],
      ['spring-sale-upcoming', `${nowSql()} + interval '1 day'`, 'NULL'],
    ] as const) {
      const [row] = await q<{ id: number }>(
        `INSERT INTO promotions (slug, title, description, promotion_type, amount_type, amount, min_quantity, theme, starts_at, ends_at)
         VALUES ($1, 'Half off', 'Not running now', 'Percentage', 'Percentage', 5000, 1, 'lastChance', ${starts}, ${ends}) RETURNING id`,
        [slug],
      );
      await q('INSERT INTO promotion_product_lines (promotion_id, product_line_id) VALUES ($1, $2)', [row!.id, line!.id]);
      expect(await get(`/v1/deals/${slug}`), slug).toEqual({
        status: 404,
        body: { error: { code: 'NotFound', message: `There is no running deal "${slug}".` } },
      });
      expect((await get(`/v1/tires?deal=${slug}`)).status).toBe(404);
    }
    expect((await get('/v1/deals/free-lunch')).status).toBe(404);
    const { body: list } = await get('/v1/deals');
    expect(list.deals.map((d: any) => d.slug)).not.toContain('last-chance-ended');
    expect(list.deals.map((d: any) => d.slug)).not.toContain('spring-sale-upcoming');
    const { body } = await get(`/v1/tires?brand=michelin&subtype=standard-touring-all-season&pageSize=50`);
    const defenders = body.siteProducts.filter((p: any) => p.productLine.slug === line!.slug);
    expect(defenders.length).toBeGreaterThan(0);
    for (const p of defenders) expect(p.promotion.slug).toBe('michelin-70-off-set-of-4');
  });

  it('gives a tire on two running deals the one that saves the most on four', async () => {
    const [line] = await q<{ id: number }>(
      "SELECT l.id FROM product_lines l JOIN brands b ON b.id = l.brand_id WHERE b.slug = 'michelin' AND l.name = 'Defender2'",
    );
    const [row] = await q<{ id: number }>(
      `INSERT INTO promotions (slug, title, description, promotion_type, amount_type, amount, min_quantity, starts_at)
       VALUES ('defender-15-off', '15% off Defender2', 'Running', 'Percentage', 'Percentage', 1500, 1, ${nowSql()} - interval '1 day') RETURNING id`,
    );
    await q('INSERT INTO promotion_product_lines (promotion_id, product_line_id) VALUES ($1, $2)', [row!.id, line!.id]);
    const { body } = await get('/v1/tires?deal=defender-15-off&pageSize=50');
    expect(body.siteProducts.length).toBeGreaterThan(0);
    const { body: anyScope } = await get('/v1/tires?brand=michelin&subtype=standard-touring-all-season&pageSize=50');
    for (const p of anyScope.siteProducts.filter((x: any) => x.productLine.slug === 'defender2')) {
      const percent = Math.round((4 * p.price.salePriceInCents * 15) / 100);
      // $70 flat against 15 % of four tires: whichever is larger wins.
      expect(p.promotion.slug, p.partNumber).toBe(percent > 7000 ? 'defender-15-off' : 'michelin-70-off-set-of-4');
      expect(p.promotion.savingsOnFourInCents).toBe(Math.max(percent, 7000));
    }
    // On the deal's own page, its own terms are shown.
    for (const p of body.siteProducts) expect(p.promotion.slug).toBe('defender-15-off');
  });
});
