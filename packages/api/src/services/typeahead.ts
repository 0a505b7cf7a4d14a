/**
 * GET /search-typeahead (spec §7) over every query type of spec §3 Search.
 *
 * A request is planned into groups, each with the SQL query that feeds it; the queries of one
 * request go to the database as ONE statement (each group's rows as a JSON array), so a request
 * costs one round trip and one pooled connection however many groups it asks for. `planTypeahead`
 * and `typeaheadStatement` are pure, so the benchmark (bench/typeahead.ts) runs the very same
 * statement raw for its baseline.
 *
 * Index use (see docs/architecture.md "Database"; bench/typeahead.ts prints the plans):
 * - sizes: prefix of `tire_sizes.search_key` (btree text_pattern_ops). A key without P/LT also
 *   matches the P-metric and LT keys ("2254" finds P225/45R17 and LT225/45…): three range scans;
 *   tire counts through `skus_size`;
 * - product-line and brand names: ILIKE and the trigram operators (`%`, `<%`), which their trigram
 *   GIN indexes answer once the tables are big enough for the planner to prefer them;
 * - vehicles: matched on their stored slugs (no per-row lower()); a chosen make, model or year
 *   goes through the `vehicles_identity` btree (make_slug, model_slug, year, trim);
 * - categories (12 rows), tire types (a constant) and subtypes (grouped product lines) are small.
 */
import {
  TIRE_TYPES,
  highlightSizeKey,
  highlightTyped,
  isCommercialVehicle,
  looksLikeTireSize,
  normaliseSizeQuery,
  parseTireSize,
  parseVehiclePath,
  parseVehicleText,
  paths,
  slugify,
  tireSizeFromSlug,
  vehiclePath,
  withTiresSuffix,
  type SearchQueryType,
  type SearchResultGroup,
  type SearchResultGroupId,
  type SearchResultItem,
  type TireSize,
  type VehiclePath,
} from '@tireshop/core';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { badRequest } from '../http/errors';
import type { BrandScope } from './brand-scope';

/** Most items in one group of a free-text answer. */
export const TYPEAHEAD_LIMIT = 10;
/** Most items when listing one level under a chosen vehicle (every year of a model fits). */
export const VEHICLE_LEVEL_LIMIT = 50;

export interface TypeaheadQuery {
  queryText: string;
  queryType?: SearchQueryType;
  additionalQueryText?: string;
}

export type TypeaheadAnswer = {
  siteSearchResultGroupList: SearchResultGroup[];
  resultMetadata: { pagination: { total: number } };
};

/** One SQL statement with positional parameters, as `database.query` takes it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

type Row = Record<string, unknown>;

/** One group of the answer: the query that feeds it (none for constant groups) and its shaping. */
export interface GroupPlan {
  id: SearchResultGroupId;
  query: SQL | null;
  build(rows: Row[]): SearchResultItem[];
  /** Most items the group shows (TYPEAHEAD_LIMIT unless a vehicle level lists more). */
  limit?: number;
}

const GROUP_LABELS: Record<SearchResultGroupId, string> = {
  tireSizes: 'Tire sizes',
  rearTireSizes: 'Rear tire sizes',
  brands: 'Brands',
  vehicles: 'Vehicles',
  makeModelYear: 'Year, make & model',
  categories: 'Categories',
  tireTypes: 'Tire types',
  subtypes: 'Tire subtypes',
  productLines: 'Tires',
  guidedShopping: 'Need help choosing?',
};

const dialect = new PgDialect();

/**
 * The plans' queries as one statement: one column per plan holding its rows as a JSON array, in
 * the query's order (an aggregate reads a sorted subquery in order). Null when no plan queries.
 */
export function typeaheadStatement(plans: readonly GroupPlan[]): Statement | null {
  const columns = plans.flatMap((plan, i) =>
    plan.query ? [sql`(SELECT coalesce(json_agg(g), '[]'::json) FROM (${plan.query}) g) AS ${sql.identifier(`g${i}`)}`] : [],
  );
  if (columns.length === 0) return null;
  const { sql: text, params } = dialect.sqlToQuery(sql`SELECT ${sql.join(columns, sql`, `)}`);
  return { sql: text, params };
}

