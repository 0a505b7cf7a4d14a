import { type CatalogueFilters, type FacetOption, formatNumber, type ListingFacets, type ListingResponse } from '@tireshop/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { dollars, FACET_TITLES, loadIndexLabel } from './filter-labels';

type ListFacet = 'brands' | 'categories' | 'types' | 'seasons' | 'speedRatings';

export interface FilterPanelProps {
  /** The form's id: the sort select of the results joins this form with its `form` attribute. */
  formId: string;
  /** Where the GET form goes without JavaScript: the page's own path. */
  action: string;
  facets: ListingFacets;
  ranges: ListingResponse['ranges'];
  applied: CatalogueFilters;
  /** Facets the page's scope already fixes (a brand page has no brand facet). */
  hide?: readonly (keyof ListingFacets | 'price' | 'loadIndex')[];
  /** Fields carried through a filter change unchanged (sort, the rear size of a staggered search). */
  keep?: Record<string, string | undefined>;
  /** With JavaScript: the form's values as the GET would send them, on every change. */
  onChange?: (params: URLSearchParams) => void;
  /** How many results the current filters give (shown on the phone's toggle). */
  total: number;
  /** How many filter values are active (shown on the phone's toggle). */
  activeCount: number;
}

/** How many options of a long list show before "Show more". */
const SHORT_LIST = 8;

/** Price steps offered by the price selects, in cents per tire. */
const PRICE_STEPS = [5_000, 7_500, 10_000, 12_500, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000];
/** Load indexes offered (common passenger to light-truck steps). */
const LOAD_INDEX_STEPS = [80, 85, 88, 91, 94, 97, 100, 104, 108, 112, 116, 120, 126];

function withValue(steps: number[], value: number | undefined): number[] {
  return value === undefined || steps.includes(value) ? steps : [...steps, value].sort((a, b) => a - b);
}

/** Options of one list facet: zero-count options are left out unless they are selected. */
function visibleOptions(options: readonly FacetOption[]): FacetOption[] {
  return options.filter((o) => o.count > 0 || o.selected);
}

/** Sets every control of the form to the filters' values (see the effect in FilterPanel). */
function syncControls(form: HTMLFormElement, applied: CatalogueFilters) {
  const values: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(applied)) {
    values[key] = Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)];
  }
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      const chosen = values[element.name] ?? [];
      element.checked = element.value === '' ? chosen.length === 0 : chosen.includes(element.value);
    } else if (element instanceof HTMLSelectElement && element.name in FILTER_FIELDS) {
      element.value = values[element.name]?.[0] ?? '';
    }
  }
}

/** The select-driven filters, for syncControls. */
const FILTER_FIELDS = { priceMin: 1, priceMax: 1, minLoadIndex: 1 } as const;

function CheckboxList({ name, options }: { name: ListFacet; options: FacetOption[] }) {
  const id = useId();
  const head = options.slice(0, SHORT_LIST);
  const rest = options.slice(SHORT_LIST);
  const item = (o: FacetOption) => (
    <li key={o.value}>
      <input type="checkbox" id={`${id}-${o.value}`} name={name} value={o.value} defaultChecked={o.selected} />
      <label htmlFor={`${id}-${o.value}`}>
        <span className="ts-facet__label">{o.label}</span>
        <span className="ts-facet__count">
          <span className="ts-visually-hidden">(</span>
          {formatNumber(o.count, 'en-US')}
          <span className="ts-visually-hidden"> tires)</span>
        </span>
      </label>
    </li>
  );
  return (
    <>
      <ul className="ts-facet__options">{head.map(item)}</ul>
      {rest.length > 0 && (
        <details className="ts-facet__more" open={rest.some((o) => o.selected) || undefined}>
          <summary>
            Show {rest.length} more
            <span className="ts-visually-hidden"> {FACET_TITLES[name].toLowerCase()} options</span>
          </summary>
          <ul className="ts-facet__options">{rest.map(item)}</ul>
        </details>
      )}
    </>
  );
}

