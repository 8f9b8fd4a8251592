// The plain-text part, written from the HTML that the same React tree rendered, by React Email's
// `toPlainText` (html-to-text) with a few rules of ours so the text reads like a letter: each action as
// "Label:" with its URL on the next line, each figure as "Label: value", a "--" signature line.
import { toPlainText } from '@react-email/render';
import type { FormatCallback, HtmlToTextOptions } from 'html-to-text';

/** "Label:" then the URL on a line of its own (`data-text-link` links). */
const actionLink: FormatCallback = (elem, walk, builder, options) => {
  walk(elem.children, builder);
  builder.addInline(String(options.colon));
  builder.addLineBreak();
  const { attribs } = elem as { attribs?: Record<string, string> };
  builder.addInline(attribs?.href ?? '', { noWordTransform: true });
};

/** A figure's label, then the colon; its value follows on the same line. */
const figureLabel: FormatCallback = (elem, walk, builder, options) => {
  walk(elem.children, builder);
  // The trailing space separates the value, which follows without any in the HTML.
  builder.addInline(`${String(options.colon)} `);
};

const signature: FormatCallback = (_elem, _walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addLiteral('--');
  builder.closeBlock({ trailingLineBreaks: 1 });
};

/** `colon`: how the language writes a colon after a label (French puts a no-break space before it). */
export function plainText(html: string, colon: string): string {
  const options: HtmlToTextOptions = {
    formatters: { actionLink, figureLabel, signature },
    selectors: [
      { selector: 'a[data-text-link=true]', format: 'actionLink', options: { colon } },
      { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
      { selector: 'th[scope=row]', format: 'figureLabel', options: { colon } },
      { selector: 'td', format: 'inline' },
      { selector: 'hr', format: 'signature' },
      { selector: 'p[data-text-signature=true]', format: 'block', options: { leadingLineBreaks: 1 } },
    ],
  };
  return `${toPlainText(html, options).trim()}\n`;
}