/** LIKE patterns from shopper text: `%`, `_` and `\` match themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const startsWith = (text: string) => `${likeEscape(text)}%`;
const contains = (text: string) => `%${likeEscape(text)}%`;

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const num = (value: unknown) => Number(value ?? 0);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// ---------------------------------------------------------------------------------------------
// Tire sizes

/** Keys a typed size prefix may start: as typed, and with the P-metric and LT letters before it. */
export function sizeKeyPatterns(prefix: string): string[] {
  return /^\d/.test(prefix) ? [prefix, `P${prefix}`, `LT${prefix}`].map(startsWith) : [startsWith(prefix)];
}

const sizeKeyMatches = (prefix: string) =>
  sql.join(
    sizeKeyPatterns(prefix).map((p) => sql`t.search_key LIKE ${p}`),
    sql` OR `,
  );

/** How many catalogued vehicles carry each size as original equipment (front, or staggered rear). */
const FITMENTS = sql`(SELECT size_id, count(*)::int AS n FROM (
    SELECT front_size_id AS size_id FROM vehicles
    UNION ALL SELECT rear_size_id FROM vehicles WHERE rear_size_id <> front_size_id
  ) fitted GROUP BY size_id)`;

/**
 * Sizes starting with a search-key prefix, most fitted first (then by key), only sizes we sell;
 * the tire count is computed for the returned rows only, so a one-digit prefix stays cheap.
 */
export function sizePrefixQuery(prefix: string, limit = TYPEAHEAD_LIMIT): SQL {
  // OFFSET 0 keeps the ordered candidates a subquery of their own, so "do we sell it?" is asked of
  // them in order until `limit` are found, not of every size a one-digit prefix matches.
  return sql`SELECT s.size_key, s.slug, s.search_key, s.fitments,
      (SELECT count(*)::int FROM skus k WHERE k.size_id = s.id) AS tire_count
    FROM (
      SELECT t.id, t.size_key, t.slug, t.search_key, coalesce(f.n, 0) AS fitments
      FROM tire_sizes t LEFT JOIN ${FITMENTS} f ON f.size_id = t.id
      WHERE ${sizeKeyMatches(prefix)}
      ORDER BY fitments DESC, t.size_key
      OFFSET 0
    ) s
    WHERE EXISTS (SELECT 1 FROM skus k WHERE k.size_id = s.id)
    LIMIT ${limit}`;
}

function sizeItems(rows: Row[], prefix: string, queryType: SearchQueryType): SearchResultItem[] {
  return rows.map((r) => ({
    label: str(r.size_key),
    labelSegments: highlightSizeKey(str(r.size_key), str(r.search_key), prefix),
    detailLabel: plural(num(r.tire_count), 'tire'),
    type: 'tireSize',
    typeName: 'Tire size',
    action: { queryType, queryText: str(r.size_key) },
    link: { href: paths.tireSize(str(r.slug)) },
    // A front size is a step of the staggered search (front, then rear), not a destination.
    ...(queryType === 'frontTireSize' ? { isPillItem: true } : {}),
  }));
}

function sizePlan(text: string, queryType: SearchQueryType): GroupPlan[] {
  const prefix = normaliseSizeQuery(text);
  if (!prefix) return [];
  // The query reads its candidates in this order; SQL only promises it with an ORDER BY.
  const byFitments = (rows: Row[]) =>
    [...rows].sort((a, b) => num(b.fitments) - num(a.fitments) || (str(a.size_key) < str(b.size_key) ? -1 : 1));
  return [{ id: 'tireSizes', query: sizePrefixQuery(prefix), build: (rows) => sizeItems(byFitments(rows), prefix, queryType) }];
}

/** A size typed in any notation or as a slug; null when it is not one. */
function readSize(text: string): TireSize | null {
  return parseTireSize(text) ?? tireSizeFromSlug(text.toLowerCase());
}

const sizeFamily = (kind: string) => (kind === 'lt' || kind === 'flotation' ? [kind] : ['metric', 'p-metric']);

/**
 * Rear sizes for a chosen front size (staggered fitment): sizes that real vehicles pair with that
 * front first, then sizes of the same family on a rim one inch either side, the same rim and
 * wider tires first (a staggered rear is wider, rarely on another rim).
 */