/** A one-of choice (run-flat, warranty) as radio buttons, "Any" first. */
function RadioList({ name, options, label }: { name: string; options: FacetOption[]; label: (o: FacetOption) => string }) {
  const id = useId();
  const anySelected = options.some((o) => o.selected);
  return (
    <ul className="ts-facet__options">
      <li>
        <input type="radio" id={`${id}-any`} name={name} value="" defaultChecked={!anySelected} />
        <label htmlFor={`${id}-any`}>
          <span className="ts-facet__label">Any</span>
        </label>
      </li>
      {options.map((o) => (
        <li key={o.value}>
          <input type="radio" id={`${id}-${o.value}`} name={name} value={o.value} defaultChecked={o.selected} />
          <label htmlFor={`${id}-${o.value}`}>
            <span className="ts-facet__label">{label(o)}</span>
            <span className="ts-facet__count">
              <span className="ts-visually-hidden">(</span>
              {formatNumber(o.count, 'en-US')}
              <span className="ts-visually-hidden"> tires)</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="ts-facet">
      <legend className="ts-facet__title">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The filter panel of every listing: a GET form, so filters work without JavaScript (the
 * browser submits the form to the page's own URL) and with it (`onChange` gets the same values
 * and the page navigates without a reload). Counts are the API's facet counts: the number of
 * tires that choosing the option would give with the other filters kept.
 *
 * On phones the panel folds into a native disclosure; from the L breakpoint it is always open.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { formId, action, facets, ranges, applied, hide = [], keep = {}, onChange, total, activeCount } = props;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Open on wide screens, folded on phones (CSS opens it from L up even before this runs).
  const [open, setOpen] = useState(false);
  const [interactive, setInteractive] = useState(false);
  const summaryRef = useRef<HTMLElement>(null);
  useEffect(() => {
    setInteractive(true);
    const wide = window.matchMedia('(min-width: 976px)');
    if (wide.matches) setOpen(true);
  }, []);
  /** Phones: fold the panel and go back to its toggle, right above the results. */
  const done = () => {
    setOpen(false);
    summaryRef.current?.focus();
    summaryRef.current?.scrollIntoView({ block: 'start' });
  };
  // The controls are uncontrolled (the server renders them checked, and a click shows at once while
  // the page loads). When the URL's filters change otherwise — a chip removed, Back pressed — the
  // controls are set to match without remounting, so keyboard focus stays where it was.
  const appliedKey = JSON.stringify(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `appliedKey` is `applied` by value; a new object with the same filters must not reset the controls
  useEffect(() => {
    const form = formRef.current;
    if (form) syncControls(form, applied);
  }, [appliedKey]);

  const show = (key: (typeof hide)[number]) => !hide.includes(key);
  const send = () => {
    if (!onChange || !formRef.current) return;
    onChange(new URLSearchParams(new FormData(formRef.current) as unknown as Record<string, string>));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onChange) return;
    event.preventDefault();
    send();
  };

  const price = ranges.priceInCents;
  const minSteps = withValue(
    PRICE_STEPS.filter((c) => !price || c < price.max),
    applied.priceMin,
  );
  const maxSteps = withValue(
    PRICE_STEPS.filter((c) => !price || c > price.min),
    applied.priceMax,
  );
  const load = ranges.loadIndex;
  const loadSteps = withValue(
    LOAD_INDEX_STEPS.filter((n) => !load || (n > load.min && n <= load.max)),
    applied.minLoadIndex,
  );

  const lists: ListFacet[] = ['brands', 'categories', 'types', 'seasons', 'speedRatings'];
  const toggleLabel = activeCount > 0 ? `Filters (${activeCount})` : 'Filters';

  return (
    <details className="ts-filters" open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary className="ts-filters__toggle" ref={summaryRef}>
        <span>{toggleLabel}</span>
        <span className="ts-filters__toggle-count">{formatNumber(total, 'en-US')} results</span>
      </summary>
      <form
        id={formId}
        ref={formRef}
        className="ts-filters__form"
        method="get"
        action={action}
        onChange={send}
        onSubmit={submit}
        aria-label="Filter tires"
      >
        <h2 className="ts-filters__title">Filter tires</h2>
        {Object.entries(keep).map(([name, value]) =>
          value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
        )}
        {lists.map((key) => {
          const options = visibleOptions(facets[key]);
          if (!show(key) || options.length === 0) return null;
          return (
            <Group key={key} title={FACET_TITLES[key]}>
              <CheckboxList name={key} options={options} />
            </Group>
          );
        })}
        {show('price') && price && (
          <Group title="Price per tire">
            <div className="ts-facet__range">
              <label htmlFor={`${id}-pmin`}>Min</label>
              <select id={`${id}-pmin`} name="priceMin" defaultValue={applied.priceMin ?? ''}>
                <option value="">No min</option>
                {minSteps.map((c) => (
                  <option key={c} value={c}>
                    {dollars(c)}
                  </option>
                ))}
              </select>
              <label htmlFor={`${id}-pmax`}>Max</label>
              <select id={`${id}-pmax`} name="priceMax" defaultValue={applied.priceMax ?? ''}>
                <option value="">No max</option>
                {maxSteps.map((c) => (
                  <option key={c} value={c}>
                    {dollars(c)}
                  </option>
                ))}
              </select>
            </div>
            <p className="ts-facet__hint">
              These tires cost {dollars(price.min)} to {dollars(price.max)} each.
            </p>
          </Group>
        )}
        {show('loadIndex') && load && loadSteps.length > 0 && (
          <Group title="Load index">
            <label className="ts-facet__select" htmlFor={`${id}-load`}>
              <span>Minimum</span>
              <select id={`${id}-load`} name="minLoadIndex" defaultValue={applied.minLoadIndex ?? ''}>
                <option value="">Any</option>
                {loadSteps.map((n) => (
                  <option key={n} value={n}>
                    {loadIndexLabel(n)}
                  </option>
                ))}
              </select>
            </label>
          </Group>
        )}
        {show('runFlat') && visibleOptions(facets.runFlat).length > 0 && (
          <Group title={FACET_TITLES.runFlat}>
            <RadioList
              name="runFlat"
              options={visibleOptions(facets.runFlat)}
              label={(o) => (o.value === 'true' ? 'Run-flat only' : 'Not run-flat')}
            />
          </Group>
        )}
        {show('minWarrantyMiles') && visibleOptions(facets.minWarrantyMiles).length > 0 && (
          <Group title={FACET_TITLES.minWarrantyMiles}>
            <RadioList
              name="minWarrantyMiles"
              options={visibleOptions(facets.minWarrantyMiles)}
              label={(o) => `${formatNumber(Number(o.value), 'en-US')}+ mi`}
            />
          </Group>
        )}
        {interactive && (
          <button type="button" className="ts-button ts-filters__done" onClick={done}>
            Show {formatNumber(total, 'en-US')} {total === 1 ? 'result' : 'results'}
          </button>
        )}
        {/* Without JavaScript the form is sent with this button; with it, every change applies at once. */}
        <noscript>
          <button className="ts-button ts-filters__apply" type="submit">
            Apply filters
          </button>
        </noscript>
      </form>
    </details>
  );
}
