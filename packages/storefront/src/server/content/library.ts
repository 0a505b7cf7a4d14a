/**
 * The shop's content pages (spec storefront §2 "Catalogue and content" and "Account, tracking and
 * static": /learn, /learn/{category}, /learn/{category}/{slug}, /press…, /about, /faqs,
 * /help-center, … and the catch-all /{slug}), read from Markdown files with front matter at start,
 * rendered once, and kept in memory. docs/content.md says how to add or change a page.
 *
 *   content/pages/{slug}.md   → /{slug}                     (category: help, company, legal, programs)
 *   content/learn/{slug}.md   → /learn/{category}/{slug}     (category: a learn topic)
 *   content/press/{slug}.md   → /press/{category}/{slug}     (category: news, releases)
 *
 * Front matter: title, description, category, slug (the file's name), published (a date, or
 * false for a draft) and optionally updated. A page is shown from its published date on; before
 * that, and as a draft, its address is a 404. A file that breaks these rules stops the start with
 * a message naming the file and the rule.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { paths as shopPaths } from '@tireshop/core';
import matter from 'gray-matter';
import {
  HELP_SEARCH_MAX_LENGTH,
  type ContentLink,
  type ContentLinkGroup,
  type ContentSource,
  type ContentView,
} from '../../app/pages/content/content-view';
import { renderMarkdown } from './markdown';

export type ContentSection = 'pages' | 'learn' | 'press';
const SECTIONS: readonly ContentSection[] = ['pages', 'learn', 'press'];

/** The categories of each section, by slug, with the name a reader sees. */
export const CONTENT_CATEGORIES: Record<ContentSection, Record<string, string>> = {
  pages: { help: 'Help', company: 'Company', legal: 'Legal', programs: 'Programs and partners' },
  learn: {
    'tire-basics': 'Tire basics',
    buying: 'Buying and fitting',
    seasons: 'Seasons and weather',
    maintenance: 'Care and maintenance',
  },
  press: { news: 'News', releases: 'Press releases' },
};

/** Pages of `pages/` that head a list rather than stand alone. */
const LIST_PAGES = new Set(['learn', 'press', 'help-center', 'sitemap']);

export interface ContentPage {
  /** The file, relative to the content folder (for messages). */
  file: string;
  section: ContentSection;
  path: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  /** null: a draft. */
  published: Date | null;
  updated: Date | null;
  html: string;
  text: string;
}

export class ContentError extends Error {
  override name = 'ContentError';
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TITLE_MAX = 80;
const DESCRIPTION_MAX = 200;

/** A date from front matter: YAML's date (2026-03-01), or the same as a quoted string. */
function dateOf(value: unknown): Date | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return undefined;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * One file's page, or the reasons it is not one. `file` is its path under the content folder
 * (`learn/how-to-read-a-tire-size.md`).
 */
export function parseContentFile(file: string, source: string): ContentPage | string[] {
  const problems: string[] = [];
  const [section, name, ...rest] = file.split('/');
  if (!SECTIONS.includes(section as ContentSection) || !name || rest.length > 0 || !name.endsWith('.md')) {
    return [`a content file belongs directly in ${SECTIONS.map((s) => `${s}/`).join(', ')} and ends in .md`];
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A copy of the text: gray-matter caches by text, and a cached parse would skip these checks.
    parsed = matter(`${source}`, {});
  } catch (error) {
    return [`the front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`];
  }
  const data = parsed.data as Record<string, unknown>;
  const text = (key: string, max: number) => {
    const value = data[key];
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`front matter "${key}" is required (text)`);
      return '';
    }
    if (value.length > max) problems.push(`front matter "${key}" is longer than ${max} characters`);
    return value.trim();
  };
  const title = text('title', TITLE_MAX);
  const description = text('description', DESCRIPTION_MAX);
  const category = text('category', 60);
  const slug = text('slug', 80);
  const categories = CONTENT_CATEGORIES[section as ContentSection];
  if (category && !categories[category]) {
    problems.push(`front matter "category" must be one of ${Object.keys(categories).join(', ')} in ${section}/ (it is "${category}")`);
  }
  if (slug && !SLUG.test(slug)) problems.push(`front matter "slug" must be lower-case words joined by hyphens (it is "${slug}")`);
  if (slug && `${slug}.md` !== name) problems.push(`the file must be named after its slug: ${slug}.md`);

  let published: Date | null = null;
  if (data.published === false) published = null;
  else if (data.published === undefined)
    problems.push('front matter "published" is required (a date such as 2026-03-01, or false for a draft)');
  else {
    const date = dateOf(data.published);
    if (date) published = date;
    else problems.push('front matter "published" must be a date such as 2026-03-01, or false for a draft');
  }
  let updated: Date | null = null;
  if (data.updated !== undefined) {
    const date = dateOf(data.updated);
    if (!date) problems.push('front matter "updated" must be a date such as 2026-03-01');
    else if (published && date < published) problems.push('front matter "updated" is before "published"');
    else updated = date;
  }

  const body = parsed.content.trim();
  if (!body) problems.push('the page has no text under its front matter');
  const rendered = renderMarkdown(body);
  for (const link of rendered.refusedLinks) {
    problems.push(`the link "${link}" is not allowed (use /a-path, #an-anchor, https://…, mailto: or tel:)`);
  }
  if (rendered.h1Count > 0) problems.push('the title is the page’s only level-1 heading: start headings in the text at ##');

  if (problems.length > 0) return problems;
  const path = section === 'pages' ? `/${slug}` : `/${section}/${category}/${slug}`;
  return {
    file,
    section: section as ContentSection,
    path,
    slug,
    title,
    description,
    category,
    published,
    updated,
    html: rendered.html,
    text: rendered.text,
  };
}

