/**
 * The payment types as one radio group (rules §3 Payment types, "The default is credit"): each with
 * its name, a short line and, where the shop gives one, the payment type discount badge (spec §9
 * "Default card payment discount percentages: affirm 10, katapult 10, klarna 10, synchrony 0";
 * the site globals' paymentTypeDiscountInPercentage, the selected type's quote once loaded).
 * Arrow keys move between the types as in any radio group.
 */
import { PAYMENT_TYPE_DESCRIPTIONS, PAYMENT_TYPE_LABELS, SHOPPER_PAYMENT_TYPES, type PaymentType } from '@tireshop/core';
import { useId, type ReactNode } from 'react';
import { translateAny, useMessages } from '../locale';

export interface PaymentTypeListProps {
  selected: PaymentType;
  onSelect: (type: PaymentType) => void;
  /** Percent off by type (site globals); a type missing or at 0 has no badge. */
  discounts: Partial<Record<string, number>>;
  /** The types on offer, in this order (all by default). */
  types?: readonly PaymentType[];
  disabled?: boolean;
  /** Shown under the selected type: the card fields, the wallet's button. */
  children?: ReactNode;
}

/** "Save 10 %" (the spec's percentages are whole numbers). */
export const discountBadgeText = (percent: number) => `Save ${percent} %` as const;

export function PaymentTypeList({
  selected,
  onSelect,
  discounts,
  types = SHOPPER_PAYMENT_TYPES,
  disabled = false,
  children,
}: PaymentTypeListProps) {
  const id = useId();
  const t = useMessages('payment');
  return (
    <fieldset className="ts-pay-types" disabled={disabled}>
      <legend className="ts-visually-hidden">{t('Payment method')}</legend>
      <ul className="ts-pay-types__list">
        {types.map((type) => {
          const percent = discounts[type] ?? 0;
          const checked = type === selected;
          const descriptionId = `${id}-${type}-description`;
          return (
            <li key={type} className={`ts-pay-types__item${checked ? ' ts-pay-types__item--selected' : ''}`}>
              <label className="ts-pay-types__option">
                <input
                  type="radio"
                  name={`${id}-paymentType`}
                  value={type}
                  checked={checked}
                  aria-describedby={descriptionId}
                  onChange={() => onSelect(type)}
                />
                <span className="ts-pay-types__text">
                  <span className="ts-pay-types__label">
                    {type === 'credit' ? t('Credit card') : PAYMENT_TYPE_LABELS[type]}
                    {percent > 0 && <span className="ts-checkout-badge ts-checkout-badge--deal">{t('Save {percent} %', { percent })}</span>}
                  </span>
                  <span className="ts-pay-types__description" id={descriptionId}>
                    {translateAny(t, PAYMENT_TYPE_DESCRIPTIONS[type])}
                  </span>
                </span>
              </label>
              {checked && children && <div className="ts-pay-types__panel">{children}</div>}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
