// The FAQ's search box (/faq-help): the questions whose question or answer holds every word typed,
// accents and case ignored, filtered in the browser as one types.
import type { Language } from '@spc/domain/constants';
import type { FaqGroup } from '@spc/domain/content';

/** Lower case, without accents, tags or entities: the text one matches words against. */
export function searchableText(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** The words of a query. */
export function queryWords(query: string): string[] {
  return searchableText(query).split(/\s+/).filter(Boolean);
}

/** The groups with only their entries that match `query` in `language`; groups left empty are dropped. */
export function filterFaq(groups: readonly FaqGroup[], query: string, language: Language): FaqGroup[] {
  const words = queryWords(query);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => {
        const text = searchableText(
          `${language === 'fr' ? entry.question_fr : entry.question_en} ${
            language === 'fr' ? entry.answer_fr_html : entry.answer_en_html
          }`,
        );
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.entries.length > 0);
}
