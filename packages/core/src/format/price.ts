import type { Locale } from '../i18n/types';
import { formatUsd } from './intl';

/**
 * spec §5 Price: cents shown as US dollars ("$1,234.50"), or as a whole-dollar string, written the
 * locale's way (en-US by default, the storefront's; format/intl.ts).
 */
export function formatPrice(cents: number, options: { whole?: boolean; locale?: Locale } = {}): string {
  const { whole = false, locale = 'en-US' } = options;
  return formatUsd(cents, locale, whole);
}
