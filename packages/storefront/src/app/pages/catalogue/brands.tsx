import { brandEndpoint, brandsEndpoint, paths, TIRE_TYPE_SLUGS, type EndpointOutput } from '@tireshop/core';
import { brandTile, ProductLineList, taxonTile, TileGrid } from '@tireshop/views';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { RouterLink } from '../../shell/router-link';
import { ListingSection } from './listing-section';
import { brandSlugs, canonicalRedirect, loadListing, orThrow, type ListingData } from './load';
import { Breadcrumbs, ChipLinks, PageIntro, Section } from './page-parts';

type Brand = EndpointOutput<typeof brandEndpoint>;

const TIERS = [
  { tier: 'premium', title: 'Premium brands', lead: 'The makers that set the standard for grip, comfort and tread life.' },
  { tier: 'mid', title: 'Mid-range brands', lead: 'Proven quality for less.' },
  { tier: 'value', title: 'Value brands', lead: 'Dependable tires at the lowest prices.' },
] as const;

// ---------------------------------------------------------------------------------------------
// /brands

export async function brandsLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  return orThrow(await api.call(brandsEndpoint, { signal: request.signal }));
}

export function BrandsPage() {
  const { brands } = useLoaderData<typeof brandsLoader>();
  const known = new Set<string>(TIERS.map((t) => t.tier));
  const groups = [
    ...TIERS.map((t) => ({ ...t, brands: brands.filter((b) => b.tier === t.tier) })),
    { tier: 'other', title: 'More brands', lead: '', brands: brands.filter((b) => !known.has(b.tier)) },
  ].filter((g) => g.brands.length > 0);
  return (
    <div className="sf-container">
      <PageHead
        title="Tire brands"
        description={`Shop ${brands.length} tire brands, from Michelin and Bridgestone to value brands, with free shipping and local installation.`}
      />
      <Breadcrumbs items={[{ label: 'Brands' }]} />
      <PageIntro title="Tire brands" lead={`${brands.length} brands, all shipped free to your installer or your door.`} />
      {brands.length === 0 && (
        <div className="ts-state">
          <p>No brands to show right now.</p>
        </div>
      )}
      {groups.map((g) => (
        <Section key={g.tier} id={`tier-${g.tier}`} title={g.title}>
          {g.lead && <p className="sf-section__lead">{g.lead}</p>}
          <TileGrid tiles={g.brands.map(brandTile)} Link={RouterLink} />
        </Section>
      ))}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /brands/{brand} and its refinements

async function loadBrand(args: LoaderFunctionArgs, slug: string): Promise<Brand> {
  const { api } = storefrontContext(args.context);
  return orThrow(await api.call(brandEndpoint, { params: { brand: slug }, signal: args.request.signal }));
}

export async function brandLoader(args: LoaderFunctionArgs) {
  const slugs = brandSlugs(args.params.brand ?? '');
  const moved = canonicalRedirect(args.request, paths.brand(slugs.url));
  if (moved) return moved;
  const [brand, listing] = await Promise.all([loadBrand(args, slugs.api), loadListing(args, { brand: slugs.api })]);
  return { ...brand, ...listing };
}

function brandHead(brand: Brand['brand'], title: string) {
  return `${title} — ${brand.description}`;
}

export function BrandPage() {
  const { brand, productLines, categories, types, listing, search } = useLoaderData<typeof brandLoader>() as Brand & ListingData;
  return (
    <div className="sf-container">
      <PageHead
        title={`${brand.name} tires`}
        description={`Shop ${brand.lineCount} ${brand.name} tire lines${
          brand.lowestPriceInCents !== null ? ` from $${Math.floor(brand.lowestPriceInCents / 100)}` : ''
        }. ${brand.description}`}
      />
      <Breadcrumbs items={[{ label: 'Brands', to: paths.brands() }, { label: brand.name }]} />
      <PageIntro title={`${brand.name} tires`} lead={brand.description}>
        <ChipLinks
          label={`${brand.name} tires by category`}
          items={categories.map((c) => ({ to: c.link.href, label: c.name, count: c.lineCount }))}
        />
      </PageIntro>
      <Section
        id="lines"
        title={`${brand.name} tire lines`}
        aside={
          <p className="sf-section__links">
            <RouterLink href={`${paths.brand(brand.slug)}/reviews`}>Reviews</RouterLink>
            <RouterLink href={`${paths.brand(brand.slug)}/types`}>Tire types</RouterLink>
            <RouterLink href={`${paths.brand(brand.slug)}/categories`}>Categories</RouterLink>
          </p>
        }
      >
        <ProductLineList lines={productLines} Link={RouterLink} showBrand={false} />
      </Section>
      {types.length > 0 && (
        <Section id="types" title={`${brand.name} tires by type`}>
          <TileGrid tiles={types.map(taxonTile)} Link={RouterLink} compact />
        </Section>
      )}
      <Section id="all-tires" title={`All ${brand.name} tires`}>
        <ListingSection listing={listing} search={search} title={brand.name} hide={['brands']} />
      </Section>
    </div>
  );
}

/** /brands/{brand}/categories and /brands/{brand}/types: what the brand makes, as tiles. */
export function brandTaxaLoader(kind: 'categories' | 'types') {
  return async (args: LoaderFunctionArgs) => {
    const slugs = brandSlugs(args.params.brand ?? '');
    const moved = canonicalRedirect(args.request, `${paths.brand(slugs.url)}/${kind}`);
    if (moved) return moved;
    return { kind, ...(await loadBrand(args, slugs.api)) };
  };
}

export function BrandTaxaPage() {
  const { kind, brand, categories, types } = useLoaderData() as Brand & { kind: 'categories' | 'types' };
  const items = kind === 'categories' ? categories : types;
  const noun = kind === 'categories' ? 'categories' : 'tire types';
  return (
    <div className="sf-container">
      <PageHead
        title={`${brand.name} tire ${kind === 'categories' ? 'categories' : 'types'}`}
        description={`${brand.name} tires by ${kind === 'categories' ? 'category' : 'type'}: ${items.map((i) => i.name).join(', ')}.`}
      />
      <Breadcrumbs
        items={[
          { label: 'Brands', to: paths.brands() },
          { label: brand.name, to: paths.brand(brand.slug) },
          { label: kind === 'categories' ? 'Categories' : 'Types' },
        ]}
      />
      <PageIntro
        title={`${brand.name} ${noun}`}
        lead={`Choose a ${kind === 'categories' ? 'category' : 'type'} to see its ${brand.name} tires.`}
      />
      {items.length === 0 ? (
        <div className="ts-state">
          <p>
            {brand.name} has no {noun} to show right now.
          </p>
        </div>
      ) : (
        <TileGrid tiles={items.map(taxonTile)} Link={RouterLink} headingLevel={2} />
      )}
    </div>
  );
}

/**
 * /brands/{brand}/categories/{category} and /brands/{brand}/types/{categoryOrType}: the brand's
 * tires of one category, or of one tire type (a type slug) or subtype (any other slug).
 */
export function brandRefinementLoader(kind: 'categories' | 'types') {
  return async (args: LoaderFunctionArgs) => {
    const slugs = brandSlugs(args.params.brand ?? '');
    const value = (args.params.value ?? '').toLowerCase();
    const moved = canonicalRedirect(args.request, `${paths.brand(slugs.url)}/${kind}/${value}`);
    if (moved) return moved;
    const scope =
      kind === 'categories'
        ? { brand: slugs.api, category: value }
        : (TIRE_TYPE_SLUGS as readonly string[]).includes(value)
          ? { brand: slugs.api, type: value }
          : { brand: slugs.api, subtype: value };
    const [brand, listing] = await Promise.all([loadBrand(args, slugs.api), loadListing(args, scope)]);
    return { kind, value, ...brand, ...listing };
  };
}

export function BrandRefinementPage() {
  const { kind, value, brand, productLines, listing, search } = useLoaderData() as Brand &
    ListingData & { kind: 'categories' | 'types'; value: string };
  const scope = listing.scope;
  const name = (kind === 'categories' ? scope.category?.name : (scope.subtype ?? scope.type)?.name) ?? value;
  const lines = productLines.filter((l) =>
    kind === 'categories' ? l.category.slug === value : l.type.slug === value || l.subtype.slug === value,
  );
  const title = `${brand.name} ${name} tires`;
  return (
    <div className="sf-container">
      <PageHead title={title} description={brandHead(brand, `Shop ${brand.name} ${name} tires with free shipping`)} />
      <Breadcrumbs
        items={[
          { label: 'Brands', to: paths.brands() },
          { label: brand.name, to: paths.brand(brand.slug) },
          { label: kind === 'categories' ? 'Categories' : 'Types', to: `${paths.brand(brand.slug)}/${kind}` },
          { label: name },
        ]}
      />
      <PageIntro title={title} lead={`${lines.length} ${lines.length === 1 ? 'tire line' : 'tire lines'} from ${brand.name}.`} />
      {lines.length > 0 && (
        <Section id="lines" title={`${brand.name} ${name} tire lines`}>
          <ProductLineList lines={lines} Link={RouterLink} showBrand={false} />
        </Section>
      )}
      <Section id="all-tires" title={`All ${title}`}>
        <ListingSection
          listing={listing}
          search={search}
          title={`${brand.name} ${name}`}
          hide={kind === 'categories' ? ['brands', 'categories'] : ['brands', 'types']}
        />
      </Section>
    </div>
  );
}
