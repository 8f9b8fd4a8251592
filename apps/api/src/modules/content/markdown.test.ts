// The content bodies' renderer: Markdown becomes HTML, and nothing that could run survives it.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders Markdown: paragraphs, emphasis, lists, tables', () => {
    const html = renderMarkdown('Save **more** with *SPC*.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<p>Save <strong>more</strong> with <em>SPC</em>.</p>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<td>1</td>');
  });

  it('removes a <script> in Markdown, with its content', () => {
    const html = renderMarkdown('Hello\n\n<script>alert("x")</script>\n\nInline <script>steal()</script> too');
    expect(html).not.toMatch(/<script|alert|steal\(\)/i);
    expect(html).toContain('Hello');
  });

  it('strips event handlers (onerror=, onclick=) and the tags that carry them', () => {
    const html = renderMarkdown(
      '<img src="x" onerror="alert(1)"> <p onclick="alert(2)">Text</p> <a href="/faq-help" onmouseover="alert(3)">FAQ</a>',
    );
    expect(html).not.toMatch(/onerror|onclick|onmouseover|alert|<img/i);
    expect(html).toContain('Text');
    expect(html).toContain('href="/faq-help"');
  });

  it('removes javascript: (and data:) link addresses, whatever their case or spacing', () => {
    for (const markdown of [
      '[click](javascript:alert(1))',
      '<a href="JaVaScRiPt:alert(1)">click</a>',
      '<a href=" javascript:alert(1)">click</a>',
      '[click](data:text/html;base64,PHNjcmlwdD4=)',
    ]) {
      const html = renderMarkdown(markdown);
      expect(html).not.toMatch(/javascript:|data:/i);
      expect(html).toContain('click');
    }
  });

  it('gives every link rel="noopener"; links leaving the site also open in a new tab without a referrer', () => {
    expect(renderMarkdown('[FAQ](/faq-help)')).toBe('<p><a href="/faq-help" rel="noopener">FAQ</a></p>');
    expect(renderMarkdown('[Office](https://www.priv.gc.ca/en/)')).toBe(
      '<p><a href="https://www.priv.gc.ca/en/" rel="noopener noreferrer" target="_blank">Office</a></p>',
    );
    expect(renderMarkdown('<a href="https://x.example" rel="opener" target="_self">x</a>')).toContain(
      'rel="noopener noreferrer" target="_blank"',
    );
    expect(renderMarkdown('[Write to us](mailto:privacy@spccard.ca)')).toContain('href="mailto:privacy@spccard.ca"');
  });

  it('starts headings at <h2> (the page title is the <h1>) and drops iframes, styles and forms', () => {
    const html = renderMarkdown(
      '# Title\n\n## Section\n\n<iframe src="https://x"></iframe><style>p{}</style><form><input></form>',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).not.toMatch(/<h1|<iframe|<style|<form|<input/);
  });
});
