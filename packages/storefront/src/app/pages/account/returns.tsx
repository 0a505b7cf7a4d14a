/**
 * Starting a return (docs/returns.md; spec storefront §2 /track-your-order/return; rules §5 "A
 * return needs at least one tire. A return image must be under 1MB."; rules §9 returns within 30
 * days of delivery, unmounted and unused tires only, a $20 handling fee a tire on the shopper's own
 * reasons). A plain form posted to the shop's server, which sends it to the API: the API decides
 * what can be returned and the refund; the page shows its refusal in its words.
 */
import {
  formatPrice,
  myOrderReturnsEndpoint,
  paths,
  RETURN_HANDLING_FEE_CENTS,
  RETURN_PHOTO_TYPES,
  RETURN_REASONS,
  startReturnEndpoint,
  type ReturnReason,
  type StartReturnInput,
} from '@tireshop/core';
import { formatOrderDate } from '@tireshop/views';
import { data, Link, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { type ActionAnswer, AreaPage, done, loaded, MY_ORDERS_PATH, refusedAction } from './account-area';

export async function startReturnLoader({ context, request, params }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const orderNumber = params.orderNumber ?? '';
  if (!/^\d{1,12}$/.test(orderNumber)) throw data({ message: 'Not found' }, { status: 404 });
  const answer = loaded(await api.call(myOrderReturnsEndpoint, { params: { orderNumber }, signal: request.signal }), request);
  return { orderNumber, options: answer.options };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** POST /account/my-orders/{n}/return: the quantities, the reason, the confirmation and the photo, to the API. */
export async function startReturnAction({ context, request, params }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const orderNumber = params.orderNumber ?? '';
  const form = await request.formData();
  const lines = [...form.keys()]
    .filter((key) => /^qty-\d+$/.test(key))
    .map((key) => ({ productId: Number(key.slice(4)), quantity: Number(field(form, key)) || 0 }));
  const photoFile = form.get('photo');
  const photo =
    photoFile instanceof File && photoFile.size > 0
      ? { contentType: photoFile.type, data: Buffer.from(await photoFile.arrayBuffer()).toString('base64') }
      : undefined;
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const body = {
    lines,
    reason: field(form, 'reason'),
    unmountedAndUnused: field(form, 'unmountedAndUnused') === 'yes',
    ...(photo && { photo }),
  } as StartReturnInput;
  const result = await api.call(startReturnEndpoint, { params: { orderNumber }, body });
  if (!result.ok) return refusedAction(result, request, values);
  const { returnNumber } = result.data.return;
  return done(
    paths.myOrder(orderNumber),
    `Return ${returnNumber} is requested. We have e-mailed you its number and how to send the tires back.`,
  );
}

export function StartReturnPage() {
  const { orderNumber, options } = useLoaderData<typeof startReturnLoader>();
  const answer = useActionData<ActionAnswer>();
  const values = answer?.values ?? {};
  const reasons = Object.entries(RETURN_REASONS) as [ReturnReason, (typeof RETURN_REASONS)[ReturnReason]][];
  return (
    <AreaPage title={`Return tires from order ${orderNumber}`} current={MY_ORDERS_PATH}>
      <p>
        <Link to={paths.myOrder(orderNumber)}>Back to order {orderNumber}</Link> ·{' '}
        <Link to="/returns-and-refunds">Returns and refunds</Link>
      </p>
      {!options.returnable ? (
        <p className="sf-account-note">{options.refusal}</p>
      ) : (
        <form method="post" encType="multipart/form-data" className="sf-account-form" aria-label="Start a return">
          <p>
            Unmounted, unused tires can go back until {formatOrderDate(options.until!)}. We refund them within 48 hours of receiving them.
          </p>
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
              <input type="checkbox" name="unmountedAndUnused" value="yes" defaultChecked={values.unmountedAndUnused === 'yes'} /> The tires
              are unmounted and unused
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
      )}
    </AreaPage>
  );
}
