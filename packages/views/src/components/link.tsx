import type { ComponentType, ReactNode } from 'react';

/**
 * How a view renders a link. The storefront passes react-router's Link (client navigation); a
 * widget passes nothing and gets a plain anchor, or handles navigation itself.
 */
export type LinkComponent = ComponentType<{ href: string; className?: string; children: ReactNode; 'aria-current'?: 'page' | 'step' }>;

export const PlainLink: LinkComponent = ({ href, className, children, ...rest }) => (
  <a href={href} className={className} {...rest}>
    {children}
  </a>
);
