// The brands page's letter index: a jump link per letter that has brands; the others are shown
// greyed out and are not links, so the index keeps its A–Z shape.
import { useTranslation } from 'react-i18next';
import { BRAND_LETTERS, OTHER_LETTER, brandLetterId } from '../brand-letters.ts';

export function BrandLetterIndex({ letters }: { letters: ReadonlySet<string> }) {
  const { t } = useTranslation('catalogue-pages');
  return (
    <nav aria-label={t('brands.index')}>
      <ul className="flex flex-wrap gap-1">
        {BRAND_LETTERS.map((letter) => {
          // '#' is read out as what it stands for.
          const text =
            letter === OTHER_LETTER ? (
              <>
                <span aria-hidden="true">{letter}</span>
                <span className="sr-only">{t('brands.otherLetter')}</span>
              </>
            ) : (
              letter
            );
          const cell = 'flex size-9 items-center justify-center rounded-lg text-sm';
          return (
            <li key={letter}>
              {letters.has(letter) ? (
                <a
                  href={`#${brandLetterId(letter)}`}
                  className={`${cell} bg-slate-100 font-semibold text-slate-900 hover:bg-brand-600 hover:text-white`}
                >
                  {text}
                </a>
              ) : (
                // Not a link: nothing to jump to. Grey, as a disabled control would be (slate-500 keeps the 4.5:1 contrast).
                <span className={`${cell} text-slate-500`}>{text}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
