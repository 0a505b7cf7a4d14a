import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('shows raw HTML as text instead of passing it through', () => {
    const { html } = renderMarkdown('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<div onclick="x()">box</div>');
    expect(html).not.toMatch(/<script|<img|<div/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('renders no javascript:, data: or protocol-relative link, and reports each', () => {
    const source = [
      '[one](javascript:alert(1))',
      '[two](JaVaScRiPt:alert(1))',
      '[three](&#106;avascript:alert(1))',
      '[four](data:text/html;base64,PHNjcmlwdD4=)',
      '![five](javascript:alert(1))',
      '[six](//evil.example/x)',
      '[seven](relative-page)',
    ].join('\n\n');
    const { html, refusedLinks } = renderMarkdown(source);
    expect(html).not.toMatch(/href="|src="/);
    expect(html.toLowerCase()).not.toContain('href="javascript');
    expect(refusedLinks).toEqual(
      expect.arrayContaining(['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '//evil.example/x', 'relative-page']),
    );
  });

  it('renders the shop’s paths, anchors, web, mail and phone links; other sites get no referrer or opener', () => {
    const { html, refusedLinks } = renderMarkdown(
      '[a](/returns-and-refunds) [b](#fees) [c](https://www.nhtsa.gov/) [d](mailto:help@shop.example) [e](tel:+18884100604)',
    );
    expect(refusedLinks).toEqual([]);
    expect(html).toContain('<a href="/returns-and-refunds">a</a>');
    expect(html).toContain('<a href="#fees">b</a>');
    expect(html).toContain('<a href="https://www.nhtsa.gov/" rel="noopener noreferrer">c</a>');
    expect(html).toContain('<a href="mailto:help@shop.example">d</a>');
    expect(html).toContain('<a href="tel:+18884100604">e</a>');
  });

  it('gives headings ids a link can point to, unique on the page', () => {
    const { html, h1Count } = renderMarkdown('## Road hazard: what’s covered?\n\n### Fees\n\n## Fees');
    expect(html).toContain('<h2 id="road-hazard-what-s-covered">');
    expect(html).toContain('<h3 id="fees">Fees</h3>');
    expect(html).toContain('<h2 id="fees-2">Fees</h2>');
    expect(h1Count).toBe(0);
    expect(renderMarkdown('# Title').h1Count).toBe(1);
  });

  it('keeps the words a reader sees for search, without markup', () => {
    const { text } = renderMarkdown('## Fees\n\nA **$20** handling fee per tire, see [returns](/returns-and-refunds).');
    expect(text).toBe('Fees A $20 handling fee per tire, see returns.');
  });
});
