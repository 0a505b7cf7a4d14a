/**
 * The return form (docs/returns.md; rules §5 "A return needs at least one tire. A return image must
 * be under 1MB."; rules §9 returns within 30 days of delivery, unmounted and unused tires only, a
 * $20 handling fee a tire on the shopper's own reasons), shared by a signed-in shopper's order page
 * (/account/my-orders/{n}/return) and tracking's (/track-your-order/return). A plain form posted to
 * the shop's server, which sends it to the API: the API decides what can be returned and the
 * refund; the page shows its refusal in its words.
 */
import {
  formatPrice,
  RETURN_HANDLING_FEE_CENTS,
  RETURN_PHOTO_TYPES,
  RETURN_REASONS,
  type ReturnOptions,
  type ReturnReason,
  type StartReturnInput,
} from '@tireshop/core';
import { formatOrderDate } from '@tireshop/views';
import type { ReactNode } from 'react';

export const formField = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The form's text fields, to show again with a refusal. */
export const formValues = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** The return the form asks for: the quantities (`qty-{productId}`), the reason, the confirmation and the photo. */
export async function returnInputOf(form: FormData): Promise<StartReturnInput> {
  const lines = [...form.keys()]
    .filter((key) => /^qty-\d+$/.test(key))
    .map((key) => ({ productId: Number(key.slice(4)), quantity: Number(formField(form, key)) || 0 }));
  const photoFile = form.get('photo');
  const photo =
    photoFile instanceof File && photoFile.size > 0
      ? { contentType: photoFile.type, data: Buffer.from(await photoFile.arrayBuffer()).toString('base64') }
      : undefined;
  return {
    lines,
    reason: formField(form, 'reason'),
    unmountedAndUnused: formField(form, 'unmountedAndUnused') === 'yes',
    ...(photo && { photo }),
  } as StartReturnInput;
}

/** The form, or why nothing of the order can go back. `children`: hidden fields the page needs posted with it. */
export function ReturnForm({
  options,
  values,
  children,
}: {
  options: ReturnOptions;
  values: Record<string, string>;
  children?: ReactNode;
}) {
  const reasons = Object.entries(RETURN_REASONS) as [ReturnReason, (typeof RETURN_REASONS)[ReturnReason]][];
  if (!options.returnable) return <p className="sf-account-note">{options.refusal}</p>;
  return (
    <form method="post" encType="multipart/form-data" className="sf-account-form" aria-label="Start a return">
      {children}
      <p>Unmounted, unused tires can go back until {formatOrderDate(options.until!)}. We refund them within 48 hours of receiving them.</p>
      <fieldset>
        <legend>Which tires</legend>
        {options.lines.map((line) => (
          <p key={line.productId} className="ts-field">
            <label htmlFor={`qty-${line.productId}`}>
              How many of {line.name}, {line.size} (you bought {line.bought})
            </label>
            <select
              id={`qty-${line.productId}`}
              name={`qty-${line.productId}`}
              defaultValue={values[`qty-${line.productId}`] ?? '0'}
              disabled={line.returnable === 0}
            >
              {[...Array(line.returnable + 1).keys()].map((n) => (
                <option key={`n${n}`} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </p>
        ))}
      </fieldset>
      <fieldset>
        <legend>Why are you returning them?</legend>
        {reasons.map(([key, reason]) => (
          <p key={key}>
            <label>
              <input type="radio" name="reason" value={key} defaultChecked={values.reason === key} /> {reason.label}
              {reason.handlingFee && ` (handling fee ${formatPrice(RETURN_HANDLING_FEE_CENTS)} a tire)`}
            </label>
          </p>
        ))}
      </fieldset>
      <p>
        <label>
          <input type="checkbox" name="unmountedAndUnused" value="yes" defaultChecked={values.unmountedAndUnused === 'yes'} /> The tires are
          unmounted and unused
        </label>
      </p>
      <p className="ts-field">
        <label htmlFor="return-photo">A photo of the tires (optional, under 1MB)</label>
        <input id="return-photo" type="file" name="photo" accept={RETURN_PHOTO_TYPES.join(',')} />
      </p>
      <p>
        <button type="submit" className="ts-button">
          Request the return
        </button>
      </p>
    </form>
  );
}
