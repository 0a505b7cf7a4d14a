/**
 * "Add to compare" on a tire. It stays a button after the tire is added: adding it again is how a
 * shopper meets the duplicate alert of spec §8 (the compare store refuses and explains).
 */
export interface CompareControl {
  /** Is the tire (SKU product id) in the compare list? */
  isAdded: (productId: number) => boolean;
  /** Adds the tire; the store raises the spec §8 alerts when it refuses. */
  onAdd: (tire: { productId: number; name: string; size: string; imageSrc?: string }) => void;
}

export function CompareButton({
  productId,
  name,
  size,
  imageSrc,
  compare,
}: {
  productId: number;
  name: string;
  size: string;
  imageSrc?: string;
  compare: CompareControl;
}) {
  const added = compare.isAdded(productId);
  return (
    <button
      type="button"
      className={`ts-compare-button${added ? ' ts-compare-button--added' : ''}`}
      onClick={() => compare.onAdd({ productId, name, size, imageSrc })}
    >
      <span aria-hidden="true">{added ? '✓' : '+'}</span>
      {added ? 'In compare list' : 'Add to compare'}
      <span className="ts-visually-hidden">
        : {name} {size}
      </span>
    </button>
  );
}
