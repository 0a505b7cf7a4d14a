/**
 * /guided-shopping (spec §1: shoppers find tires "by … guided shopping"): three questions, then
 * the ranked list with the reasons for each tire. Linked from the search overlay.
 */
import { createApiClient, createGuidedShopping, vehicleMakesEndpoint, type GuidedOption } from '@tireshop/core';
import { GuidedShopping } from '@tireshop/views';
import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { RouterLink } from '../../shell/router-link';

export interface GuidedLoaderData {
  /** The vehicle makes for the first question, or null when they could not be loaded (the page asks again in the browser). */
  makes: GuidedOption[] | null;
  /** A size to start from (`?size=225-45r17`, e.g. from a size page). */
  size: string | null;
}

export async function guidedLoader({ request, context }: LoaderFunctionArgs): Promise<GuidedLoaderData> {
  const { api } = storefrontContext(context);
  const size = new URL(request.url).searchParams.get('size');
  const makes = await api.call(vehicleMakesEndpoint, { signal: request.signal });
  if (!makes.ok && makes.error.code !== 'AbortError')
    console.error(`[storefront] vehicle makes failed: ${makes.error.code} ${makes.error.message}`);
  return {
    makes: makes.ok ? makes.data.makes.map((m) => ({ value: m.slug, label: m.name })) : null,
    size: size ? size.slice(0, 40) : null,
  };
}

/** On the server nothing is asked after the first render; calls there would fail as "not configured". */
const serverSideApi = () => createApiClient({ baseUrl: undefined, credentials: { clientId: 'server-render' } });

function browserApi() {
  try {
    return storefrontContext(undefined).api;
  } catch {
    return serverSideApi();
  }
}

export function GuidedShoppingPage() {
  const { makes, size } = useLoaderData() as GuidedLoaderData;
  // One flow per visit of the page; the answers live as long as the page is shown.
  const [guided] = useState(() => createGuidedShopping({ api: browserApi(), makes, size }));
  return (
    <div className="sf-container">
      <PageHead
        title="Guided tire shopping"
        description="Answer three questions about your car and how you drive, and get the tires that suit you best, ranked and explained."
      />
      <nav className="sf-breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li aria-current="page">Guided shopping</li>
        </ol>
      </nav>
      <h1 className="sf-page-title">Find the right tires in three questions</h1>
      <p className="sf-page-lead">Tell us what you drive and how you drive it; we rank the tires that fit and say why.</p>
      <GuidedShopping guided={guided} Link={RouterLink} />
    </div>
  );
}
