import {
  formatPrice,
  MAX_CART_LINE_QUANTITY,
  parseTireSize,
  SET_TIRES_PER_AXLE,
  type AddToCartInput,
  type CartActionResult,
  type ProductSummary,
} from '@tireshop/core';
import { useEffect, useId, useState } from 'react';
import { Price, wasPriceCents } from '../price';
import { StockNote } from '../catalogue/stock-note';
import { CompareButton, type CompareControl } from './compare-button';
import { addToCartInput, CHOOSE_A_TIRE } from '../cart/add-to-cart-input';
import { lineLimit } from '../cart/tire-quantity';

function byRim(sizes: ProductSummary[]): [number | null, ProductSummary[]][] {
  const groups = new Map<number | null, ProductSummary[]>();
  for (const s of sizes) {
    const rim = parseTireSize(s.size)?.rimIn ?? null;
    groups.set(rim, [...(groups.get(rim) ?? []), s]);
  }
  return [...groups];
}

/** Lines with many sizes fold them by wheel diameter; up to this many show in one open table. */
const OPEN_ALL_UP_TO = 12;

function SizeRows({
  group,
  selectedProductId,
  compare,
}: {
  group: ProductSummary[];
  selectedProductId?: number | null;
  compare?: CompareControl;
}) {
  return (
    <>
      {group.map((s) => (
        <tr key={s.productId} aria-current={s.productId === selectedProductId ? 'true' : undefined}>
          <th scope="row">
            <span className="ts-sizes__size">{s.size}</span>
            <span className="ts-sizes__spec">
              {s.serviceDescription}
              {s.loadRange && s.loadRange !== 'SL' ? ` · Load range ${s.loadRange}` : ''}
              {s.runFlat ? ' · Run-flat' : ''}
            </span>
            {s.productId === selectedProductId && <span className="ts-badge">Your size</span>}
          </th>
          <td>
            <Price saleCents={s.price.salePriceInCents} listCents={wasPriceCents(s.price)} label={s.price.priceLabel} />
            {/* On phones the availability column folds into this cell (CSS shows one or the other). */}
            <span className="ts-sizes__stock-inline">
              <StockNote quantity={s.stockQuantity} />
            </span>
          </td>
          <td className="ts-sizes__stock">
            <StockNote quantity={s.stockQuantity} />
          </td>
          {compare && (
            <td>
              <CompareButton
                productId={s.productId}
                name={`${s.brand.label} ${s.productLine.name}`}
                size={s.size}
                imageSrc={s.image.src}
                compare={compare}
              />
            </td>
          )}
        </tr>
      ))}
    </>
  );
}

