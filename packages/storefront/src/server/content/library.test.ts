import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createContentLibrary, loadContentLibrary, parseContentFile, questionWords, type ContentPage } from './library';

const file = (front: Record<string, string | boolean | undefined>, body = 'Some useful text.') =>
  `---\n${Object.entries(front)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n\n${body}\n`;

const about = { title: 'About us', description: 'Who we are.', category: 'company', slug: 'about', published: '2026-01-15' };

function page(name: string, front: Record<string, string | boolean | undefined>, body?: string): ContentPage {
  const result = parseContentFile(name, file(front, body));
  if (Array.isArray(result)) throw new Error(result.join('; '));
  return result;
}

describe('parseContentFile', () => {
  it('reads a page: its path, dates and rendered text', () => {
    const p = page('pages/about.md', { ...about, updated: '2026-03-01' }, '## Who\n\nWe sell **tires**.');
    expect(p).toMatchObject({ path: '/about', title: 'About us', category: 'company', text: 'Who We sell tires.' });
    expect(p.published?.toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(p.updated?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(p.html).toContain('<h2 id="who">Who</h2>');
    const article = page('learn/read-a-size.md', { ...about, category: 'tire-basics', slug: 'read-a-size' });
    expect(article.path).toBe('/learn/tire-basics/read-a-size');
  });

  it('names every missing required field', () => {
    expect(parseContentFile('pages/about.md', file({}))).toEqual([
      'front matter "title" is required (text)',
      'front matter "description" is required (text)',
      'front matter "category" is required (text)',
      'front matter "slug" is required (text)',
      'front matter "published" is required (a date such as 2026-03-01, or false for a draft)',
    ]);
  });

  it('refuses a slug that is not the file name, an unknown category, a bad date and an update before publishing', () => {
    const problems = parseContentFile(
      'learn/about.md',
      file({ ...about, slug: 'About Us', category: 'gossip', published: 'soon', updated: '2025-01-01' }),
    );
    expect(problems).toEqual([
      'front matter "category" must be one of tire-basics, buying, seasons, maintenance in learn/ (it is "gossip")',
      'front matter "slug" must be lower-case words joined by hyphens (it is "About Us")',
      'the file must be named after its slug: About Us.md',
      'front matter "published" must be a date such as 2026-03-01, or false for a draft',
    ]);
    expect(parseContentFile('pages/about.md', file({ ...about, updated: '2025-01-01' }))).toEqual([
      'front matter "updated" is before "published"',
    ]);
  });

  it('refuses unsafe links, a level-1 heading, an empty body and a file outside the sections', () => {
    expect(parseContentFile('pages/about.md', file(about, '# Title\n\n[x](javascript:alert(1))'))).toEqual([
      'the link "javascript:alert(1)" is not allowed (use /a-path, #an-anchor, https://…, mailto: or tel:)',
      'the title is the page’s only level-1 heading: start headings in the text at ##',
    ]);
    expect(parseContentFile('pages/about.md', file(about, ''))).toEqual(['the page has no text under its front matter']);
    expect(parseContentFile('about.md', file(about))).toEqual([
      'a content file belongs directly in pages/, learn/, press/ and ends in .md',
    ]);
    expect(parseContentFile('pages/about.md', '---\ntitle: [unclosed\n---\ntext')).toEqual([
      expect.stringMatching(/^the front matter is not valid YAML/),
    ]);
  });
});

describe('loadContentLibrary', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('stops with a message naming each bad file', () => {
    dir = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(dir, 'pages'));
    writeFileSync(join(dir, 'pages', 'about.md'), file(about));
    writeFileSync(join(dir, 'pages', 'terms.md'), file({ ...about, slug: 'terms', title: undefined }));
    expect(() => loadContentLibrary(dir!)).toThrow(
      'The content pages have problems:\n  content/pages/terms.md: front matter "title" is required (text)',
    );
  });

  it('loads the shop’s own content without a problem', () => {
    const library = loadContentLibrary(join(process.cwd(), 'packages/storefront/content'));
    for (const path of ['/about', '/contact', '/press', '/faqs', '/help-center', '/returns-and-refunds', '/free-shipping']) {
      expect(library.view(path, ''), path).not.toBeNull();
    }
    for (const path of ['/financing', '/military-discount', '/terms', '/privacy-policy', '/affiliates', '/partner-program']) {
      expect(library.view(path, ''), path).not.toBeNull();
    }
    for (const path of ['/installer-signup', '/learn', '/sales', '/tire-buying-guide', '/simplecrew', '/simplebusiness']) {
      expect(library.view(path, ''), path).not.toBeNull();
    }
    expect(library.view('/tire-sales', '')).not.toBeNull();
    expect(library.view('/sitemap', '')).not.toBeNull();
  });
});

