// The content model is bilingual field by field (`title_en`, `title_fr`, `body_en_html`…): the reader's
// language picks one.
import type { Language } from '@spc/domain/constants';

/** `record[field_en]` or `record[field_fr]`, by language. */
export function localized<F extends string>(
  record: Record<`${F}_en` | `${F}_fr`, string>,
  field: F,
  language: Language,
): string {
  return record[`${field}_${language}`];
}

/** The same for the rendered bodies (`body_en_html`, `body_fr_html`). */
export function localizedHtml<F extends string>(
  record: Record<`${F}_en_html` | `${F}_fr_html`, string>,
  field: F,
  language: Language,
): string {
  return record[`${field}_${language}_html`];
}
