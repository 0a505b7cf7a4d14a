/**
 * /tire-deals (the deals running now), /tire-deals/{slug} (one deal and its tires) and the two
 * themed sales /tire-deals/black-friday-sale and /tire-deals/cyber-monday-sale (spec §3 sale
 * themes blackFriday and cyberMonday), which say so when the sale is not on.
 */
import { dealEndpoint, dealsEndpoint, formatPrice, type DealSummary, type EndpointOutput } from '@tireshop/core';
import { ProductLineList } from '@tireshop/views';
import { data, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { RouterLink } from '../../shell/router-link';
import { ListingSection } from './listing-section';
import { canonicalRedirect, loadListing, orThrow, statusOf, type ListingData } from './load';
import { Breadcrumbs, PageIntro, Section } from './page-parts';

export const DEALS_PATH = '/tire-deals';
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The deal in a few words (spec §3 promotion types; Amount is cents, Percentage percent). */
export function dealHeadline(deal: Pick<DealSummary, 'promotionType' | 'couponAmount' | 'couponAmountType' | 'minQuantity'>) {
  const set = deal.minQuantity > 1 ? ` on a set of ${deal.minQuantity}` : '';
  switch (deal.promotionType) {
    case 'Buy3Get1':
      return 'Buy 3, get the 4th free';
    case 'Free':
      return `Free road hazard coverage${set}`;
    case 'Percentage':
      return `Save ${deal.couponAmount}%${set}`;
    default:
      return deal.couponAmountType === 'Percentage'
        ? `Save ${deal.couponAmount}%${set}`
        : `${formatPrice(deal.couponAmount, { whole: deal.couponAmount % 100 === 0 })} off${set}`;
  }
}

function DealDates({ deal }: { deal: DealSummary }) {
  if (!deal.endsAt) return null;
  return (
    <span className="sf-deal__dates">
      Ends <time dateTime={deal.endsAt}>{dateFormat.format(new Date(deal.endsAt))}</time>
    </span>
  );
}

function DealCards({ deals }: { deals: DealSummary[] }) {
  return (
    <ul className="sf-deals">
      {deals.map((d) => (
        <li key={d.slug}>
          <article className="sf-deal" aria-labelledby={`deal-${d.slug}`}>
            <p className="sf-deal__headline">{dealHeadline(d)}</p>
            <h2 className="sf-deal__title" id={`deal-${d.slug}`}>
              <Link to={d.link.href}>{d.title}</Link>
            </h2>
            <p className="sf-deal__description">{d.description}</p>
            <p className="sf-deal__meta">
              {d.brands.length > 0 && <span>{d.brands.map((b) => b.name).join(', ')}</span>}
              <span>
                {d.productLineCount} {d.productLineCount === 1 ? 'tire line' : 'tire lines'}
              </span>
              <DealDates deal={d} />
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}

// ---------------------------------------------------------------------------------------------
// /tire-deals

export async function dealsLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  return orThrow(await api.call(dealsEndpoint, { signal: request.signal }));
}

export function DealsPage() {
  const { deals } = useLoaderData<typeof dealsLoader>();
  return (
    <div className="sf-container">
      <PageHead title="Tire deals" description="Tire deals, rebates and sales running now: save on sets of four from top brands." />
      <Breadcrumbs items={[{ label: 'Tire deals' }]} />
      <PageIntro title="Tire deals" lead="Deals running now. Savings apply in the cart when you buy the quantity shown." />
      {deals.length === 0 ? (
        <div className="ts-state">
          <p>
            <strong>No deals are running right now.</strong>
          </p>
          <p>Check back soon, or shop every tire at our everyday low prices.</p>
        </div>
      ) : (
        <DealCards deals={deals} />
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /tire-deals/{slug}

type Deal = EndpointOutput<typeof dealEndpoint>;
type DealPageData = { kind: 'deal' } & Deal & ListingData;
type SaleOffData = { kind: 'sale-off'; saleName: string; deals: DealSummary[] };

async function loadDeal(args: LoaderFunctionArgs, slug: string): Promise<DealPageData> {
  const { api } = storefrontContext(args.context);
  const [deal, listing] = await Promise.all([
    api.call(dealEndpoint, { params: { deal: slug }, query: { pageSize: 1 }, signal: args.request.signal }).then(orThrow),
    loadListing(args, { deal: slug }),
  ]);
  return { kind: 'deal', ...deal, ...listing };
}

export async function dealLoader(args: LoaderFunctionArgs) {
  const slug = (args.params.deal ?? '').toLowerCase();
  const moved = canonicalRedirect(args.request, `${DEALS_PATH}/${slug}`);
  if (moved) return moved;
  return loadDeal(args, slug);
}

/**
 * A themed sale's page: the running deal with that slug or theme, else a page that says the sale
 * is not on and shows the deals that are (a bookmarked sale URL is not a dead end).
 */
export function saleLoader(slug: string, theme: string, saleName: string) {
  return async (args: LoaderFunctionArgs): Promise<DealPageData | SaleOffData> => {
    const { api } = storefrontContext(args.context);
    const running = await api.call(dealsEndpoint, { signal: args.request.signal });
    if (!running.ok) throw data({ message: running.error.message }, { status: statusOf(running.error.code) });
    const deal = running.data.deals.find((d) => d.slug === slug) ?? running.data.deals.find((d) => d.theme === theme);
    if (deal) return loadDeal(args, deal.slug);
    return { kind: 'sale-off', saleName, deals: running.data.deals };
  };
}

export function DealPage() {
  const loaded = useLoaderData() as DealPageData | SaleOffData;
  if (loaded.kind === 'sale-off') {
    return (
      <div className="sf-container">
        <PageHead
          title={loaded.saleName}
          description={`Our ${loaded.saleName} on tires: the biggest savings of the year on sets of four.`}
        />
        <Breadcrumbs items={[{ label: 'Tire deals', to: DEALS_PATH }, { label: loaded.saleName }]} />
        <PageIntro title={loaded.saleName} lead={`The ${loaded.saleName} is not on right now.`} />
        {loaded.deals.length > 0 ? (
          <Section id="running" title="Deals running now">
            <DealCards deals={loaded.deals} />
          </Section>
        ) : (
          <div className="ts-state">
            <p>No other deals are running right now. Check back soon.</p>
          </div>
        )}
      </div>
    );
  }
  const { deal, productLines, listing, search } = loaded;
  return (
    <div className="sf-container">
      <PageHead title={deal.title} description={`${dealHeadline(deal)}: ${deal.description}`} />
      <Breadcrumbs items={[{ label: 'Tire deals', to: DEALS_PATH }, { label: deal.title }]} />
      <PageIntro title={deal.title} lead={deal.description}>
        <p className="sf-deal__banner">
          <strong>{dealHeadline(deal)}</strong> <DealDates deal={deal} />
        </p>
      </PageIntro>
      {productLines.length > 0 && (
        <Section id="lines" title="Tire lines in this deal">
          <ProductLineList lines={productLines} Link={RouterLink} />
        </Section>
      )}
      <Section id="all-tires" title="Tires in this deal">
        <ListingSection listing={listing} search={search} title={deal.title} />
      </Section>
    </div>
  );
}
