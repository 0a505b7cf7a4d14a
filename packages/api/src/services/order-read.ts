/**
 * An order as the contract answers it, read back from its rows: for the order page, the e-mails
 * and the worker. Apart from placing and settling (orders.ts), so the e-mail outbox that the
 * order's transaction writes to can read the order without importing the module that places it.
 */
import { ORDER_REFUSALS, PAYMENT_TYPE_LABELS, type Order, type PaymentType } from '@tireshop/core';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { orderItems, orderPayments, orders } from '../db/schema';
import { notFound } from '../http/errors';

export const ORDER_GONE = ORDER_REFUSALS.gone;

type OrderItemProduct = { partNumber: string; name: string; brand: string; size: string; image: { src: string; altText: string } };

/** "Visa ending in 1111" for a card, the wallet's or lender's name otherwise. */
function paymentLabel(paymentType: PaymentType, brand: string | null, last4: string | null): string {
  if (paymentType === 'credit' && brand && last4) return `${brand} ending in ${last4}`;
  return PAYMENT_TYPE_LABELS[paymentType];
}

/** The order as the contract answers it (the order page, the e-mails, the worker). 404 when none. */
export async function readOrder(db: Db | Tx, orderId: string): Promise<Order> {
  const [found] = await db
    .select({ order: orders, payment: orderPayments })
    .from(orders)
    .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!found) throw notFound(ORDER_GONE);
  const { order: o, payment } = found;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  const paymentType = o.paymentType as PaymentType;
  return {
    orderId: o.id,
    orderNumber: o.orderNumber,
    status: o.status,
    trackingStatus: o.trackingStatus,
    placedAt: o.placedAt.toISOString(),
    confirmedAt: o.confirmedAt?.toISOString() ?? null,
    email: o.email,
    accountOrder: o.userId !== null,
    payment: {
      paymentType,
      label: paymentLabel(paymentType, payment.brand, payment.last4),
      brand: payment.brand,
      last4: payment.last4,
      status: payment.status,
    },
    shippingOption: o.shippingOption,
    destinationLabel: o.destinationLabel,
    shipping: o.shipping as Order['shipping'],
    billing: o.billing as Order['billing'],
    appointment: o.appointment as Order['appointment'],
    items: items.map((item) => {
      const product = item.product as OrderItemProduct;
      return {
        productId: item.skuId,
        partNumber: product.partNumber,
        name: product.name,
        brand: product.brand,
        size: product.size,
        image: product.image,
        quantity: item.quantity,
        unitPriceInCents: item.unitPriceCents,
        lineTotalInCents: item.lineTotalCents,
        roadHazardCostInCents: item.roadHazardCents,
        fetInCents: item.fetCents,
      };
    }),
    subtotalInCents: o.subtotalCents,
    discountInCents: o.discountCents,
    militaryDiscountInCents: o.militaryDiscountCents,
    roadHazardCostInCents: o.roadHazardCents,
    fetInCents: o.fetCents,
    shippingCostInCents: o.shippingCents,
    installationCostInCents: o.installationCents,
    taxInCents: o.taxCents,
    paymentTypeDiscountInCents: o.paymentTypeDiscountCents,
    totalInCents: o.totalCents,
  };
}
