/**
 * Where the tires go, in the element's locale: a cart shipping's or an order's `destinationLabel`
 * arrives in English, filled in from one of the contract's DESTINATION_LABELS; the checkout's words
 * have each template, so the label is shown translated with the same places and names.
 */
import { translateAny, useMessages } from '../locale';

export function useDestinationText(): (label: string) => string {
  const t = useMessages('checkout');
  return (label) => translateAny(t, label);
}
