/** /categories, /categories/{category}, /types, /types/{type} (spec storefront §2). */
import { categoriesEndpoint, categoryEndpoint, paths, tireTypeEndpoint, tireTypesEndpoint, type EndpointOutput } from '@tireshop/core';
import { categoryTile, ProductLineList, taxonTile, TileGrid, tireTypeTile } from '@tireshop/views';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { RouterLink } from '../../shell/router-link';
import { ListingSection } from './listing-section';
import { canonicalRedirect, loadListing, orThrow, type ListingData } from './load';
import { Breadcrumbs, ChipLinks, PageIntro, Section } from './page-parts';

export const TYPES_PATH = '/types';
export const typePath = (slug: string) => `${TYPES_PATH}/${slug}`;

// ---------------------------------------------------------------------------------------------
// Categories

export async function categoriesLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  return orThrow(await api.call(categoriesEndpoint, { signal: request.signal }));
}

export function CategoriesPage() {
  const { categories } = useLoaderData<typeof categoriesLoader>();
  return (
    <div className="sf-container">
      <PageHead
        title="Tire categories"
        description="All-season, winter, performance, all-terrain and more: shop tires by the kind of driving you do."
      />
      <Breadcrumbs items={[{ label: 'Categories' }]} />
      <PageIntro title="Tire categories" lead="Pick the kind of driving you do; we show the tires made for it." />
      {categories.length === 0 ? (
        <div className="ts-state">
          <p>No categories to show right now.</p>
        </div>
      ) : (
        <TileGrid tiles={categories.map(categoryTile)} Link={RouterLink} headingLevel={2} />
      )}
    </div>
  );
}

type Category = EndpointOutput<typeof categoryEndpoint>;

export async function categoryLoader(args: LoaderFunctionArgs) {
  const slug = (args.params.category ?? '').toLowerCase();
  const moved = canonicalRedirect(args.request, paths.category(slug));
  if (moved) return moved;
  const { api } = storefrontContext(args.context);
  const [category, listing] = await Promise.all([
    api.call(categoryEndpoint, { params: { category: slug }, signal: args.request.signal }).then(orThrow),
    loadListing(args, { category: slug }),
  ]);
  return { ...category, ...listing };
}

export function CategoryPage() {
  const { category, productLines, brands, types, listing, search } = useLoaderData() as Category & ListingData;
  const title = `${category.name} tires`;
  return (
    <div className="sf-container">
      <PageHead
        title={title}
        description={`Compare ${category.lineCount} ${category.name.toLowerCase()} tire lines from ${category.brandCount} brands${
          category.lowestPriceInCents !== null ? `, from $${Math.floor(category.lowestPriceInCents / 100)} a tire` : ''
        }.`}
      />
      <Breadcrumbs items={[{ label: 'Categories', to: paths.categories() }, { label: category.name }]} />
      <PageIntro title={title} lead={`${category.lineCount} tire lines from ${category.brandCount} brands.`}>
        <ChipLinks
          label={`${category.name} tires by brand`}
          items={brands.map((b) => ({ to: `${paths.brand(b.slug)}/categories/${category.slug}`, label: b.name, count: b.lineCount }))}
        />
      </PageIntro>
      <Section
        id="lines"
        title={`${category.name} tire lines`}
        aside={
          <p className="sf-section__links">
            <RouterLink href={`${paths.category(category.slug)}/reviews`}>Reviews</RouterLink>
          </p>
        }
      >
        <ProductLineList lines={productLines} Link={RouterLink} />
      </Section>
      {types.length > 0 && (
        <Section id="types" title={`${category.name} tires by type`}>
          <TileGrid tiles={types.map(taxonTile)} Link={RouterLink} compact />
        </Section>
      )}
      <Section id="all-tires" title={`All ${title}`}>
        <ListingSection listing={listing} search={search} title={category.name} hide={['categories']} />
      </Section>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Tire types (a type or a subtype: /types/{type} serves both)

export async function typesLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  return orThrow(await api.call(tireTypesEndpoint, { signal: request.signal }));
}

export function TypesPage() {
  const { types } = useLoaderData<typeof typesLoader>();
  return (
    <div className="sf-container">
      <PageHead title="Tire types" description="Passenger, light truck, SUV and crossover, performance, winter and commercial tires." />
      <Breadcrumbs items={[{ label: 'Types' }]} />
      <PageIntro title="Tire types" lead="Choose the kind of vehicle and driving; each type lists its subtypes." />
      {types.length === 0 ? (
        <div className="ts-state">
          <p>No tire types to show right now.</p>
        </div>
      ) : (
        <TileGrid tiles={types.map(tireTypeTile)} Link={RouterLink} headingLevel={2} />
      )}
    </div>
  );
}

type TireType = EndpointOutput<typeof tireTypeEndpoint>;

export async function typeLoader(args: LoaderFunctionArgs) {
  const slug = (args.params.type ?? '').toLowerCase();
  const moved = canonicalRedirect(args.request, typePath(slug));
  if (moved) return moved;
  const { api } = storefrontContext(args.context);
  const type = orThrow(await api.call(tireTypeEndpoint, { params: { type: slug }, signal: args.request.signal }));
  const listing = await loadListing(args, type.kind === 'type' ? { type: slug } : { subtype: slug });
  return { ...type, ...listing };
}

export function TypePage() {
  const { kind, type, subtype, productLines, brands, listing, search } = useLoaderData() as TireType & ListingData;
  const name = kind === 'subtype' && subtype ? subtype.name : type.name;
  const slug = kind === 'subtype' && subtype ? subtype.slug : type.slug;
  const title = `${name} tires`;
  return (
    <div className="sf-container">
      <PageHead
        title={title}
        description={`Shop ${productLines.length} ${name.toLowerCase()} tire lines from ${brands.length} brands, shipped free to your installer.`}
      />
      <Breadcrumbs
        items={[
          { label: 'Types', to: TYPES_PATH },
          ...(kind === 'subtype' ? [{ label: type.name, to: type.link.href }] : []),
          { label: name },
        ]}
      />
      <PageIntro title={title} lead={`${productLines.length} tire lines from ${brands.length} brands.`}>
        {kind === 'type' && (
          <ChipLinks
            label={`${type.name} subtypes`}
            items={type.subtypes.map((s) => ({ to: s.link.href, label: s.name, count: s.lineCount }))}
          />
        )}
      </PageIntro>
      <Section
        id="lines"
        title={`${name} tire lines`}
        aside={
          <p className="sf-section__links">
            <RouterLink href={`${typePath(slug)}/reviews`}>Reviews</RouterLink>
          </p>
        }
      >
        <ProductLineList lines={productLines} Link={RouterLink} />
      </Section>
      <Section id="all-tires" title={`All ${title}`}>
        <ListingSection listing={listing} search={search} title={name} hide={['types']} />
      </Section>
    </div>
  );
}
