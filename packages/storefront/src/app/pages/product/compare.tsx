/**
 * /compare?ids=… : 2 to 5 tires side by side (spec §5 "The compare list holds 2 to 5 tires"). A
 * list outside those bounds gets spec §8's compare alerts instead of a table; the shopper's own
 * compare list (the tray) is always there to fix it.
 */
import { COMPARE_ALERTS, COMPARE_MAX_TIRES, COMPARE_MIN_TIRES, compareEndpoint, paths, type CompareItem } from '@tireshop/core';
import { CompareTable } from '@tireshop/views';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { RouterLink } from '../../shell/router-link';
import { Breadcrumbs, PageIntro } from '../catalogue/page-parts';
import { compareHref, CompareListTray } from './compare-list';
import { orThrow } from '../catalogue/load';

type CompareData = { ids: number[]; items: CompareItem[] | null; message: string | null };

const TOO_FEW = `Choose ${COMPARE_MIN_TIRES} to ${COMPARE_MAX_TIRES} tires to compare.`;

export async function compareLoader({ request, context }: LoaderFunctionArgs): Promise<CompareData> {
  const raw = new URL(request.url).searchParams.get('ids');
  if (raw === null || raw.trim() === '') return { ids: [], items: null, message: null };
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.every((p) => /^\d{1,9}$/.test(p))) return { ids: [], items: null, message: TOO_FEW };
  const ids = parts.map(Number);
  // spec §8: the alerts for a duplicate tire and for more than five.
  if (new Set(ids).size !== ids.length) return { ids, items: null, message: COMPARE_ALERTS.duplicate };
  if (ids.length > COMPARE_MAX_TIRES) return { ids, items: null, message: COMPARE_ALERTS.full };
  if (ids.length < COMPARE_MIN_TIRES) return { ids, items: null, message: TOO_FEW };
  const { api } = storefrontContext(context);
  const result = await api.call(compareEndpoint, { query: { ids: ids.join(',') }, signal: request.signal });
  if (!result.ok && result.error.code === 'NotFound') {
    return { ids, items: null, message: 'One of these tires is no longer sold. Remove it from your list and compare again.' };
  }
  return { ids, items: orThrow(result).siteProducts, message: null };
}

export function ComparePage() {
  const { ids, items, message } = useLoaderData() as CompareData;
  const title = items ? `Compare ${items.map((i) => i.product.productLine.name).join(' vs ')}` : 'Compare tires';
  return (
    <div className="sf-container">
      <PageHead
        title={items ? title : 'Compare tires'}
        description="Compare tires side by side: price, ratings, tire scores, load and speed ratings, tread depth and warranty."
      />
      <Breadcrumbs items={[{ label: 'Compare tires' }]} />
      <PageIntro
        title="Compare tires"
        lead={
          items
            ? `${items.length} tires side by side.`
            : `Add ${COMPARE_MIN_TIRES} to ${COMPARE_MAX_TIRES} tires from any tire list or product page.`
        }
      />
      {message && (
        <div className="ts-state ts-state--error" role="alert">
          <p>{message}</p>
        </div>
      )}
      {items && <CompareTable items={items} removeHref={(id) => compareHref(ids.filter((x) => x !== id))} Link={RouterLink} />}
      {!items && !message && (
        <div className="ts-state">
          <p>
            <strong>Your comparison is empty.</strong>
          </p>
          <p>
            Use “Add to compare” on tires in a <Link to={paths.tireSizes()}>size search</Link> or on a{' '}
            <Link to={paths.brands()}>brand</Link>'s tire pages.
          </p>
        </div>
      )}
      <CompareListTray />
    </div>
  );
}
