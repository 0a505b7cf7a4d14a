import { COMPARE_MAX_TIRES, COMPARE_MIN_TIRES, formatPrice, type CompareItem, type CompareTire, formatNumber } from '@tireshop/core';
import type { ReactNode } from 'react';
import { PlainLink, type LinkComponent } from '../link';
import { Rating } from '../rating';
import { StockNote } from '../catalogue/stock-note';
import { ScoreBandLabel } from './score-meters';

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
const orDash = (v: string | number | null) => (v === null || v === '' ? '—' : String(v));

interface Row {
  label: string;
  cell: (item: CompareItem) => ReactNode;
}

const ROWS: Row[] = [
  { label: 'Price per tire', cell: (i) => <strong>{formatPrice(i.product.price.salePriceInCents)}</strong> },
  { label: 'Availability', cell: (i) => <StockNote quantity={i.product.stockQuantity} /> },
  { label: 'Rating', cell: (i) => <Rating value={i.product.rating.value} count={i.product.rating.quantity} /> },
  {
    label: 'Overall score',
    cell: (i) => (
      <>
        {i.scores.simple.display} <ScoreBandLabel band={i.scores.simple.band} />
      </>
    ),
  },
  { label: 'Traction', cell: (i) => i.scores.traction.display },
  { label: 'Handling/Durability', cell: (i) => i.scores.handling.display },
  { label: 'Longevity', cell: (i) => i.scores.longevity.display },
  { label: 'Size', cell: (i) => i.product.size },
  { label: 'Category', cell: (i) => i.product.category.name },
  {
    label: 'Load index',
    cell: (i) => (i.specs.loadIndexDual ? `${i.specs.loadIndex}/${i.specs.loadIndexDual}` : i.specs.loadIndex),
  },
  { label: 'Speed rating', cell: (i) => i.specs.speedRating },
  { label: 'Max load', cell: (i) => `${formatNumber(i.specs.maxLoadLb, 'en-US')} lb` },
  { label: 'Tread depth', cell: (i) => `${i.specs.treadDepth32nds}/32"` },
  { label: 'UTQG', cell: (i) => orDash(i.specs.utqg) },
  { label: 'Weight', cell: (i) => `${i.specs.weightLb} lb` },
  { label: 'Run-flat', cell: (i) => yesNo(i.specs.runFlat) },
  { label: 'Sidewall', cell: (i) => i.specs.sidewall },
  {
    label: 'Treadwear warranty',
    cell: (i) => (i.specs.warrantyMiles ? `${formatNumber(i.specs.warrantyMiles, 'en-US')} mi` : 'None'),
  },
];

/**
 * Tires side by side (spec §5: 2 to 5). One column per tire, one row per fact; on a phone the
 * table scrolls sideways inside a focusable, labelled region (keyboard users can scroll it).
 */
export function CompareTable({
  items,
  removeHref,
  Link = PlainLink,
}: {
  items: CompareItem[];
  /** The compare page without one tire (a link: works without JavaScript). */
  removeHref?: (productId: number) => string;
  Link?: LinkComponent;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways must be scrollable from the keyboard too
    <div className="ts-table-wrap ts-compare-wrap" role="region" aria-label="Tire comparison" tabIndex={0}>
      <table className="ts-table ts-compare">
        <caption className="ts-visually-hidden">Comparison of {items.length} tires</caption>
        <thead>
          <tr>
            <td />
            {items.map((i) => (
              <th key={i.product.productId} scope="col">
                <img
                  referrerPolicy="strict-origin-when-cross-origin"
                  src={i.product.image.src}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                />
                <span className="ts-compare__brand">{i.product.brand.label}</span>
                <Link href={i.product.link.href} className="ts-compare__name">
                  {i.product.productLine.name}
                </Link>
                {removeHref && items.length > COMPARE_MIN_TIRES && (
                  <Link href={removeHref(i.product.productId)} className="ts-compare__remove">
                    Remove<span className="ts-visually-hidden"> {i.product.productLine.name}</span>
                  </Link>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {items.map((i) => (
                <td key={i.product.productId}>{row.cell(i)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The compare list as it fills up: the chosen tires, the spec §8 alerts (a sixth tire, a
 * duplicate) and the way to the comparison once there are 2 to 5 tires (spec §5).
 */
export function CompareTray({
  tires,
  alert,
  compareHref,
  onRemove,
  onClear,
  onDismissAlert,
  Link = PlainLink,
}: {
  tires: readonly CompareTire[];
  alert: { message: string } | null;
  compareHref: string;
  onRemove: (productId: number) => void;
  onClear: () => void;
  onDismissAlert: () => void;
  Link?: LinkComponent;
}) {
  const ready = tires.length >= COMPARE_MIN_TIRES;
  return (
    <section className="ts-compare-tray" aria-labelledby="ts-compare-tray-title" hidden={tires.length === 0 && !alert}>
      <div className="ts-compare-tray__inner">
        <h2 id="ts-compare-tray-title" className="ts-compare-tray__title">
          Compare tires{' '}
          <span className="ts-compare-tray__count">
            ({tires.length} of {COMPARE_MAX_TIRES})
          </span>
        </h2>
        <div className="ts-compare-tray__alert" role="alert">
          {alert && (
            <>
              <span>{alert.message}</span>
              <button type="button" className="ts-compare-tray__dismiss" onClick={onDismissAlert}>
                Dismiss<span className="ts-visually-hidden"> message</span>
              </button>
            </>
          )}
        </div>
        {tires.length > 0 && (
          <ul className="ts-compare-tray__list">
            {tires.map((t) => (
              <li key={t.productId}>
                <span className="ts-compare-tray__name">
                  {t.name} <span className="ts-compare-tray__size">{t.size}</span>
                </span>
                <button type="button" className="ts-compare-tray__remove" onClick={() => onRemove(t.productId)}>
                  <span aria-hidden="true">×</span>
                  <span className="ts-visually-hidden">
                    Remove {t.name} {t.size} from the compare list
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="ts-compare-tray__actions">
          {ready ? (
            <Link href={compareHref} className="ts-button ts-button--accent">
              Compare {tires.length} tires
            </Link>
          ) : (
            <p className="ts-compare-tray__hint">Add {COMPARE_MIN_TIRES - tires.length} more to compare.</p>
          )}
          {tires.length > 0 && (
            <button type="button" className="ts-button ts-button--quiet" onClick={onClear}>
              Clear
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