export function rearSizeQuery(front: TireSize, prefix: string, limit = TYPEAHEAD_LIMIT): SQL {
  const width = front.widthMm ?? 0;
  const prefixFilter = prefix ? sql`AND (${sizeKeyMatches(prefix)})` : sql``;
  return sql`WITH paired AS (
      SELECT v.rear_size_id AS size_id, count(DISTINCT (v.make_slug, v.model_slug))::int AS n,
        min(v.make || ' ' || v.model) AS example
      FROM vehicles v JOIN tire_sizes f ON f.id = v.front_size_id
      WHERE f.size_key = ${front.sizeKey} AND v.rear_size_id <> v.front_size_id
      GROUP BY v.rear_size_id
    )
    SELECT s.size_key, s.slug, s.search_key, s.paired, s.example,
      (SELECT count(*)::int FROM skus k WHERE k.size_id = s.id) AS tire_count
    FROM (
      SELECT t.id, t.size_key, t.slug, t.search_key, t.rim_in, t.width_mm,
        coalesce(p.n, 0) AS paired, p.example
      FROM tire_sizes t LEFT JOIN paired p ON p.size_id = t.id
      WHERE t.size_key <> ${front.sizeKey}
        AND (p.size_id IS NOT NULL OR (
          t.rim_in BETWEEN ${front.rimIn - 1} AND ${front.rimIn + 1}
          AND t.kind IN (${sql.join(
            sizeFamily(front.kind).map((k) => sql`${k}`),
            sql`, `,
          )})))
        ${prefixFilter}
        AND EXISTS (SELECT 1 FROM skus k WHERE k.size_id = t.id)
      ORDER BY coalesce(p.n, 0) DESC, (t.rim_in = ${front.rimIn}) DESC,
        (coalesce(t.width_mm, 0) >= ${width}) DESC, abs(coalesce(t.width_mm, 0) - ${width}), t.size_key
      LIMIT ${limit}
    ) s
    ORDER BY s.paired DESC, (s.rim_in = ${front.rimIn}) DESC,
      (coalesce(s.width_mm, 0) >= ${width}) DESC, abs(coalesce(s.width_mm, 0) - ${width}), s.size_key`;
}

