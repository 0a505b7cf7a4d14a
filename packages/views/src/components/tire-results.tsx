import { PRODUCT_SORTS, type AreaMessage, type ProductSort, type ProductSummary } from '@tireshop/core';
import { useEffect, useState, type ReactNode } from 'react';
import { pagesToShow } from './catalogue/pager';
import { PlainLink, type LinkComponent } from './link';
import { useMessages } from './locale';
import { SortSelect } from './sort-select';
import { TireCard } from './tire-card';

export const SORT_LABELS = {
  'best-match': 'Best match',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  rating: 'Top rated',
} as const satisfies Record<ProductSort, AreaMessage<'shop'>>;

export interface Pagination {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface TireResultsProps {
  /** What was searched, e.g. "225/45R17". */
  title: string;
  products: ProductSummary[];
  pagination: Pagination;
  sort: ProductSort;
  /** Links to other pages of results; widgets pass onPage instead. */
  pageHref?: (page: number) => string;
  onPage?: (page: number) => void;
  onSort?: (sort: ProductSort) => void;
  Link?: LinkComponent;
  compact?: boolean;
  /** An action under each card (a widget's "Add to cart"); none by default. */
  cardAction?: (product: ProductSummary) => ReactNode;
}

function Pager({
  pagination,
  pageHref,
  onPage,
  Link,
}: Pick<TireResultsProps, 'pagination' | 'pageHref' | 'onPage'> & { Link: LinkComponent }) {
  const t = useMessages('shop');
  const { page, pageCount } = pagination;
  if (pageCount <= 1) return null;
  return (
    <nav className="ts-pager" aria-label={t('Result pages')}>
      {pagesToShow(page, pageCount).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap${i}`} aria-hidden="true">
            …
          </span>
        ) : onPage ? (
          <button
            key={p}
            type="button"
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
            aria-label={t('Page {page}', { page: p })}
          >
            {p}
          </button>
        ) : (
          <Link key={p} href={pageHref!(p)} aria-current={p === page ? 'page' : undefined}>
            <span className="ts-visually-hidden">{t('Page {page}', { page: '' })}</span>
            {p}
          </Link>
        ),
      )}
    </nav>
  );
}

/**
 * Cards drawn per step: a card with its "Add to cart" is about 15 ms of a phone's main thread (4×
 * slowdown), two with the results bar came close to 50 ms; one per step keeps every step well under.
 */
const CARDS_PER_STEP = 1;

/**
 * The first `CARDS_PER_STEP` of `items`, then the next few in each following task, until all are
 * drawn. A widget lives on someone else's page: drawing a page of tire cards in one go was one long
 * task on the host page's main thread (issue #13: ≤ 50 ms of total blocking time), a few short ones
 * are not. The count drawn belongs to the list it was counted for: a new list starts again from
 * the first step.
 */
function useDrawnInSteps<T>(items: T[]): T[] {
  const [drawn, setDrawn] = useState({ items, count: CARDS_PER_STEP });
  const count = drawn.items === items ? drawn.count : CARDS_PER_STEP;
  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(() => setDrawn({ items, count: count + CARDS_PER_STEP }));
    return () => clearTimeout(timer);
  }, [items, count]);
  return count >= items.length ? items : items.slice(0, count);
}

export function TireResults(props: TireResultsProps) {
  const { title, products, pagination, sort, onSort, compact, cardAction } = props;
  const t = useMessages('shop');
  const Link = props.Link ?? PlainLink;
  const drawn = useDrawnInSteps(products);
  const first = (pagination.page - 1) * pagination.pageSize + 1;
  const last = first + products.length - 1;
  return (
    <section className={`ts-results${compact ? ' ts-results--compact' : ''}`} aria-label={t('Tires in {size}', { size: title })}>
      <div className="ts-results__bar">
        <p className="ts-results__count" role="status">
          {pagination.total === 0
            ? t('No tires in {size}', { size: title })
            : t('Showing {first}–{last} of {total} tires in {size}', { first, last, total: pagination.total, size: title })}
        </p>
        {pagination.total > 1 && <SortSelect value={sort} options={PRODUCT_SORTS} labels={SORT_LABELS} onChange={onSort} />}
      </div>
      {products.length === 0 ? (
        <div className="ts-state">
          <p>
            <strong>{t('No tires on this page.')}</strong>
          </p>
          {pagination.total > 0 && <p>{t('Go back to the first page to see all {total} tires.', { total: pagination.total })}</p>}
        </div>
      ) : (
        <ul className="ts-results__list">
          {drawn.map((p) => (
            <li key={p.productId}>
              <TireCard product={p} Link={Link} action={cardAction?.(p)} />
            </li>
          ))}
        </ul>
      )}
      <Pager pagination={pagination} pageHref={props.pageHref} onPage={props.onPage} Link={Link} />
    </section>
  );
}

export function ResultsSkeleton({ count = 3 }: { count?: number }) {
  const t = useMessages('shop');
  return (
    // aria-label is not read on a plain <div>: the words are in the content.
    <div className="ts-results" aria-busy="true">
      <p className="ts-visually-hidden">{t('Loading tires…')}</p>
      <ul className="ts-results__list">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="ts-skeleton" />
        ))}
      </ul>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useMessages('shop');
  return (
    <div className="ts-state ts-state--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button className="ts-button ts-button--quiet" part="button" type="button" onClick={onRetry}>
          {t('Try again')}
        </button>
      )}
    </div>
  );
}