describe('a content library', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const library = createContentLibrary([
    page('pages/about.md', about),
    page('pages/draft.md', { ...about, slug: 'draft', published: false }),
    page('pages/later.md', { ...about, slug: 'later', published: '2026-07-01' }),
    page('pages/learn.md', { ...about, slug: 'learn', title: 'Learn', category: 'help' }),
    page('pages/help-center.md', { ...about, slug: 'help-center', title: 'Help center', category: 'help' }),
    page('pages/returns.md', { ...about, slug: 'returns', title: 'Returns', category: 'help' }, 'Returns within 30 days of delivery.'),
    page('learn/size.md', { ...about, slug: 'size', title: 'Reading a size', category: 'tire-basics' }, 'The width comes first.'),
    page('learn/pressure.md', { ...about, slug: 'pressure', title: 'Pressure', category: 'maintenance' }, 'Check monthly.'),
  ]);

  it('shows a published page; a draft, a future page or an unknown path is no page', () => {
    expect(library.view('/about', '', now)?.title).toBe('About us');
    expect(library.view('/draft', '', now)).toBeNull();
    expect(library.view('/later', '', now)).toBeNull();
    expect(library.view('/later', '', new Date('2026-07-02'))?.title).toBe('About us');
    expect(library.view('/about/', '', now)?.title).toBe('About us');
    for (const path of [
      '/nope',
      '/about/more',
      '/about//',
      '//about',
      '/learn/seasons',
      '/learn/tire-basics/nope',
      '/learn/x/size',
      '/press',
    ]) {
      expect(library.view(path, '', now), path).toBeNull();
    }
    expect(library.paths(now)).toEqual([
      '/about',
      '/help-center',
      '/learn',
      '/learn/maintenance',
      '/learn/maintenance/pressure',
      '/learn/tire-basics',
      '/learn/tire-basics/size',
      '/returns',
    ]);
  });

  it('lists a section by category and an article with its breadcrumbs', () => {
    expect(library.view('/learn', '', now)?.groups).toEqual([
      {
        title: 'Tire basics',
        path: '/learn/tire-basics',
        links: [{ path: '/learn/tire-basics/size', title: 'Reading a size', description: 'Who we are.' }],
      },
      {
        title: 'Care and maintenance',
        path: '/learn/maintenance',
        links: [{ path: '/learn/maintenance/pressure', title: 'Pressure', description: 'Who we are.' }],
      },
    ]);
    expect(library.view('/learn/tire-basics/size', '', now)?.breadcrumbs).toEqual([
      { label: 'Learn', to: '/learn' },
      { label: 'Tire basics', to: '/learn/tire-basics' },
      { label: 'Reading a size' },
    ]);
  });

  it('answers a question with the search for its words, the question words left out, at most three', () => {
    expect(questionWords('How do I return my tires?')).toEqual(['return', 'tires']);
    expect(library.answers('How long do I have for returns?', now).map((r) => r.path)).toEqual(
      library.view('/help-center', 'long have returns', now)?.search?.results?.map((r) => r.path),
    );
    expect(library.answers('what is it', now)).toEqual([]);
  });

  it('searches the help articles’ titles and text; no match is an empty list', () => {
    const view = library.view('/help-center', 'RETURNS 30', now);
    expect(view?.search).toEqual({
      query: 'RETURNS 30',
      results: [{ path: '/returns', title: 'Returns', description: 'Returns within 30 days of delivery.' }],
    });
    expect(library.view('/help-center', 'width', now)?.search?.results?.map((r) => r.path)).toEqual(['/learn/tire-basics/size']);
    expect(library.view('/help-center', 'snow chains', now)?.search?.results).toEqual([]);
    expect(library.view('/help-center', '  ', now)?.search).toEqual({ query: '', results: null });
  });
});
