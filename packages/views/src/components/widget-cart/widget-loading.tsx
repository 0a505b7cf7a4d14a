import { useMessages } from '../locale';

/** Where a part of the widget shows while its code is on its way (the checkout, the payment step …). */
export function WidgetLoading({
  message,
}: {
  message: 'Loading the tire…' | 'Loading the checkout…' | 'Loading your order…' | 'Loading this step…';
}) {
  const t = useMessages('cart');
  return (
    <p className="ts-state" role="status">
      {t(message)}
    </p>
  );
}
