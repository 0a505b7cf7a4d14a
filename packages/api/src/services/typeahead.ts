/**
 * GET /search-typeahead (spec §7). Sizes match by prefix of their normalised search key, so
 * "225/4", "225-45-1" and "2254517" all find 225/45R17 (btree text_pattern_ops index).
 */
import { looksLikeTireSize, normaliseSizeQuery, paths, type SearchQueryType, type SearchResultItem } from '@tireshop/core';
import { asc, desc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { skus, tireSizes } from '../db/schema';

const SIZE_QUERY_TYPES: SearchQueryType[] = ['tireSize', 'frontTireSize', 'rearTireSize'];
export const TYPEAHEAD_LIMIT = 10;

/** Marks the part of a label that matches what was typed. */
function highlight(label: string, typed: string): SearchResultItem['labelSegments'] {
  const idx = label.toLowerCase().indexOf(typed.toLowerCase());
  if (!typed || idx < 0) return [{ value: label, isHighlighted: false }];
  return [
    { value: label.slice(0, idx), isHighlighted: false },
    { value: label.slice(idx, idx + typed.length), isHighlighted: true },
    { value: label.slice(idx + typed.length), isHighlighted: false },
  ].filter((s) => s.value);
}

export function sizePrefixQuery(database: Database, prefix: string, limit: number) {
  return database.db
    .select({ sizeKey: tireSizes.sizeKey, slug: tireSizes.slug, count: sql<number>`count(${skus.id})::int` })
    .from(tireSizes)
    .innerJoin(skus, eq(skus.sizeId, tireSizes.id))
    .where(like(tireSizes.searchKey, `${prefix}%`))
    .groupBy(tireSizes.id)
    .orderBy(desc(sql`count(${skus.id})`), asc(tireSizes.sizeKey))
    .limit(limit);
}

export async function typeahead(
  database: Database,
  query: { queryText: string; queryType?: SearchQueryType },
) {
  const groups: { label: string; siteSearchResultList: SearchResultItem[] }[] = [];
  const text = query.queryText;
  const wantsSizes = query.queryType ? SIZE_QUERY_TYPES.includes(query.queryType) : looksLikeTireSize(text);
  if (wantsSizes) {
    const prefix = normaliseSizeQuery(text);
    if (prefix) {
      const rows = await sizePrefixQuery(database, prefix, TYPEAHEAD_LIMIT);
      const queryType = query.queryType ?? 'tireSize';
      groups.push({
        label: 'Tire sizes',
        siteSearchResultList: rows.map((r) => ({
          label: r.sizeKey,
          labelSegments: highlight(r.sizeKey, text.trim().toUpperCase()),
          detailLabel: `${r.count} tires`,
          type: 'tireSize',
          typeName: 'Tire size',
          action: { queryType, queryText: r.sizeKey },
          link: { href: paths.tireSize(r.slug) },
        })),
      });
    }
  }
  const total = groups.reduce((n, g) => n + g.siteSearchResultList.length, 0);
  return { siteSearchResultGroupList: groups, resultMetadata: { pagination: { total } } };
}
