import { describe, expect, it } from 'vitest';
import { markdownToTree, treeToHtml } from './render-markdown.ts';

const html = (markdown: string) => treeToHtml(markdownToTree(markdown));

describe('markdownToTree', () => {
  it('renders headings, links, lists, quotes, tables, code and images', () => {
    const out = html(
      [
        '## Why speed matters',
        '',
        'Read [our SEO service](/services/seo) and *this*.',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '> A quote.',
        '',
        '| Page | Time |',
        '| ---- | ---: |',
        '| Home | 1.2 s |',
        '',
        '```ts',
        'const a = 1 < 2;',
        '```',
        '',
        'Use `npm test`.',
        '',
        '![A chart of load times](/images/blog/chart.svg)',
      ].join('\n'),
    );
    expect(out).toContain('<h2>Why speed matters</h2>');
    expect(out).toContain('<a href="/services/seo">our SEO service</a>');
    expect(out).toContain('<em>this</em>');
    expect(out).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(out).toContain('<ol>\n<li>first</li>\n</ol>');
    expect(out).toContain('<blockquote>\n<p>A quote.</p>\n</blockquote>');
    expect(out).toContain('<th>Page</th>');
    expect(out).toContain('<td align="right">1.2 s</td>');
    expect(out).toContain('<pre><code class="language-ts">const a = 1 &#x3C; 2;\n</code></pre>');
    expect(out).toContain('<code>npm test</code>');
    expect(out).toContain('<img src="/images/blog/chart.svg" alt="A chart of load times">');
  });

  it('sanitises raw HTML away: no script, style, iframe, event handler or javascript: URL', () => {
    const out = html(
      [
        '<script>alert(1)</script>',
        '',
        '<div onclick="alert(2)">Click</div>',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        'Text <img src=x onerror="alert(3)"> <style>body{display:none}</style>',
        '',
        '[a link](javascript:alert(4))',
      ].join('\n'),
    );
    expect(out).not.toMatch(/<script|<div|<iframe|<style|<img|onclick|onerror|javascript:/i);
    // What was between the tags is left as harmless text.
    expect(out).toContain('<p>Text  body{display:none}</p>');
    expect(out).toContain('<a>a link</a>');
  });
});
