/**
 * Shop by vehicle: /vehicles (makes), /vehicles/{make} (models), /vehicles/{make}/{model}
 * (years), /vehicles/{make}/{model}/{year} (trims with their original-equipment sizes, and the
 * tires that fit). spec §5 Slugs: make slugs carry `-tires`; rules §2: vehicle paths normalise to
 * /vehicles/[make]/[model]/[year], so deeper paths redirect to the year page.
 */
import {
  paths,
  vehicleMakesEndpoint,
  vehicleModelsEndpoint,
  vehicleTrimsEndpoint,
  vehicleYearsEndpoint,
  type EndpointOutput,
} from '@tireshop/core';
import { isCommercial, MakeList, ModelList, TrimTable, VehiclePill, YearList, CommercialBadge } from '@tireshop/views';
import { data, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { redirect } from '../../redirect';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { RouterLink } from '../../shell/router-link';
import { ListingSection } from './listing-section';
import { brandSlugs, canonicalRedirect, loadListing, orThrow, type ListingData } from './load';
import { Breadcrumbs, PageIntro, Section } from './page-parts';

const slug = (raw: string | undefined) => (raw ?? '').toLowerCase();

// ---------------------------------------------------------------------------------------------
// /vehicles

export async function makesLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  return orThrow(await api.call(vehicleMakesEndpoint, { signal: request.signal }));
}

