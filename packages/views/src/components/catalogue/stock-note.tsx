/** As the tire card says it: "Only N left" when a shopper could not buy a set of 4 twice. */
export const LOW_STOCK = 8;

export function stockText(quantity: number): string {
  if (quantity <= 0) return 'Out of stock';
  if (quantity < LOW_STOCK) return `Only ${quantity} left`;
  return 'In stock';
}

export function StockNote({ quantity }: { quantity: number }) {
  const tone = quantity <= 0 ? 'out' : quantity < LOW_STOCK ? 'low' : 'in';
  return <span className={`ts-stock ts-stock--${tone}`}>{stockText(quantity)}</span>;
}