function rearSizePlan(text: string, frontText: string): GroupPlan[] {
  const front = readSize(frontText);
  if (!front) throw badRequest('additionalQueryText must be the chosen front tire size, like 255/35R19.');
  const prefix = text ? normaliseSizeQuery(text) : '';
  if (text && !prefix) return [];
  return [
    {
      id: 'rearTireSizes',
      query: rearSizeQuery(front, prefix),
      build: (rows) =>
        rows.map((r) => {
          const paired = num(r.paired);
          return {
            ...sizeItems([r], prefix, 'rearTireSize')[0]!,
            detailLabel:
              paired > 0
                ? `Paired with ${front.sizeKey} on ${str(r.example)}${paired > 1 ? ` and ${plural(paired - 1, 'other model')}` : ''}`
                : plural(num(r.tire_count), 'tire'),
          };
        }),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Names: brands, categories, product lines, subtypes, tire types

/**
 * Misspellings are looked for with trigram similarity only for one word of three letters or more:
 * shorter text has too few trigrams to mean anything ("es" would be "like" half the makes).
 */
const fuzzyWord = (text: string) => (/^\S{3,}$/.test(text) ? text : null);

/** Brands by name: prefix, word start, then trigram similarity for misspellings ("michelen"). */
export function brandQuery(text: string, limit = TYPEAHEAD_LIMIT): SQL {
  if (!text)
    return sql`SELECT name, slug FROM brands
    ORDER BY CASE tier WHEN 'premium' THEN 0 WHEN 'mid' THEN 1 ELSE 2 END, name LIMIT ${limit}`;
  const word = fuzzyWord(text);
  const fuzzy = word ? sql`OR name % ${word}::text OR ${word}::text <% name` : sql``;
  return sql`SELECT name, slug FROM brands
    WHERE name ILIKE ${contains(text)} ${fuzzy}
    ORDER BY (name ILIKE ${startsWith(text)}) DESC, (name ILIKE ${contains(text)}) DESC,
      word_similarity(${text}::text, name) DESC, name
    LIMIT ${limit}`;
}

const brandItems =
  (text: string) =>
  (rows: Row[]): SearchResultItem[] =>
    rows.map((r) => ({
      label: str(r.name),
      labelSegments: highlightTyped(str(r.name), text),
      type: 'brand',
      typeName: 'Brand',
      action: { queryType: 'brand', queryText: str(r.name) },
      link: { href: paths.brand(str(r.slug)) },
    }));

export function categoryQuery(text: string, limit = TYPEAHEAD_LIMIT): SQL {
  return sql`SELECT id, name, slug FROM categories
    WHERE ${text}::text = '' OR name ILIKE ${contains(text)} OR slug LIKE ${startsWith(slugify(text) || text)}
    ORDER BY (name ILIKE ${startsWith(text)}) DESC, id
    LIMIT ${limit}`;
}

const categoryItems =
  (text: string) =>
  (rows: Row[]): SearchResultItem[] =>
    rows.map((r) => ({
      label: str(r.name),
      labelSegments: highlightTyped(str(r.name), text),
      type: 'category',
      typeName: 'Category',
      action: { queryType: 'category', queryText: str(r.name) },
      link: { href: paths.category(str(r.slug)) },
    }));

/**
 * Product lines by name ("def" → Defender2), or by brand and name ("michelin def"); base lines
 * before their numbered variants (shorter names first).
 */
export function productLineQuery(text: string, limit = TYPEAHEAD_LIMIT): SQL {
  // "michelin def", "mickey thompson baja": the first one or two words may be the brand.
  const words = text.toLowerCase().split(' ');
  const splits = [1, 2].filter((n) => n < words.length);
  const brandAndLine = splits.map(
    (n) => sql`OR (l.brand_id IN (SELECT id FROM brands WHERE lower(name) LIKE ${startsWith(words.slice(0, n).join(' '))})
      AND l.name ILIKE ${startsWith(words.slice(n).join(' '))})`,
  );
  return sql`SELECT l.name, l.slug, b.name AS brand_name, b.slug AS brand_slug
    FROM product_lines l JOIN brands b ON b.id = l.brand_id
    WHERE l.name ILIKE ${contains(text)} ${sql.join(brandAndLine, sql` `)}
    ORDER BY (l.name ILIKE ${startsWith(text)}) DESC, length(l.name), l.name, b.name
    LIMIT ${limit}`;
}

const productLineItems =
  (text: string) =>
  (rows: Row[]): SearchResultItem[] =>
    rows.map((r) => {
      const label = `${str(r.brand_name)} ${str(r.name)}`;
      return {
        label,
        labelSegments: highlightTyped(label, text),
        type: 'productLine',
        typeName: 'Tire',
        action: { queryType: 'brand', queryText: label },
        link: { href: paths.productLine(str(r.brand_slug), str(r.slug)) },
      };
    });

/** Subtypes ("Grand Touring All-Season") with how many product lines — in the size, when one is given. */
export function subtypeQuery(text: string, sizeKey: string | null, limit = TYPEAHEAD_LIMIT): SQL {
  const inSize = sizeKey
    ? sql`AND EXISTS (SELECT 1 FROM skus k JOIN tire_sizes t ON t.id = k.size_id
        WHERE k.product_line_id = l.id AND t.size_key = ${sizeKey})`
    : sql``;
  // A few dozen subtypes over thousands of lines: the name is tested once per subtype. (Through
  // min(): a HAVING on the grouping column alone would be moved back into WHERE by the planner.)
  return sql`SELECT l.subtype, count(*)::int AS lines FROM product_lines l
    WHERE TRUE ${inSize}
    GROUP BY l.subtype
    HAVING ${text}::text = '' OR min(l.subtype) ILIKE ${contains(text)}
    ORDER BY (l.subtype ILIKE ${startsWith(text)}) DESC, count(*) DESC, l.subtype
    LIMIT ${limit}`;
}

const subtypeItems =
  (text: string, size: TireSize | null) =>
  (rows: Row[]): SearchResultItem[] =>
    rows.map((r) => {
      const subtype = str(r.subtype);
      // spec §2 /tire-sizes/{size}/types/{subtype}; without a size /types/{slug} serves subtypes too.
      const href = size ? `${paths.tireSize(size.slug)}/types/${slugify(subtype)}` : `/types/${slugify(subtype)}`;
      return {
        label: subtype,
        labelSegments: highlightTyped(subtype, text),
        detailLabel: size ? `${plural(num(r.lines), 'tire line')} in ${size.sizeKey}` : plural(num(r.lines), 'tire line'),
        type: 'subtype',
        typeName: 'Tire subtype',
        action: { queryType: 'subtype', queryText: subtype, ...(size ? { additionalQueryText: size.sizeKey } : {}) },
        link: { href },
      };
    });

/** Tire types are a fixed vocabulary: matched here, no query. */
function tireTypeItems(text: string): SearchResultItem[] {
  const typed = text.toLowerCase();
  const slug = slugify(text);
  const matches = (name: string, typeSlug: string) =>
    !typed ||
    name.toLowerCase().startsWith(typed) ||
    name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .some((word) => word.startsWith(typed)) ||
    (slug !== '' && typeSlug.startsWith(slug));
  return TIRE_TYPES.filter((t) => matches(t.name, t.slug))
    .slice(0, TYPEAHEAD_LIMIT)
    .map((t) => ({
      label: t.name,
      labelSegments: highlightTyped(t.name, text),
      type: 'tireType' as const,
      typeName: 'Tire type',
      action: { queryType: 'tireType' as const, queryText: t.name },
      link: { href: `/types/${t.slug}` },
    }));
}

// ---------------------------------------------------------------------------------------------
// Vehicles: make → model → year → trim

/**
 * spec §5 Commercial-type vehicles, for a level that may span several catalogued vehicles
 * (`types` is their distinct body types joined by ", "): commercial when every one of them is,
 * so Chevrolet (Express vans among its cars) is not flagged but Airstream (trailers only) is.
 */
const vehicleFlags = (types: string) => ({
  ...(types ? { vehicleType: types } : {}),
  isCommercial: types !== '' && types.split(', ').every(isCommercialVehicle),
});

/**
 * Makes by name: prefix, then trigram similarity for a misspelt word ("toyta"). The similarity is
 * only computed for makes with the same first letter: it is the costly test per row, and a small
 * table is scanned rather than read through its trigram index.
 */
export function vehicleMakeQuery(text: string, limit = TYPEAHEAD_LIMIT): SQL {
  const slug = slugify(text);
  const word = fuzzyWord(text.toLowerCase());
  const fuzzy = word && slug ? sql`OR (left(make_slug, 1) = ${slug.slice(0, 1)} AND make % ${word}::text)` : sql``;
  const filter = text ? sql`WHERE ${slug ? sql`make_slug LIKE ${`${slug}%`}` : sql`FALSE`} ${fuzzy}` : sql``;
  return sql`SELECT make, make_slug, count(DISTINCT model_slug)::int AS models,
      string_agg(DISTINCT vehicle_type, ', ') AS types
    FROM vehicles ${filter}
    GROUP BY make, make_slug
    ORDER BY bool_or(make_slug LIKE ${`${slug}%`}) DESC, make
    LIMIT ${limit}`;
}

function makeItems(text: string) {
  return (rows: Row[]): SearchResultItem[] =>
    rows.map((r) => {
      const make = str(r.make);
      return {
        label: make,
        labelSegments: highlightTyped(make, text),
        detailLabel: plural(num(r.models), 'model'),
        type: 'vehicleMake',
        typeName: 'Make',
        action: { queryType: 'vehicle', queryText: make, additionalQueryText: vehiclePath({ makeSlug: str(r.make_slug) }) },
        // The make's page lists its models (spec §5 Slugs: make slugs carry -tires).
        link: { href: `${paths.vehicles()}/${withTiresSuffix(str(r.make_slug))}` },
        vehicleMetadata: { make, makeSlug: str(r.make_slug), isCommercial: vehicleFlags(str(r.types)).isCommercial },
        isPillItem: true,
      };
    });
}

/**
 * Vehicles are matched on their slugs (spec §5 Slugs: lowercase, letters, digits and hyphens),
 * which are stored lowercased: no per-row lower() or ILIKE. What was typed is slugified the same
 * way ("Toyota Cam" → "toyota-cam", "CR V" → "cr-v"); a slug never holds a LIKE wildcard.
 */
function modelSlugMatch(slug: string): SQL {
  return sql`(model_slug LIKE ${`${slug}%`} OR model_slug LIKE ${`%-${slug}%`}
    OR make_slug || '-' || model_slug LIKE ${`${slug}%`})`;
}

/**
 * Models: by model name or "make model" prefix ("cam", "toyota cam", "toy" → every Toyota), or
 * all models of a chosen make filtered by what is typed.
 */
export function vehicleModelQuery(text: string, makeSlug: string | null, limit = TYPEAHEAD_LIMIT): SQL {
  const slug = slugify(text);
  // Nothing typed lists every model (of the make); typed text without letters or digits, none.
  const match = slug ? modelSlugMatch(slug) : text ? sql`FALSE` : sql`TRUE`;
  const inMake = makeSlug ? sql`make_slug = ${makeSlug} AND` : sql``;
  return sql`SELECT make, make_slug, model, model_slug, min(year)::int AS year_from, max(year)::int AS year_to,
      string_agg(DISTINCT vehicle_type, ', ') AS types
    FROM vehicles WHERE ${inMake} ${match}
    GROUP BY make, make_slug, model, model_slug
    ORDER BY bool_or(model_slug LIKE ${`${slug}%`}) DESC, make, model
    LIMIT ${limit}`;
}

function modelItems(text: string) {
  return (rows: Row[]): SearchResultItem[] =>
    rows.map((r) => {
      const [make, model, makeSlug, modelSlug] = [str(r.make), str(r.model), str(r.make_slug), str(r.model_slug)];
      const label = `${make} ${model}`;
      const from = num(r.year_from);
      const to = num(r.year_to);
      return {
        label,
        labelSegments: highlightTyped(label, text),
        detailLabel: from === to ? String(from) : `${from}–${to}`,
        type: 'vehicleModel',
        typeName: 'Model',
        action: { queryType: 'vehicle', queryText: label, additionalQueryText: vehiclePath({ makeSlug, modelSlug }) },
        link: { href: paths.vehicleModel(makeSlug, modelSlug) },
        vehicleMetadata: { make, model, makeSlug, modelSlug, ...vehicleFlags(str(r.types)) },
        isPillItem: true,
      };
    });
}

/**
 * Model years: of a chosen model (newest first, filtered by a typed year prefix), or of the
 * models matching typed words for a typed year ("2021 camry", "toyota camry 2021", "camry 20").
 */
export function vehicleYearQuery(
  filter: { makeSlug: string; modelSlug: string; yearPrefix: string } | { words: string; year: number | null; yearPrefix: string | null },
  limit = TYPEAHEAD_LIMIT,
): SQL {
  let where: SQL;
  if ('makeSlug' in filter) {
    where = sql`make_slug = ${filter.makeSlug} AND model_slug = ${filter.modelSlug}
      AND (${filter.yearPrefix}::text = '' OR year::text LIKE ${startsWith(filter.yearPrefix)})`;
  } else {
    const slug = slugify(filter.words);
    const year = filter.year !== null ? sql`year = ${filter.year}` : sql`year::text LIKE ${startsWith(filter.yearPrefix ?? '')}`;
    where = slug ? sql`${year} AND (${modelSlugMatch(slug)} OR make_slug = ${slug})` : sql`FALSE`;
  }
  return sql`SELECT make, make_slug, model, model_slug, year, count(*)::int AS trims,
      string_agg(DISTINCT vehicle_type, ', ') AS types
    FROM vehicles WHERE ${where}
    GROUP BY make, make_slug, model, model_slug, year
    ORDER BY year DESC, make, model
    LIMIT ${limit}`;
}

function yearItems(text: string, queryType: 'vehicle' | 'makeModelYearOption') {
  return (rows: Row[]): SearchResultItem[] =>
    rows.map((r) => {
      const [make, model, makeSlug, modelSlug, year] = [str(r.make), str(r.model), str(r.make_slug), str(r.model_slug), num(r.year)];
      const label = `${year} ${make} ${model}`;
      return {
        label,
        labelSegments: highlightTyped(label, text),
        detailLabel: plural(num(r.trims), 'trim'),
        type: 'vehicleYear',
        typeName: 'Vehicle',
        action: { queryType, queryText: label, additionalQueryText: vehiclePath({ makeSlug, modelSlug, year }) },
        link: { href: paths.vehicle(makeSlug, modelSlug, year) },
        vehicleMetadata: { make, model, year: String(year), makeSlug, modelSlug, ...vehicleFlags(str(r.types)) },
        isPillItem: true,
      };
    });
}

/** Trims of a chosen model year with their original-equipment sizes (front, and rear when staggered). */
export function vehicleTrimQuery(path: Required<VehiclePath>, text: string, limit = VEHICLE_LEVEL_LIMIT): SQL {
  return sql`SELECT v.make, v.make_slug, v.model, v.model_slug, v.year, v.trim, v.vehicle_type,
      f.size_key AS front_size, r.size_key AS rear_size
    FROM vehicles v
      JOIN tire_sizes f ON f.id = v.front_size_id
      JOIN tire_sizes r ON r.id = v.rear_size_id
    WHERE v.make_slug = ${path.makeSlug} AND v.model_slug = ${path.modelSlug} AND v.year = ${path.year}
      AND (${text}::text = '' OR v.trim ILIKE ${contains(text)})
    ORDER BY v.trim
    LIMIT ${limit}`;
}

function trimItems(text: string) {
  return (rows: Row[]): SearchResultItem[] =>
    rows.map((r) => {
      const [make, model, makeSlug, modelSlug, year, trim] = [
        str(r.make),
        str(r.model),
        str(r.make_slug),
        str(r.model_slug),
        num(r.year),
        str(r.trim),
      ];
      const front = str(r.front_size);
      const rear = str(r.rear_size);
      const staggered = rear !== front;
      return {
        label: trim,
        labelSegments: highlightTyped(trim, text),
        detailLabel: staggered ? `Front ${front}, rear ${rear}` : front,
        type: 'vehicleTrim',
        typeName: 'Trim',
        action: {
          queryType: 'vehicle',
          queryText: `${year} ${make} ${model} ${trim}`,
          additionalQueryText: vehiclePath({ makeSlug, modelSlug, year }),
        },
        // The year page picks a trim by its slug (?trim=xl-cargo-van).
        link: { href: `${paths.vehicle(makeSlug, modelSlug, year)}?trim=${slugify(trim)}` },
        vehicleMetadata: {
          make,
          model,
          year: String(year),
          trim,
          makeSlug,
          modelSlug,
          ...vehicleFlags(str(r.vehicle_type)),
          frontTireSize: front,
          ...(staggered ? { rearTireSize: rear } : {}),
        },
      };
    });
}

/** The vehicle query type: free text, or the next level under the chosen path. */
function vehiclePlan(text: string, pathText: string | undefined): GroupPlan[] {
  if (pathText) {
    const path = parseVehiclePath(pathText);
    if (!path)
      throw badRequest('additionalQueryText must be a vehicle path: make, make/model or make/model/year (e.g. toyota/camry/2021).');
    if (path.year !== undefined && path.modelSlug !== undefined) {
      const full = { makeSlug: path.makeSlug, modelSlug: path.modelSlug, year: path.year };
      return [{ id: 'vehicles', query: vehicleTrimQuery(full, text), build: trimItems(text), limit: VEHICLE_LEVEL_LIMIT }];
    }
    if (path.modelSlug !== undefined) {
      const yearPrefix = /^\d{1,4}$/.test(text) ? text : '';
      if (text && !yearPrefix) return [];
      const filter = { makeSlug: path.makeSlug, modelSlug: path.modelSlug, yearPrefix };
      return [
        {
          id: 'vehicles',
          query: vehicleYearQuery(filter, VEHICLE_LEVEL_LIMIT),
          build: yearItems(text, 'vehicle'),
          limit: VEHICLE_LEVEL_LIMIT,
        },
      ];
    }
    return [
      {
        id: 'vehicles',
        query: vehicleModelQuery(text, path.makeSlug, VEHICLE_LEVEL_LIMIT),
        build: modelItems(text),
        limit: VEHICLE_LEVEL_LIMIT,
      },
    ];
  }
  const parsed = parseVehicleText(text);
  if ((parsed.year !== null || parsed.yearPrefix !== null) && parsed.words) {
    return [{ id: 'vehicles', query: vehicleYearQuery(parsed), build: yearItems(text, 'vehicle') }];
  }
  // Nothing typed yet: the makes to start from.
  if (!text)
    return [{ id: 'vehicles', query: vehicleMakeQuery('', VEHICLE_LEVEL_LIMIT), build: makeItems(text), limit: VEHICLE_LEVEL_LIMIT }];
  return [
    { id: 'vehicles', query: vehicleMakeQuery(text), build: makeItems(text) },
    { id: 'vehicles', query: vehicleModelQuery(text, null), build: modelItems(text) },
  ];
}

function makeModelYearPlan(text: string): GroupPlan[] {
  const parsed = parseVehicleText(text);
  if ((parsed.year === null && parsed.yearPrefix === null) || !parsed.words) return [];
  return [{ id: 'makeModelYear', query: vehicleYearQuery(parsed), build: yearItems(text, 'makeModelYearOption') }];
}

// ---------------------------------------------------------------------------------------------
// Guided shopping and the plan

const guidedShoppingPlan = (): GroupPlan => ({
  id: 'guidedShopping',
  query: null,
  build: () => [
    {
      label: 'Not sure? Answer 3 questions',
      labelSegments: [{ value: 'Not sure? Answer 3 questions', isHighlighted: false }],
      detailLabel: 'We will suggest tires for how you drive',
      type: 'guidedShopping',
      typeName: 'Guided shopping',
      action: { queryType: 'guidedShopping', queryText: '' },
      link: { href: '/guided-shopping' },
    },
  ],
});

const constantPlan = (id: SearchResultGroupId, items: SearchResultItem[]): GroupPlan => ({ id, query: null, build: () => items });

/** What to ask the database for one request; throws a 400 for an unusable additionalQueryText. */
export function planTypeahead(query: TypeaheadQuery): GroupPlan[] {
  const text = query.queryText.replace(/\s+/g, ' ').trim();
  const extra = query.additionalQueryText?.trim() || undefined;
  switch (query.queryType) {
    case 'tireSize':
    case 'frontTireSize':
      return sizePlan(text, query.queryType);
    case 'rearTireSize':
      return extra ? rearSizePlan(text, extra) : sizePlan(text, 'rearTireSize');
    case 'brand':
      return [{ id: 'brands', query: brandQuery(text), build: brandItems(text) }];
    case 'category':
      return [{ id: 'categories', query: categoryQuery(text), build: categoryItems(text) }];
    case 'tireType':
      return [constantPlan('tireTypes', tireTypeItems(text))];
    case 'subtype': {
      const size = extra ? readSize(extra) : null;
      if (extra && !size) throw badRequest('additionalQueryText must be a tire size, like 225/45R17, for queryType subtype.');
      return [{ id: 'subtypes', query: subtypeQuery(text, size?.sizeKey ?? null), build: subtypeItems(text, size) }];
    }
    case 'vehicle':
      return vehiclePlan(text, extra);
    case 'makeModelYearOption':
      return makeModelYearPlan(text);
    case 'guidedShopping':
      return [guidedShoppingPlan()];
    case undefined:
      break;
  }
  // No query type: every group the text may mean.
  if (!text) return [guidedShoppingPlan()];
  if (looksLikeTireSize(text)) return sizePlan(text, 'tireSize');
  const plans = makeModelYearPlan(text);
  if (plans.length === 0) plans.push(...vehiclePlan(text, undefined));
  plans.push(
    { id: 'brands', query: brandQuery(text), build: brandItems(text) },
    { id: 'productLines', query: productLineQuery(text), build: productLineItems(text) },
    { id: 'categories', query: categoryQuery(text), build: categoryItems(text) },
    constantPlan('tireTypes', tireTypeItems(text)),
    { id: 'subtypes', query: subtypeQuery(text, null), build: subtypeItems(text, null) },
  );
  return plans;
}

/**
 * What a brand-limited caller (a partner widget, services/brand-scope.ts) is offered: sizes and
 * vehicles, which lead to its own brand-limited size listing. Brands, lines, categories, types and
 * guided shopping would name or lead to the whole catalogue.
 */
const BRAND_SCOPED_GROUPS: ReadonlySet<SearchResultGroupId> = new Set(['tireSizes', 'rearTireSizes', 'vehicles', 'makeModelYear']);

/** Runs a request's one statement and shapes the answer: non-empty groups, in plan order. */
export async function typeahead(database: Database, query: TypeaheadQuery, scope: BrandScope = null): Promise<TypeaheadAnswer> {
  const plans = planTypeahead(query).filter((plan) => scope === null || BRAND_SCOPED_GROUPS.has(plan.id));
  const statement = typeaheadStatement(plans);
  const [row] = statement ? await database.query<Record<string, Row[] | string>>(statement.sql, statement.params) : [];
  const rowsOf = (i: number): Row[] => {
    const value = row?.[`g${i}`] ?? [];
    return typeof value === 'string' ? (JSON.parse(value) as Row[]) : value;
  };
  // Plans of one group (vehicle makes, then models) add up, in plan order, to the group's limit.
  const groups = new Map<SearchResultGroupId, { items: SearchResultItem[]; limit: number }>();
  plans.forEach((plan, i) => {
    const group = groups.get(plan.id) ?? { items: [], limit: 0 };
    group.items.push(...plan.build(plan.query ? rowsOf(i) : []));
    group.limit = Math.max(group.limit, plan.limit ?? TYPEAHEAD_LIMIT);
    groups.set(plan.id, group);
  });
  const siteSearchResultGroupList = [...groups]
    .map(([id, group]) => ({ id, label: GROUP_LABELS[id], siteSearchResultList: group.items.slice(0, group.limit) }))
    .filter((g) => g.siteSearchResultList.length > 0);
  const total = siteSearchResultGroupList.reduce((n, g) => n + g.siteSearchResultList.length, 0);
  return { siteSearchResultGroupList, resultMetadata: { pagination: { total } } };
}
