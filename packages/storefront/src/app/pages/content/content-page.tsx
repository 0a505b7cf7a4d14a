/**
 * Every content page (spec storefront §2): an article or an informational page with its text, a
 * list of a section's articles (/learn, /learn/{category}, /press …), the help center with its
 * search, and the sitemap page. The text is HTML the server rendered from the page's Markdown
 * (server/content/markdown.ts: no raw HTML, only safe links); its links to the shop's own pages
 * navigate in place, like the shell's.
 */
import { useEffect, useId, useRef } from 'react';
import { data, Form, Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { Breadcrumbs, PageIntro } from '../catalogue/page-parts';
import { MilitaryPanel, militaryPanelOf, type MilitaryPanelView } from './military-panel';
import { browserContentSource, HELP_SEARCH_MAX_LENGTH, type ContentLink, type ContentLinkGroup, type ContentView } from './content-view';

export async function contentLoader({
  request,
  context,
}: LoaderFunctionArgs): Promise<ContentView & { military: MilitaryPanelView | null }> {
  const url = new URL(request.url);
  const shop = storefrontContext(context);
  const source = shop.content ?? browserContentSource;
  const view = await source.view(url.pathname, url.searchParams.get('q') ?? '');
  // spec §8: an unknown or unpublished page is the 404 page, never a server error.
  if (!view) throw data({ message: 'Not found' }, { status: 404 });
  return { ...view, military: militaryPanelOf(url, shop.variant) };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));

/** The rendered Markdown; a click on a link to the shop's own page navigates without a reload. */
export function Prose({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest('a');
      const href = anchor?.getAttribute('href');
      if (!href?.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's Markdown renderer escapes raw HTML and refuses unsafe links.
  return <div ref={ref} className="sf-prose" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Links, each with its one-line description. */
function LinkList({ links }: { links: ContentLink[] }) {
  return (
    <ul>
      {links.map((l) => (
        <li key={l.path}>
          <Link to={l.path}>{l.title}</Link>
          <p>{l.description}</p>
        </li>
      ))}
    </ul>
  );
}

function LinkGroup({ group }: { group: ContentLinkGroup }) {
  const id = useId();
  return (
    <section className="sf-content__group" aria-labelledby={id}>
      <h2 id={id}>{group.path ? <Link to={group.path}>{group.title}</Link> : group.title}</h2>
      <LinkList links={group.links} />
    </section>
  );
}

/** The help center's search: a GET form (it works before the page's script loads), results as links. */
function HelpSearch({ search }: { search: NonNullable<ContentView['search']> }) {
  const id = useId();
  const { query, results } = search;
  return (
    <section className="sf-content__search" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Search the help center</h2>
      <Form method="get" action="/help-center" role="search" className="sf-content__search-form">
        <div className="ts-field">
          <label htmlFor={`${id}-q`}>Words to look for</label>
          <input key={query} id={`${id}-q`} type="search" name="q" defaultValue={query} maxLength={HELP_SEARCH_MAX_LENGTH} />
        </div>
        <button type="submit" className="ts-button">
          Search
        </button>
      </Form>
      {results && (
        <div className="sf-content__results">
          <h3 aria-live="polite">
            {results.length === 0
              ? `No help articles match “${query}”`
              : `${results.length} ${results.length === 1 ? 'article matches' : 'articles match'} “${query}”`}
          </h3>
          {results.length === 0 ? (
            <p>
              Try fewer or other words (for example “returns”, “financing” or “road hazard”), browse the topics below, or{' '}
              <Link to="/contact">contact our team</Link>.
            </p>
          ) : (
            <LinkList links={results} />
          )}
        </div>
      )}
    </section>
  );
}

export function ContentPage() {
  const view = useLoaderData() as ContentView & { military: MilitaryPanelView | null };
  const changed = view.updated && view.updated !== view.published ? view.updated : undefined;
  return (
    <div className="sf-container sf-content">
      <PageHead title={view.title} description={view.description} />
      <Breadcrumbs items={view.breadcrumbs} />
      <article>
        <PageIntro title={view.breadcrumbs.at(-1)?.label ?? view.title} lead={view.html ? undefined : view.description} />
        {changed && (
          <p className="sf-content__date">
            Updated <time dateTime={changed}>{day(changed)}</time>
          </p>
        )}
        {view.html && <Prose html={view.html} />}
        {view.military && <MilitaryPanel view={view.military} />}
      </article>
      {view.search && <HelpSearch search={view.search} />}
      {view.groups.map((g) => (
        <LinkGroup key={g.title} group={g} />
      ))}
    </div>
  );
}
