const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** spec §5 Price: cents shown as US dollars ("$1,234.50"), or as a whole-dollar string. */
export function formatPrice(cents: number, options: { whole?: boolean } = {}): string {
  return (options.whole ? usdWhole : usd).format(options.whole ? Math.round(cents / 100) : cents / 100);
}
