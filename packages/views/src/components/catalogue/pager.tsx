import { PlainLink, type LinkComponent } from '../link';

export interface PagerProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label?: string;
  Link?: LinkComponent;
}

/** First, last and the pages around the current one; gaps elsewhere. */
export function pagesToShow(page: number, count: number): (number | 'gap')[] {
  const set = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...set].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Page links (they work without JavaScript and keep every filter of the URL). */
export function Pager({ page, pageCount, hrefFor, label = 'Result pages', Link = PlainLink }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="ts-pages" aria-label={label}>
      {page > 1 && (
        <Link href={hrefFor(page - 1)} className="ts-pages__step">
          <span aria-hidden="true">‹</span> Previous<span className="ts-visually-hidden"> page</span>
        </Link>
      )}
      {pagesToShow(page, pageCount).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap${i}`} className="ts-pages__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link key={p} href={hrefFor(p)} aria-current={p === page ? 'page' : undefined}>
            <span className="ts-visually-hidden">Page </span>
            {p}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link href={hrefFor(page + 1)} className="ts-pages__step">
          Next<span className="ts-visually-hidden"> page</span> <span aria-hidden="true">›</span>
        </Link>
      )}
    </nav>
  );
}
