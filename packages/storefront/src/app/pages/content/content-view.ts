/**
 * What a content page shows (spec storefront §2: /learn…, /press…, /about, /faqs, /help-center,
 * the catch-all /{slug} …): the page's text as HTML the server rendered from its Markdown file,
 * and lists of links (the articles of a category, the help center's search results, the sitemap).
 * The server answers from the content it loaded at start (server/content/library.ts); a page in
 * the browser asks the shop's server for the same view (`/_content`), so the Markdown pipeline
 * never reaches the browser.
 */

export interface ContentLink {
  path: string;
  title: string;
  /** One sentence under the title: the page's description, or for a search result the words around the match. */
  description: string;
}

export interface ContentLinkGroup {
  title: string;
  /** The group's own page (a learn category), if it has one. */
  path?: string;
  links: ContentLink[];
}

export interface ContentView {
  title: string;
  description: string;
  /** The page's text, rendered from Markdown on the server; empty for a plain list. */
  html: string;
  /** YYYY-MM-DD. */
  published?: string;
  updated?: string;
  /** Where the page sits under Home; the last entry is the page itself. */
  breadcrumbs: { label: string; to?: string }[];
  groups: ContentLinkGroup[];
  /** The help center's search: the words asked and the articles found (none asked: null). */
  search?: { query: string; results: ContentLink[] | null };
}

/** The content a loader reads: the server's library, or the shop's server from the browser. */
export interface ContentSource {
  /** The view of a content path, or null when there is no published page there (a 404). */
  view(pathname: string, query: string): Promise<ContentView | null>;
}

/** The shop server's JSON answer for a content path (server/shop-server.ts). */
export const CONTENT_ENDPOINT = '/_content';

/** spec §2 help center: the search words are cut at this length. */
export const HELP_SEARCH_MAX_LENGTH = 100;

export const contentRequestUrl = (pathname: string, query: string) => {
  const params = new URLSearchParams({ path: pathname });
  if (query) params.set('q', query);
  return `${CONTENT_ENDPOINT}?${params}`;
};

/** In the browser: the server's view of the path, over the shop's own origin. */
export const browserContentSource: ContentSource = {
  async view(pathname, query) {
    const res = await fetch(contentRequestUrl(pathname, query), { headers: { Accept: 'application/json' } });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`The page could not be loaded (${res.status}).`);
    return (await res.json()) as ContentView;
  },
};
