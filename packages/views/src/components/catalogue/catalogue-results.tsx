import { PRODUCT_SORTS, type ProductSort, type ProductSummary, type TireSet, formatNumber } from '@tireshop/core';
import type { ReactNode } from 'react';
import { PlainLink, type LinkComponent } from '../link';
import { TireCard } from '../tire-card';
import { SORT_LABELS, type Pagination } from '../tire-results';
import { CompareButton, type CompareControl } from '../product/compare-button';
import { Pager } from './pager';
import { SetCard } from './set-card';
import { SortSelect } from '../sort-select';

export interface CatalogueResultsProps {
  /** What the results are of, for the count line and the region's name ("225/45R17", "Michelin"). */
  title: string;
  mode: 'products' | 'sets';
  products: ProductSummary[];
  sets: TireSet[];
  pagination: Pagination;
  sort: ProductSort;
  /** The filter form's id: the sort select belongs to it, so a GET without JavaScript keeps the filters. */
  formId?: string;
  onSort?: (sort: ProductSort) => void;
  pageHref: (page: number) => string;
  /** Shown when nothing matches: what to do next (clear filters, another size …). */
  empty?: ReactNode;
  /** Whether filters narrow the results (changes the empty state's words). */
  filtered?: boolean;
  compare?: CompareControl;
  Link?: LinkComponent;
}

function countText(first: number, last: number, total: number, mode: 'products' | 'sets', title: string) {
  const noun = mode === 'sets' ? (total === 1 ? 'front/rear set' : 'front/rear sets') : total === 1 ? 'tire' : 'tires';
  if (total === 0) return `No ${mode === 'sets' ? 'front/rear sets' : 'tires'} match in ${title}`;
  return `Showing ${first}–${last} of ${formatNumber(total, 'en-US')} ${noun} in ${title}`;
}

/**
 * The results of a catalogue listing: the count (a live region, so a screen reader hears the new
 * count after a filter change), sort, tire cards or staggered front/rear sets, pages and the
 * empty state.
 */
export function CatalogueResults(props: CatalogueResultsProps) {
  const { title, mode, products, sets, pagination, sort, formId, onSort, pageHref, empty, filtered, compare } = props;
  const Link = props.Link ?? PlainLink;
  const shown = mode === 'sets' ? sets.length : products.length;
  const first = (pagination.page - 1) * pagination.pageSize + 1;
  const last = first + shown - 1;
  return (
    <section className="ts-catalogue-results" aria-label={`Results: ${title}`}>
      <div className="ts-results__bar">
        <p className="ts-results__count" role="status">
          {countText(first, last, pagination.total, mode, title)}
        </p>
        {pagination.total > 1 && <SortSelect value={sort} options={PRODUCT_SORTS} labels={SORT_LABELS} onChange={onSort} form={formId} />}
      </div>
      {shown === 0 ? (
        <div className="ts-state ts-empty">
          <p className="ts-empty__title">
            <strong>
              {pagination.total > 0
                ? 'There are no tires on this page.'
                : filtered
                  ? 'No tires match these filters.'
                  : 'No tires here right now.'}
            </strong>
          </p>
          {pagination.total > 0 ? (
            <p>
              <Link href={pageHref(1)}>Go to the first page</Link> to see all {formatNumber(pagination.total, 'en-US')}.
            </p>
          ) : (
            empty
          )}
        </div>
      ) : mode === 'sets' ? (
        <ul className="ts-results__list ts-results__list--sets">
          {sets.map((s) => (
            <li key={`${s.front.productId}-${s.rear.productId}`}>
              <SetCard set={s} Link={Link} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="ts-results__list">
          {products.map((p) => (
            <li key={p.productId} className="ts-results__item">
              <TireCard product={p} Link={Link} />
              {compare && (
                <CompareButton
                  productId={p.productId}
                  name={`${p.brand.label} ${p.productLine.name}`}
                  size={p.size}
                  imageSrc={p.image.src}
                  compare={compare}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager page={pagination.page} pageCount={pagination.pageCount} hrefFor={pageHref} Link={Link} />
    </section>
  );
}
