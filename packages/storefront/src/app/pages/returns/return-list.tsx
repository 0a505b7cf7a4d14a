/**
 * An order's returns (docs/returns.md): each with its number, state, tires, reason and refund, and
 * "Cancel the return" while it is requested — a plain form posting `returnNumber` (with
 * `cancelFields`: what else the page's action needs, such as tracking's proof) to the page's own
 * action. Shared by the account's order page and tracking's return page.
 */
import { formatPrice, type OrderReturn } from '@tireshop/core';
import { formatOrderDate } from '@tireshop/views';
import type { ReactNode } from 'react';

/** "2 × Name, size": a line of tires as the account's pages write it. */
export const tireLine = (item: { quantity: number; name: string; size: string }) => `${item.quantity} × ${item.name}, ${item.size}`;

export function ReturnList({ returns, cancelFields }: { returns: readonly OrderReturn[]; cancelFields?: ReactNode }) {
  if (returns.length === 0) return null;
  return (
    <ul className="sf-account-list">
      {returns.map((r) => (
        <li key={r.returnNumber} className="sf-account-card">
          <h3 className="sf-account-card__title">Return {r.returnNumber}</h3>
          <dl className="sf-account__details">
            <dt>State</dt>
            <dd>
              <strong>{r.statusLabel}</strong>
              {r.refundedAt && ` on ${formatOrderDate(r.refundedAt)}`}
            </dd>
            <dt>Tires</dt>
            <dd>
              {r.lines.map((line) => (
                <span key={line.productId} className="sf-account-card__line">
                  {tireLine(line)}
                </span>
              ))}
            </dd>
            <dt>Reason</dt>
            <dd>{r.reasonLabel}</dd>
            {r.handlingFeeInCents > 0 && (
              <>
                <dt>Handling fee</dt>
                <dd>−{formatPrice(r.handlingFeeInCents)}</dd>
              </>
            )}
            <dt>{r.status === 'refunded' ? 'Refunded' : 'Refund'}</dt>
            <dd>{formatPrice(r.refundInCents)}</dd>
          </dl>
          {r.status === 'requested' && (
            <form method="post" className="sf-account-card__actions">
              {cancelFields}
              <input type="hidden" name="returnNumber" value={r.returnNumber} />
              <button type="submit" className="ts-button ts-button--quiet">
                Cancel the return<span className="ts-visually-hidden"> {r.returnNumber}</span>
              </button>
            </form>
          )}
        </li>
      ))}
    </ul>
  );
}
