import type { SizeListingStore, WidgetSessionParts } from '@tireshop/core';

/** What the public API needs of a widget's view props: the session (its cart) and the element's listing. */
export interface WidgetViewProps {
  session: WidgetSessionParts;
  listing?: SizeListingStore;
}
