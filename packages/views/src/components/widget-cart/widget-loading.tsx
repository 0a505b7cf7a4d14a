/** Where a part of the widget shows while its code is on its way (the checkout, the payment step …). */
export function WidgetLoading({ what }: { what: string }) {
  return (
    <p className="ts-state" role="status">
      Loading {what}…
    </p>
  );
}
