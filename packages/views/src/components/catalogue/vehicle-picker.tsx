import {
  isCommercialVehicle,
  type vehicleModelsEndpoint,
  vehiclePill,
  vehiclePillLabel,
  type EndpointOutput,
  type VehicleChoice,
  type VehicleTrim,
} from '@tireshop/core';
import { PlainLink, type LinkComponent } from '../link';

export type VehicleModel = EndpointOutput<typeof vehicleModelsEndpoint>['models'][number];

/** spec §5 Commercial-type vehicles, from the API's flag or the vehicle's type. */
export const isCommercial = (v: { isCommercial: boolean; vehicleType?: string }) => v.isCommercial || isCommercialVehicle(v.vehicleType);

export function CommercialBadge() {
  return <span className="ts-badge ts-badge--commercial">Commercial</span>;
}

/**
 * spec §5 Vehicle catalog pills: the catalog pill needs make, model and year; the vehicle-only
 * pill shows when make and model exist without a year. It says which vehicle the page is for.
 */
export function VehiclePill({ vehicle, commercial }: { vehicle: VehicleChoice; commercial?: boolean }) {
  const kind = vehiclePill(vehicle);
  if (!kind) return null;
  return (
    <p className={`ts-vehicle-pill ts-vehicle-pill--${kind}`}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          fill="currentColor"
          d="M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v4h-2a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H3v-4a2 2 0 0 1 2-2zm2.1 0h9.8l-1.1-3.4a.5.5 0 0 0-.5-.4H8.7a.5.5 0 0 0-.5.4z"
        />
      </svg>
      <span className="ts-visually-hidden">{kind === 'catalog' ? 'Your vehicle: ' : 'Vehicle (choose a year): '}</span>
      {vehiclePillLabel(vehicle)}
      {commercial && <CommercialBadge />}
    </p>
  );
}

/** Makes A–Z, grouped by first letter. */
export function MakeList({
  makes,
  hrefFor,
  Link = PlainLink,
}: {
  makes: { name: string; slug: string; modelCount: number }[];
  hrefFor: (slug: string) => string;
  Link?: LinkComponent;
}) {
  const groups = new Map<string, typeof makes>();
  for (const m of [...makes].sort((a, b) => a.name.localeCompare(b.name))) {
    const letter = m.name[0]!.toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), m]);
  }
  return (
    <div className="ts-az">
      {[...groups].map(([letter, list]) => (
        <section key={letter} className="ts-az__group" aria-labelledby={`ts-az-${letter}`}>
          <h2 className="ts-az__letter" id={`ts-az-${letter}`}>
            {letter}
          </h2>
          <ul>
            {list.map((m) => (
              <li key={m.slug}>
                <Link href={hrefFor(m.slug)}>{m.name}</Link>
                <span className="ts-az__count">
                  {m.modelCount} {m.modelCount === 1 ? 'model' : 'models'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A make's models with their years; commercial-type models are labelled (spec §5). */
export function ModelList({ models, Link = PlainLink }: { models: VehicleModel[]; Link?: LinkComponent }) {
  return (
    <ul className="ts-pick-list">
      {models.map((m) => (
        <li key={m.slug}>
          <Link href={m.link.href} className="ts-pick">
            <span className="ts-pick__title">{m.name}</span>
            <span className="ts-pick__meta">{m.yearFrom === m.yearTo ? m.yearFrom : `${m.yearFrom}–${m.yearTo}`}</span>
            {isCommercial(m) && <CommercialBadge />}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A model's years, newest first. */
export function YearList({
  years,
  Link = PlainLink,
}: {
  years: { year: number; link: { href: string }; trimCount: number }[];
  Link?: LinkComponent;
}) {
  return (
    <ul className="ts-pick-list ts-pick-list--years">
      {years.map((y) => (
        <li key={y.year}>
          <Link href={y.link.href} className="ts-pick">
            <span className="ts-pick__title">{y.year}</span>
            <span className="ts-pick__meta">
              {y.trimCount} {y.trimCount === 1 ? 'trim' : 'trims'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A year's trims with their original-equipment sizes. A staggered trim (front and rear sizes
 * differ) says so; choosing a trim shows its tires (front/rear sets when staggered).
 */
export function TrimTable({
  trims,
  selected,
  hrefFor,
  Link = PlainLink,
  caption,
}: {
  trims: VehicleTrim[];
  selected?: string;
  hrefFor: (trimSlug: string) => string;
  Link?: LinkComponent;
  caption: string;
}) {
  return (
    <div className="ts-table-wrap">
      <table className="ts-table ts-trims">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Trim</th>
            <th scope="col">Front tires</th>
            <th scope="col">Rear tires</th>
          </tr>
        </thead>
        <tbody>
          {trims.map((t) => (
            <tr key={t.slug} aria-current={t.slug === selected ? 'true' : undefined}>
              <th scope="row">
                {t.slug === selected ? (
                  <span className="ts-trims__name">
                    {t.name} <span className="ts-trims__current">(showing its tires)</span>
                  </span>
                ) : (
                  <Link href={hrefFor(t.slug)} className="ts-trims__name ts-link">
                    {t.name}
                    <span className="ts-visually-hidden">: shop its tires</span>
                  </Link>
                )}
                <span className="ts-trims__type">
                  {t.vehicleType}
                  {isCommercial(t) && <CommercialBadge />}
                  {t.isStaggered && <span className="ts-badge ts-badge--staggered">Staggered</span>}
                </span>
              </th>
              <td>{t.frontSize.sizeKey}</td>
              <td>
                {t.isStaggered ? (
                  t.rearSize.sizeKey
                ) : (
                  <>
                    {t.rearSize.sizeKey}
                    <span className="ts-trims__same"> (same)</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