/** Every .md file under `dir`, as paths relative to it with forward slashes. */
function markdownFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const full = join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.md')) files.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return files;
}

/** Reads, checks and renders every page under `dir`; throws a ContentError naming each bad file. */
export function loadContentLibrary(dir: string): ContentLibrary {
  const pages: ContentPage[] = [];
  const problems: string[] = [];
  for (const file of markdownFiles(dir)) {
    const page = parseContentFile(file, readFileSync(join(dir, file), 'utf8'));
    if (Array.isArray(page)) problems.push(...page.map((p) => `content/${file}: ${p}`));
    else pages.push(page);
  }
  if (problems.length > 0) throw new ContentError(`The content pages have problems:\n  ${problems.join('\n  ')}`);
  return createContentLibrary(pages);
}

export interface ContentLibrary {
  /** The view of a path at `now`, or null where no published page is (a 404). */
  view(pathname: string, query: string, now?: Date): ContentView | null;
  /** The paths of every published page, for the sitemap. */
  paths(now?: Date): string[];
  /** The help chat's answer to a typed question: the best few articles of the help center's search (docs/chat.md). */
  answers(question: string, now?: Date): ContentLink[];
}

/** The words of a search: lower case, at most 8, the query cut at HELP_SEARCH_MAX_LENGTH. */
export function searchWords(query: string): string[] {
  return [
    ...new Set(
      query
        .slice(0, HELP_SEARCH_MAX_LENGTH)
        .toLowerCase()
        .split(/[^\p{L}\p{N}$%']+/u)
        .filter(Boolean),
    ),
  ].slice(0, 8);
}

/** Words a question is asked with that say nothing of what it is about. */
const QUESTION_WORDS = new Set(
  'a an and are can do does for from how i if in is it me my of on or should the to what when where which who why will with you your'.split(
    ' ',
  ),
);

/** The words of a question typed in the help chat that the search looks for ("how do I return a tire" → return, tire). */
export const questionWords = (question: string) => searchWords(question).filter((w) => !QUESTION_WORDS.has(w));

/** The articles the help chat answers with, at most. */
export const HELP_ANSWERS_MAX = 3;

/** The sentence around the first word found in the page's text, or its description. */
function excerpt(page: ContentPage, words: string[]): string {
  const lower = page.text.toLowerCase();
  const at = Math.min(...words.map((w) => lower.indexOf(w)).filter((i) => i >= 0));
  if (!Number.isFinite(at)) return page.description;
  const start = Math.max(0, page.text.lastIndexOf(' ', Math.max(0, at - 60)) + 1);
  const endSpace = page.text.indexOf(' ', Math.min(page.text.length, at + 140));
  const end = endSpace === -1 ? page.text.length : endSpace;
  return `${start > 0 ? '… ' : ''}${page.text.slice(start, end).trim()}${end < page.text.length ? ' …' : ''}`;
}

/** The shop's own sections, first on the sitemap page. */
const SHOP_LINKS: ContentLink[] = [
  { path: shopPaths.tireSizes(), title: 'Tires by size', description: 'Every tire size we stock.' },
  { path: shopPaths.vehicles(), title: 'Tires by vehicle', description: 'Tires that fit your make, model and year.' },
  { path: shopPaths.brands(), title: 'Tire brands', description: 'Every brand and its tire lines.' },
  { path: shopPaths.categories(), title: 'Tire categories', description: 'All-season, winter, performance and more.' },
  { path: '/types', title: 'Tire types', description: 'Passenger, light truck, SUV and more.' },
  { path: '/tire-deals', title: 'Tire deals', description: 'Current rebates and sales.' },
  { path: '/tire-reviews', title: 'Tire reviews', description: 'What drivers say about their tires.' },
  { path: '/tire-shops', title: 'Tire shops', description: 'Installer shops near you.' },
  { path: shopPaths.trackOrder(), title: 'Track your order', description: 'Where your tires are now.' },
];

export function createContentLibrary(all: readonly ContentPage[]): ContentLibrary {
  const byPath = new Map(all.map((p) => [p.path, p]));
  const isLive = (page: ContentPage | undefined, now: Date): page is ContentPage =>
    !!page && page.published !== null && page.published.getTime() <= now.getTime();
  const live = (now: Date) => all.filter((p) => isLive(p, now));
  const byTitle = (a: ContentPage, b: ContentPage) => a.title.localeCompare(b.title);
  const link = (p: ContentPage): ContentLink => ({ path: p.path, title: p.title, description: p.description });

  const pageView = (page: ContentPage, breadcrumbs: ContentView['breadcrumbs'], groups: ContentLinkGroup[] = []): ContentView => ({
    title: page.title,
    description: page.description,
    html: page.html,
    published: page.published ? isoDay(page.published) : undefined,
    updated: page.updated ? isoDay(page.updated) : undefined,
    breadcrumbs,
    groups,
  });

  /** The categories of learn or press that have published pages, each with its pages. */
  const sectionGroups = (section: 'learn' | 'press', now: Date): ContentLinkGroup[] =>
    Object.entries(CONTENT_CATEGORIES[section]).flatMap(([category, title]) => {
      const links = live(now)
        .filter((p) => p.section === section && p.category === category)
        .sort(byTitle)
        .map(link);
      return links.length > 0 ? [{ title, path: `/${section}/${category}`, links }] : [];
    });

  const pagesOf = (category: string, now: Date) =>
    live(now)
      .filter((p) => p.section === 'pages' && p.category === category && !LIST_PAGES.has(p.slug))
      .sort(byTitle)
      .map(link);

  function sectionView(section: 'learn' | 'press', rest: string[], now: Date): ContentView | null {
    const intro = byPath.get(`/${section}`);
    if (!isLive(intro, now)) return null;
    const top = { label: intro.title, to: intro.path };
    if (rest.length === 0) return pageView(intro, [{ label: intro.title }], sectionGroups(section, now));
    const [category, slug] = rest;
    const name = CONTENT_CATEGORIES[section][category!];
    if (!name) return null;
    const inCategory = live(now)
      .filter((p) => p.section === section && p.category === category)
      .sort(byTitle);
    if (rest.length === 1) {
      if (inCategory.length === 0) return null;
      return {
        title: `${name} | ${intro.title}`,
        description: `${intro.title}: ${inCategory.length} ${inCategory.length === 1 ? 'article' : 'articles'} on ${name.toLowerCase()}.`,
        html: '',
        breadcrumbs: [top, { label: name }],
        groups: [{ title: 'Articles', links: inCategory.map(link) }],
      };
    }
    const page = byPath.get(`/${section}/${category}/${slug}`);
    if (rest.length > 2 || !isLive(page, now)) return null;
    const more = inCategory.filter((p) => p !== page).map(link);
    return pageView(
      page,
      [top, { label: name, to: `/${section}/${category}` }, { label: page.title }],
      more.length > 0 ? [{ title: `More on ${name.toLowerCase()}`, path: `/${section}/${category}`, links: more }] : [],
    );
  }

  /** The help center's search: pages with every word, those with the words in the title first. */
  function search(words: string[], now: Date): ContentLink[] {
    return live(now)
      .filter((p) => !LIST_PAGES.has(p.slug) || p.section !== 'pages')
      .map((p) => {
        const title = p.title.toLowerCase();
        const all = `${title} ${p.description.toLowerCase()} ${p.text.toLowerCase()}`;
        if (!words.every((w) => all.includes(w))) return null;
        const score =
          words.filter((w) => title.includes(w)).length * 3 + words.filter((w) => p.description.toLowerCase().includes(w)).length;
        return { page: p, score };
      })
      .filter((r) => r !== null)
      .sort((a, b) => b.score - a.score || byTitle(a.page, b.page))
      .map(({ page: p }) => ({ path: p.path, title: p.title, description: excerpt(p, words) }));
  }

  function helpCenterView(page: ContentPage, query: string, now: Date): ContentView {
    const words = searchWords(query);
    const view = pageView(
      page,
      [{ label: page.title }],
      [
        { title: 'Help topics', links: pagesOf('help', now) },
        ...sectionGroups('learn', now).map((g) => ({ ...g, title: `Guides: ${g.title.toLowerCase()}` })),
      ],
    );
    const asked = query.trim().slice(0, HELP_SEARCH_MAX_LENGTH);
    return { ...view, search: { query: asked, results: words.length === 0 ? null : search(words, now) } };
  }

  function sitemapView(page: ContentPage, now: Date): ContentView {
    const listPage = (slug: string) => {
      const p = byPath.get(`/${slug}`);
      return isLive(p, now) ? [link(p)] : [];
    };
    const groups: ContentLinkGroup[] = [
      { title: 'Shop', links: SHOP_LINKS },
      ...sectionGroups('learn', now).map((g) => ({ ...g, title: `Learn: ${g.title.toLowerCase()}` })),
      { title: 'Help', links: [...listPage('help-center'), ...pagesOf('help', now)] },
      { title: 'Company', links: [...pagesOf('company', now), ...listPage('press')] },
      ...sectionGroups('press', now).map((g) => ({ ...g, title: `Press: ${g.title.toLowerCase()}` })),
      { title: 'Programs and partners', links: pagesOf('programs', now) },
      { title: 'Legal', links: pagesOf('legal', now) },
    ];
    return pageView(
      page,
      [{ label: page.title }],
      groups.filter((g) => g.links.length > 0),
    );
  }

  return {
    view(pathname, query, now = new Date()) {
      const segments = pathname.split('/').filter(Boolean);
      const [first, ...rest] = segments;
      // One trailing slash is the same page (its canonical link names the address without it).
      if (!first || pathname.replace(/(.)\/$/, '$1') !== `/${segments.join('/')}`) return null;
      if (first === 'learn' || first === 'press') return sectionView(first, rest, now);
      const page = byPath.get(`/${first}`);
      if (rest.length > 0 || !isLive(page, now) || page.section !== 'pages') return null;
      if (first === 'help-center') return helpCenterView(page, query, now);
      if (first === 'sitemap') return sitemapView(page, now);
      return pageView(page, [{ label: page.title }]);
    },
    answers(question, now = new Date()) {
      const words = questionWords(question);
      return words.length === 0 ? [] : search(words, now).slice(0, HELP_ANSWERS_MAX);
    },
    paths(now = new Date()) {
      const pages = live(now).map((p) => p.path);
      const categories = (['learn', 'press'] as const).flatMap((s) =>
        byPath.has(`/${s}`) ? sectionGroups(s, now).map((g) => g.path!) : [],
      );
      return [...pages, ...categories].sort();
    },
  };
}

/** The library as the loaders' content source (app/pages/content/content-view.ts). */
export const contentSourceOf = (library: ContentLibrary): ContentSource => ({
  view: async (pathname, query) => library.view(pathname, query),
});
