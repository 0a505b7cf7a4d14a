import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick } from './use-modal-dialog';

/**
 * A link inside a cart modal. A plain click closes the modal first and hands the address to
 * `onNavigate` (the storefront routes to it); without `onNavigate`, or with a modifier key, it is
 * an ordinary link (a widget's host page, a new tab).
 */
export function CartModalLink({
  href,
  className,
  children,
  onFollow,
  onNavigate,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  /** Runs on a plain click before navigating (closes the modal). */
  onFollow: () => void;
  onNavigate?: (href: string) => void;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return;
        onFollow();
        if (onNavigate) {
          event.preventDefault();
          onNavigate(href);
        }
      }}
    >
      {children}
    </a>
  );
}
