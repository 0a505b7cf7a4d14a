/**
 * Starting a return of a signed-in shopper's order (docs/returns.md; spec storefront §2
 * /account/my-orders): the order's return options from the API and the shared return form
 * (pages/returns/return-form.tsx).
 */
import { myOrderReturnsEndpoint, paths, startReturnEndpoint } from '@tireshop/core';
import { data, Link, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { formValues, ReturnForm, returnInputOf } from '../returns/return-form';
import { type ActionAnswer, AreaPage, done, loaded, MY_ORDERS_PATH, refusedAction } from './account-area';

export async function startReturnLoader({ context, request, params }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const orderNumber = params.orderNumber ?? '';
  if (!/^\d{1,12}$/.test(orderNumber)) throw data({ message: 'Not found' }, { status: 404 });
  const answer = loaded(await api.call(myOrderReturnsEndpoint, { params: { orderNumber }, signal: request.signal }), request);
  return { orderNumber, options: answer.options };
}

/** POST /account/my-orders/{n}/return: the quantities, the reason, the confirmation and the photo, to the API. */
export async function startReturnAction({ context, request, params }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const orderNumber = params.orderNumber ?? '';
  const form = await request.formData();
  const result = await api.call(startReturnEndpoint, { params: { orderNumber }, body: await returnInputOf(form) });
  if (!result.ok) return refusedAction(result, request, formValues(form));
  const { returnNumber } = result.data.return;
  return done(
    paths.myOrder(orderNumber),
    `Return ${returnNumber} is requested. We have e-mailed you its number and how to send the tires back.`,
  );
}

export function StartReturnPage() {
  const { orderNumber, options } = useLoaderData<typeof startReturnLoader>();
  const answer = useActionData<ActionAnswer>();
  return (
    <AreaPage title={`Return tires from order ${orderNumber}`} current={MY_ORDERS_PATH}>
      <p>
        <Link to={paths.myOrder(orderNumber)}>Back to order {orderNumber}</Link> ·{' '}
        <Link to="/returns-and-refunds">Returns and refunds</Link>
      </p>
      <ReturnForm options={options} values={answer?.values ?? {}} />
    </AreaPage>
  );
}