export function MakesPage() {
  const { makes } = useLoaderData<typeof makesLoader>();
  return (
    <div className="sf-container">
      <PageHead title="Tires by vehicle" description="Find the tires that fit your car, truck or SUV: choose its make, model and year." />
      <Breadcrumbs items={[{ label: 'Vehicles' }]} />
      <PageIntro
        title="Shop tires by vehicle"
        lead="Choose your make, then the model and year: we show the sizes it left the factory on and the tires that fit."
      />
      {makes.length === 0 ? (
        <div className="ts-state">
          <p>No vehicles to show right now.</p>
        </div>
      ) : (
        <MakeList makes={makes} hrefFor={(s) => `${paths.vehicles()}/${brandSlugs(s).url}`} Link={RouterLink} />
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /vehicles/{make}

export async function modelsLoader(args: LoaderFunctionArgs) {
  const make = brandSlugs(slug(args.params.make));
  const moved = canonicalRedirect(args.request, `${paths.vehicles()}/${make.url}`);
  if (moved) return moved;
  const { api } = storefrontContext(args.context);
  return orThrow(await api.call(vehicleModelsEndpoint, { params: { make: make.api }, signal: args.request.signal }));
}

export function ModelsPage() {
  const { make, models } = useLoaderData() as EndpointOutput<typeof vehicleModelsEndpoint>;
  return (
    <div className="sf-container">
      <PageHead
        title={`${make.name} tires`}
        description={`Tires for every ${make.name}: choose your model and year to see the sizes that fit.`}
      />
      <Breadcrumbs items={[{ label: 'Vehicles', to: paths.vehicles() }, { label: make.name }]} />
      <PageIntro title={`${make.name} tires by model`} lead={`${models.length} ${make.name} models. Choose yours.`} />
      {models.length === 0 ? (
        <div className="ts-state">
          <p>No {make.name} models to show right now.</p>
        </div>
      ) : (
        <ModelList models={models} Link={RouterLink} />
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /vehicles/{make}/{model}

export async function yearsLoader(args: LoaderFunctionArgs) {
  const make = brandSlugs(slug(args.params.make));
  const model = slug(args.params.model);
  const moved = canonicalRedirect(args.request, paths.vehicleModel(make.url, model));
  if (moved) return moved;
  const { api } = storefrontContext(args.context);
  return orThrow(await api.call(vehicleYearsEndpoint, { params: { make: make.api, model }, signal: args.request.signal }));
}

export function YearsPage() {
  const { make, model, years } = useLoaderData() as EndpointOutput<typeof vehicleYearsEndpoint>;
  const name = `${make.name} ${model.name}`;
  return (
    <div className="sf-container">
      <PageHead
        title={`${name} tires`}
        description={`Tires for the ${name}: choose the year to see its original sizes and the tires that fit.`}
      />
      <Breadcrumbs
        items={[
          { label: 'Vehicles', to: paths.vehicles() },
          { label: make.name, to: `${paths.vehicles()}/${brandSlugs(make.slug).url}` },
          { label: model.name },
        ]}
      />
      <PageIntro title={`${name} tires`} lead="Which year is yours?">
        {/* spec §5: make and model without a year — the vehicle-only pill. */}
        <VehiclePill vehicle={{ make: make.name, model: model.name }} />
      </PageIntro>
      {years.length === 0 ? (
        <div className="ts-state">
          <p>No years of the {name} to show right now.</p>
        </div>
      ) : (
        <YearList years={years} Link={RouterLink} />
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /vehicles/{make}/{model}/{year}[?trim=]

type Trims = EndpointOutput<typeof vehicleTrimsEndpoint>;

export async function vehicleLoader(args: LoaderFunctionArgs) {
  const make = brandSlugs(slug(args.params.make));
  const model = slug(args.params.model);
  const yearText = args.params.year ?? '';
  if (!/^\d{4}$/.test(yearText)) throw data({ message: 'Not found' }, { status: 404 });
  const year = Number(yearText);
  const canonical = paths.vehicle(make.url, model, year);
  const moved = canonicalRedirect(args.request, canonical);
  if (moved) return moved;
  const { api } = storefrontContext(args.context);
  const trims = orThrow(await api.call(vehicleTrimsEndpoint, { params: { make: make.api, model, year }, signal: args.request.signal }));
  // A year with one trim has nothing to choose: its tires are shown straight away.
  const url = new URL(args.request.url);
  const asked = url.searchParams.get('trim')?.toLowerCase() ?? undefined;
  const trim = asked ?? (trims.trims.length === 1 ? trims.trims[0]!.slug : undefined);
  if (asked && !trims.trims.some((t) => t.slug === asked)) {
    // An unknown trim: the year page without it (the trims are listed there).
    const params = new URLSearchParams(url.search);
    params.delete('trim');
    const rest = params.toString();
    throw redirect(canonical + (rest ? `?${rest}` : ''));
  }
  const listing = await loadListing(args, { make: make.api, model, year, ...(trim ? { trim } : {}) }, ['trim']);
  return { ...trims, trim: trim ?? null, ...listing };
}

export function VehiclePage() {
  const loaded = useLoaderData() as Trims & ListingData & { trim: string | null };
  const { vehicle, trims, trim, listing, search } = loaded;
  const { pathname } = useLocation();
  const selected = trims.find((t) => t.slug === trim);
  const name = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  const commercial = selected ? isCommercial(selected) : trims.length > 0 && trims.every((t) => isCommercial(t));
  const sizes = selected
    ? selected.isStaggered
      ? `${selected.frontSize.sizeKey} front, ${selected.rearSize.sizeKey} rear`
      : selected.frontSize.sizeKey
    : [...new Set(trims.flatMap((t) => [t.frontSize.sizeKey, t.rearSize.sizeKey]))].join(', ');
  return (
    <div className="sf-container">
      <PageHead
        title={`${name} tires`}
        description={`Tires that fit the ${name}${sizes ? ` (${sizes})` : ''}, with prices, ratings and free shipping to a local installer.`}
      />
      <Breadcrumbs
        items={[
          { label: 'Vehicles', to: paths.vehicles() },
          { label: vehicle.make, to: `${paths.vehicles()}/${brandSlugs(vehicle.makeSlug).url}` },
          { label: vehicle.model, to: paths.vehicleModel(vehicle.makeSlug, vehicle.modelSlug) },
          { label: String(vehicle.year) },
        ]}
      />
      <PageIntro
        title={`${name}${selected ? ` ${selected.name}` : ''} tires`}
        lead={
          selected
            ? selected.isStaggered
              ? `Staggered fitment: ${selected.frontSize.sizeKey} in front and ${selected.rearSize.sizeKey} in the rear. Tires are sold as front/rear sets of the same line.`
              : `Original size: ${selected.frontSize.sizeKey}.`
            : `Original sizes: ${sizes}. Choose your trim to see exactly what fits.`
        }
      >
        {/* spec §5: make, model and year — the vehicle catalog pill. */}
        <VehiclePill
          vehicle={{ make: vehicle.make, model: vehicle.model, year: vehicle.year, trim: selected?.name }}
          commercial={commercial}
        />
        {commercial && (
          <p className="sf-notice-inline">
            <CommercialBadge /> This is a commercial-type vehicle: check the load range on your current tires before you buy.
          </p>
        )}
      </PageIntro>
      <Section id="trims" title="Trims and original tire sizes">
        {trims.length === 0 ? (
          <div className="ts-state">
            <p>We have no trims of the {name} on file.</p>
          </div>
        ) : (
          <TrimTable
            trims={trims}
            selected={trim ?? undefined}
            hrefFor={(t) => `${pathname}?trim=${encodeURIComponent(t)}`}
            Link={RouterLink}
            caption={`${name} trims`}
          />
        )}
      </Section>
      <Section id="tires" title={selected ? `Tires for the ${name} ${selected.name}` : `Tires for the ${name}`}>
        <ListingSection
          listing={listing}
          search={search}
          title={selected ? `${name} ${selected.name}` : name}
          extraKeys={['trim']}
          empty={<p>We have no tires in stock for this vehicle right now. Try another trim.</p>}
        />
      </Section>
    </div>
  );
}

/** rules §2: /vehicles/[make]/[model]/[year]/anything → the year page. */
export function vehicleDeepLoader({ params, request }: LoaderFunctionArgs) {
  const make = brandSlugs(slug(params.make));
  const year = params.year ?? '';
  if (!/^\d{4}$/.test(year)) throw data({ message: 'Not found' }, { status: 404 });
  return redirect(paths.vehicle(make.url, slug(params.model), year) + new URL(request.url).search, 301);
}
