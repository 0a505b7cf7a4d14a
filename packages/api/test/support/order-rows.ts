/**
 * Orders written straight into the database, for the suites that test what happens to an order
 * after placing (tracking, fulfilment events, e-mail delivery) without depending on how it was
 * placed. Suites that need a real placed order use support/orders.ts (placeOrderWithCard).
 */
import type { Database } from '../../src/db/client';

export interface OrderRowOptions {
  shippingZip?: string | null;
  billingZip?: string;
  status?: 'unconfirmed' | 'confirmed' | 'cancelled';
  trackingStatus?: 'processed' | 'pending_pickup' | 'in_transit' | 'delivered' | 'cancelled';
  email?: string;
  destinationLabel?: string;
}

export interface OrderRow {
  id: string;
  orderNumber: string;
}

/** A confirmed home-delivery order of two tires (the first two seeded SKUs), with its 'processed' event. */
export async function insertOrderRow(database: Database, options: OrderRowOptions = {}): Promise<OrderRow> {
  const [cart] = await database.query<{ id: string }>(
    `INSERT INTO carts (id, client_id, channel, ordered_at) VALUES (gen_random_uuid(), 'storefront', 'storefront', now()) RETURNING id`,
  );
  const [order] = await database.query<{ id: string; order_number: string }>(
    `INSERT INTO orders (id, order_number, cart_id, client_id, channel, status, tracking_status, email, shipping_option, destination_label,
                         shipping_zip, billing_zip, shipping, billing, payment_type, subtotal_cents, discount_cents, road_hazard_cents,
                         fet_cents, shipping_cents, installation_cents, tax_cents, payment_type_discount_cents, total_cents, confirmed_at)
     VALUES (gen_random_uuid(), nextval('order_number_seq')::text, $1, 'storefront', 'storefront', $2, $3, $4, 'HOME', $5,
             $6, $7, '{}', '{}', 'credit', 40000, 0, 0, 0, 0, 0, 3300, 0, 43300, now())
     RETURNING id, order_number`,
    [
      cart!.id,
      options.status ?? 'confirmed',
      options.trackingStatus ?? 'processed',
      options.email ?? 'ana@example.com',
      options.destinationLabel ?? '12 Main St, Austin, TX 78701',
      options.shippingZip === undefined ? '78701' : options.shippingZip,
      options.billingZip ?? '78701',
    ],
  );
  const skus = await database.query<{ id: number }>('SELECT id FROM skus ORDER BY id LIMIT 2');
  for (const [position, sku] of skus.entries()) {
    await database.query(
      `INSERT INTO order_items (order_id, sku_id, position, quantity, product, unit_price_cents, line_total_cents, road_hazard_cents, fet_cents, allocations)
       VALUES ($1, $2, $3, 2, $4, 10000, 20000, 0, 0, '[]')`,
      [
        order!.id,
        sku.id,
        position,
        JSON.stringify({
          partNumber: `P-${sku.id}`,
          name: `Tire ${sku.id}`,
          brand: 'Brand',
          size: '225/45R17',
          image: { src: '/t.png', altText: 'tire' },
        }),
      ],
    );
  }
  await database.query(`INSERT INTO order_events (order_id, status) VALUES ($1, 'processed')`, [order!.id]);
  return { id: order!.id, orderNumber: order!.order_number };
}

/** An e-mail waiting in the outbox for `order`, as enqueueOrderEmail writes it. */
export async function insertOutboxEmail(
  database: Database,
  order: OrderRow,
  kind = 'order-confirmation',
  to = 'ana@example.com',
): Promise<number> {
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO outbox_emails (order_id, kind, "to", subject, text, html) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      order.id,
      kind,
      to,
      `Your tireshop order ${order.orderNumber} is confirmed`,
      `Order number: ${order.orderNumber}\n`,
      `<p>Order number: ${order.orderNumber}</p>`,
    ],
  );
  return row!.id;
}