function SizeGroupTable({
  caption,
  group,
  selectedProductId,
  compare,
}: {
  caption: string;
  group: ProductSummary[];
  selectedProductId?: number | null;
  compare?: CompareControl;
}) {
  return (
    <div className="ts-table-wrap">
      <table className="ts-table ts-sizes">
        <caption className="ts-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Price</th>
            <th scope="col" className="ts-sizes__stock">
              Availability
            </th>
            {compare && (
              <th scope="col">
                <span className="ts-visually-hidden">Compare</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          <SizeRows group={group} selectedProductId={selectedProductId} compare={compare} />
        </tbody>
      </table>
    </div>
  );
}

/**
 * Every size a product line is sold in, with price and stock; each size can go to the compare
 * list, and the chosen size (from ?size=) is marked. A line sold in many sizes folds them by
 * wheel diameter into native disclosures (they work without JavaScript), the chosen size's
 * diameter — or the first — open.
 */
export function SizeTable({
  sizes,
  lineName,
  selectedProductId,
  compare,
}: {
  sizes: ProductSummary[];
  lineName: string;
  selectedProductId?: number | null;
  compare?: CompareControl;
}) {
  if (sizes.length === 0) {
    return (
      <div className="ts-state">
        <p>This tire is not sold in any size right now.</p>
      </div>
    );
  }
  if (sizes.length <= OPEN_ALL_UP_TO) {
    return (
      <SizeGroupTable
        caption={`Sizes, prices and stock of the ${lineName}`}
        group={sizes}
        selectedProductId={selectedProductId}
        compare={compare}
      />
    );
  }
  const groups = byRim(sizes);
  const openIndex = Math.max(
    0,
    groups.findIndex(([, g]) => g.some((s) => s.productId === selectedProductId)),
  );
  return (
    <div className="ts-size-groups">
      {groups.map(([rim, group], i) => {
        const from = Math.min(...group.map((s) => s.price.salePriceInCents));
        const label = rim ? `${rim}" wheels` : 'Other sizes';
        return (
          <details key={rim ?? 'other'} className="ts-size-group" open={i === openIndex || undefined}>
            <summary>
              <span className="ts-size-group__title">{label}</span>
              <span className="ts-size-group__meta">
                {group.length} {group.length === 1 ? 'size' : 'sizes'} · from {formatPrice(from)}
              </span>
            </summary>
            <SizeGroupTable caption={`${lineName}: ${label}`} group={group} selectedProductId={selectedProductId} compare={compare} />
          </details>
        );
      })}
    </div>
  );
}

/**
 * Why a typed quantity of `tire` cannot go to the cart, or null: what the shopper typed stays in
 * the field (999 is never quietly turned into something else) and the box says what is possible —
 * the stock, and the cart's bound per tire (MAX_CART_LINE_QUANTITY, which the API enforces too).
 */
export function quantityProblem(text: string, tire: Pick<ProductSummary, 'stockQuantity' | 'size'> | undefined): string | null {
  const max = tire ? lineLimit(tire) : MAX_CART_LINE_QUANTITY;
  if (!/^\d{1,4}$/.test(text.trim())) return `Please enter a number of tires from 0 to ${max}.`;
  const n = Number(text);
  if (n === 0 || !tire || n <= max) return null;
  return tire.stockQuantity < n && tire.stockQuantity < MAX_CART_LINE_QUANTITY
    ? `Only ${tire.stockQuantity} of the ${tire.size} are in stock.`
    : `A cart can hold at most ${MAX_CART_LINE_QUANTITY} of one tire.`;
}

function QuantityInput({
  id,
  label,
  value,
  max,
  problem,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  max: number;
  problem: string | null;
  onChange: (text: string) => void;
}) {
  return (
    <div className="ts-field ts-field--quantity">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {problem && (
        <p className="ts-field__error" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </div>
  );
}

/** A size can go to the cart only while it is in stock. */
const inStock = (s: ProductSummary | undefined): s is ProductSummary => !!s && s.stockQuantity > 0;

const tires = (n: number) => `${n} ${n === 1 ? 'tire' : 'tires'}`;

/**
 * The add-to-cart box of the product page with front and rear sizes and quantities (spec §3
 * Add-to-cart input: quantity front and rear; §4 Cart: an add is ignored unless one of them is
 * above zero). `onAdd` is the cart store's add: while it saves the button is busy; a refusal (the
 * API's words, e.g. stock) shows in an alert and nothing changes; the caller opens the summary on
 * success. Out-of-stock sizes cannot be chosen. Without `onAdd` the button is disabled and
 * `unavailableNote` says why. Adding needs JavaScript: the form does nothing before hydration.
 */
export function AddToCart({
  sizes,
  selectedProductId,
  selectedRearProductId,
  onAdd,
  unavailableNote,
}: {
  sizes: ProductSummary[];
  selectedProductId?: number | null;
  /** The rear size of a staggered set (another size than the front): the box opens with two of each. */
  selectedRearProductId?: number | null;
  onAdd?: (input: AddToCartInput) => Promise<CartActionResult>;
  /** Why the button is disabled, in the shop's words (shown when there is no `onAdd`). */
  unavailableNote?: string;
}) {
  const id = useId();
  const selected = sizes.find((s) => s.productId === selectedProductId);
  const initial = inStock(selected) ? selected : (sizes.find(inStock) ?? sizes[0]);
  const rearOfSet = sizes.find((s) => s.productId === selectedRearProductId && s.productId !== initial?.productId);
  const [frontId, setFrontId] = useState<number | undefined>(initial?.productId);
  const [rearId, setRearId] = useState<number | undefined>((rearOfSet ?? initial)?.productId);
  const [frontText, setFront] = useState(String(rearOfSet ? SET_TIRES_PER_AXLE : 4));
  const [rearText, setRear] = useState(String(rearOfSet ? SET_TIRES_PER_AXLE : 0));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState('');
  // Before hydration the button submits nothing (a plain submit would reload the page with the
  // form in the query); it becomes a submit button once the page is interactive.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  if (sizes.length === 0) return null;
  const frontTire = sizes.find((s) => s.productId === frontId);
  const rearTire = sizes.find((s) => s.productId === rearId);
  const frontProblem = quantityProblem(frontText, frontTire);
  // The same tire front and rear is one cart line: the two quantities share its limit.
  const rearProblem =
    quantityProblem(rearText, rearTire) ??
    (rearId === frontId && !frontProblem ? quantityProblem(String(Number(frontText) + Number(rearText)), rearTire) : null);
  const front = frontProblem ? 0 : Number(frontText);
  const rear = rearProblem ? 0 : Number(rearText);
  const total = (frontTire?.price.salePriceInCents ?? 0) * front + (rearTire?.price.salePriceInCents ?? 0) * rear;
  const count = front + rear;
  const anyInStock = sizes.some(inStock);
  const note = !onAdd ? unavailableNote : !anyInStock ? 'This tire is out of stock in every size right now.' : undefined;
  const unavailable = !onAdd || !anyInStock;
  const options = sizes.map((s) => (
    <option key={s.productId} value={s.productId} disabled={!inStock(s) || undefined}>
      {s.size} {s.serviceDescription} — {formatPrice(s.price.salePriceInCents)}
      {s.stockQuantity <= 0 ? ' (out of stock)' : ''}
    </option>
  ));
  const edited = () => {
    setError(null);
    setAdded('');
  };

  async function submit() {
    if (unavailable || saving || !onAdd) return;
    edited();
    if (frontProblem || rearProblem) {
      // The field's own message says what to change; focus goes there.
      document.getElementById(`${id}-${frontProblem ? 'front' : 'rear'}-qty`)?.focus();
      return;
    }
    const input = addToCartInput({ productId: frontId ?? 0, quantity: front }, { productId: rearId ?? 0, quantity: rear });
    if (!input) {
      setError(CHOOSE_A_TIRE);
      return;
    }
    const soldOut = [front > 0 ? frontTire : undefined, rear > 0 ? rearTire : undefined].find((t) => t && !inStock(t));
    if (soldOut || !frontTire || !rearTire) {
      setError(soldOut ? `The ${soldOut.size} is out of stock. Please choose another size.` : 'Please choose a size.');
      return;
    }
    setSaving(true);
    const result = await onAdd(input);
    setSaving(false);
    if (result.ok) setAdded(`Added ${tires(count)} to your cart.`);
    else setError(result.error.message);
  }

  return (
    <form
      className="ts-add-to-cart"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      aria-labelledby={`${id}-title`}
    >
      <h2 className="ts-add-to-cart__title" id={`${id}-title`}>
        Buy this tire
      </h2>
      <fieldset className="ts-add-to-cart__axle">
        <legend>Front tires</legend>
        <div className="ts-field">
          <label htmlFor={`${id}-front-size`}>Size</label>
          <select
            id={`${id}-front-size`}
            name="frontProductId"
            value={frontId}
            onChange={(e) => {
              edited();
              setFrontId(Number(e.currentTarget.value));
            }}
          >
            {options}
          </select>
        </div>
        <QuantityInput
          id={`${id}-front-qty`}
          label="Quantity"
          value={frontText}
          max={frontTire ? lineLimit(frontTire) : MAX_CART_LINE_QUANTITY}
          problem={frontProblem}
          onChange={(n) => {
            edited();
            setFront(n);
          }}
        />
      </fieldset>
      <fieldset className="ts-add-to-cart__axle">
        <legend>
          Rear tires <span className="ts-add-to-cart__optional">(only for a different rear size)</span>
        </legend>
        <div className="ts-field">
          <label htmlFor={`${id}-rear-size`}>Size</label>
          <select
            id={`${id}-rear-size`}
            name="rearProductId"
            value={rearId}
            onChange={(e) => {
              edited();
              setRearId(Number(e.currentTarget.value));
            }}
          >
            {options}
          </select>
        </div>
        <QuantityInput
          id={`${id}-rear-qty`}
          label="Quantity"
          value={rearText}
          max={rearTire ? lineLimit(rearTire) : MAX_CART_LINE_QUANTITY}
          problem={rearProblem}
          onChange={(n) => {
            edited();
            setRear(n);
          }}
        />
      </fieldset>
      <p className="ts-add-to-cart__total" aria-live="polite">
        {count === 0 ? (
          CHOOSE_A_TIRE
        ) : (
          <>
            {tires(count)}: <strong>{formatPrice(total)}</strong>
            <span className="ts-add-to-cart__total-note"> plus installation and tax at checkout</span>
          </>
        )}
      </p>
      <div className="ts-add-to-cart__alert" role="alert">
        {error && <p className="ts-add-to-cart__error">{error}</p>}
      </div>
      <button
        className="ts-button ts-button--accent ts-add-to-cart__button"
        type={interactive ? 'submit' : 'button'}
        aria-disabled={unavailable || saving || undefined}
        aria-busy={saving || undefined}
        aria-describedby={note ? `${id}-note` : undefined}
      >
        {saving ? 'Adding…' : 'Add to cart'}
      </button>
      <p className="ts-add-to-cart__status" role="status">
        {added}
      </p>
      {note && (
        <p className="ts-add-to-cart__note" id={`${id}-note`}>
          {note}
        </p>
      )}
      {!unavailable && (
        <noscript>
          <p className="ts-add-to-cart__note">Turn on JavaScript in your browser to add tires to your cart.</p>
        </noscript>
      )}
    </form>
  );
}
