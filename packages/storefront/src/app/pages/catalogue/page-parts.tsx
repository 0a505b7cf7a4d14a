import { formatNumber } from '@tireshop/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** Where the page sits, Home first; the last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: 'Home', to: '/' }, ...items];
  return (
    <nav className="sf-breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {all.map((c, i) =>
          i === all.length - 1 || !c.to ? (
            <li key={c.to ?? `here:${c.label}`} aria-current={i === all.length - 1 ? 'page' : undefined}>
              {c.label}
            </li>
          ) : (
            <li key={c.to ?? `here:${c.label}`}>
              <Link to={c.to}>{c.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The page's one h1 with its lead line and optional extras (a vehicle pill, badges). */
export function PageIntro({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <header className="sf-page-intro">
      <h1 className="sf-page-title">{title}</h1>
      {lead && <p className="sf-page-lead">{lead}</p>}
      {children}
    </header>
  );
}

/** A titled section of a page (h2). */
export function Section({ id, title, children, aside }: { id: string; title: ReactNode; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className="sf-section" aria-labelledby={id}>
      <div className="sf-section__head">
        <h2 id={id}>{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Links as chips (refinements: a brand's categories, a size's brands). */
export function ChipLinks({ items, label }: { items: { to: string; label: string; count?: number }[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="sf-chips" aria-label={label}>
      {items.map((i) => (
        <li key={i.to}>
          <Link to={i.to}>
            {i.label}
            {i.count !== undefined && <span className="sf-chips__count"> {formatNumber(i.count, 'en-US')}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
