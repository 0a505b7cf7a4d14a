/**
 * The content pages' Markdown, rendered on the server only (the browser receives HTML, never this
 * module or markdown-it). Raw HTML in a file is shown as text, not passed through (`html: false`);
 * a link or image may point only at a path of the shop (`/…`), an anchor (`#…`), an https/http
 * address, `mailto:` or `tel:` — anything else (`javascript:`, `data:`, a relative `page`) is not
 * rendered as a link and is reported, so the content check can name the file. Headings get ids
 * (`## Returns` → `id="returns"`) so help answers can link to a section.
 */
import MarkdownIt, { type Token } from 'markdown-it';

export interface RenderedMarkdown {
  html: string;
  /** The words a reader sees (for search), whitespace collapsed. */
  text: string;
  /** The links the renderer refused, as written. */
  refusedLinks: string[];
  /** Level-1 headings in the body: the page's title is its only h1. */
  h1Count: number;
}

const ALLOWED_LINK = /^(?:\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

/** Whether a link target may be rendered (after markdown-it's normalisation). */
export const isAllowedLink = (url: string) => ALLOWED_LINK.test(url.trim());

// The refused links of the render under way (rendering is synchronous, so one list serves).
let refused: string[] = [];

const md = new MarkdownIt('default', { html: false, linkify: false, typographer: true });
md.validateLink = (url) => {
  if (isAllowedLink(url)) return true;
  refused.push(url);
  return false;
};

/** "Road hazard: what it covers?" → "road-hazard-what-it-covers". */
export const headingSlug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'section';

const inlineText = (token: Token | undefined) =>
  (token?.children ?? [])
    .filter((t) => t.type === 'text' || t.type === 'code_inline')
    .map((t) => t.content)
    .join('');

// Ids for headings, unique within the page ("returns", "returns-2").
md.core.ruler.push('heading_ids', (state) => {
  const used = new Map<string, number>();
  state.tokens.forEach((token, i) => {
    if (token.type !== 'heading_open') return;
    const base = headingSlug(inlineText(state.tokens[i + 1]));
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    token.attrSet('id', n === 1 ? base : `${base}-${n}`);
  });
});

// Links to other sites open as ordinary links but send no referrer details and get no opener.
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
md.renderer.rules.link_open = (tokens, i, options, env, self) => {
  const href = String(tokens[i]!.attrGet('href') ?? '');
  if (/^https?:/i.test(href)) tokens[i]!.attrSet('rel', 'noopener noreferrer');
  return defaultLinkOpen(tokens, i, options, env, self);
};

export function renderMarkdown(source: string): RenderedMarkdown {
  refused = [];
  try {
    const tokens = md.parse(source, {});
    const html = md.renderer.render(tokens, md.options, {});
    const words: string[] = [];
    for (const token of tokens) {
      if (token.type === 'inline') words.push(inlineText(token));
    }
    return {
      html,
      text: words.join(' ').replace(/\s+/g, ' ').trim(),
      refusedLinks: [...new Set(refused)],
      h1Count: tokens.filter((t) => t.type === 'heading_open' && t.tag === 'h1').length,
    };
  } finally {
    refused = [];
  }
}
