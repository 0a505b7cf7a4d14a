import type { Locale } from '../i18n/types';

/**
 * spec §5 Price: cents shown as US dollars ("$1,234.50"), or as a whole-dollar string, written the
 * locale's way (`Intl.NumberFormat`; en-US by default, the storefront's).
 */
export function formatPrice(cents: number, options: { whole?: boolean; locale?: Locale } = {}): string {
  const { whole, locale = 'en-US' } = options;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: whole ? 0 : undefined }).format(
    whole ? Math.round(cents / 100) : cents / 100,
  );
}
