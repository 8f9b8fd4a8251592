// The brands A–Z: a section per letter (its heading is the jump target), each brand a link to its
// partner page with its logo, name and number of offers. Also the list's loading skeleton.
import type { Brand } from '@spc/domain/catalogue-responses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Picture } from '../../../components/ui/picture.tsx';
import { paths } from '../../../lib/paths.ts';
import { OTHER_LETTER, brandLetterId, type BrandGroup } from '../brand-letters.ts';

const listClass = 'grid grid-cols-1 gap-2 tablet:grid-cols-2 tablet:gap-3 desktop:grid-cols-3 header:grid-cols-4';

function BrandItem({ brand }: { brand: Brand }) {
  const { t } = useTranslation('catalogue-pages');
  return (
    <li>
      <Link
        to={paths.partner(brand.url_name)}
        className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-2.5 shadow-sm tablet:p-3 transition hover:border-brand-600 hover:shadow-md"
      >
        <span className="size-12 shrink-0 overflow-hidden rounded-xl border border-slate-100 bg-slate-50">
          {/* Decorative: the brand's name is beside it. */}
          {brand.logo ? <Picture image={brand.logo} sizes="48px" decorative className="size-full" /> : null}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold break-words text-slate-900">{brand.partner_name}</span>
          <span className="text-sm text-slate-600">{t('brands.offerCount', { count: brand.offer_count })}</span>
        </span>
      </Link>
    </li>
  );
}

export function BrandDirectory({ groups }: { groups: readonly BrandGroup[] }) {
  const { t } = useTranslation('catalogue-pages');
  return (
    <div className="flex flex-col gap-8">
      {groups.map(({ letter, brands }) => {
        const id = brandLetterId(letter);
        return (
          <section key={letter} aria-labelledby={id} className="flex flex-col gap-3">
            {/* scroll-mt keeps the letter clear of the sticky header after a jump. */}
            <h2 id={id} className="scroll-mt-24 text-2xl font-bold text-slate-900">
              {letter === OTHER_LETTER ? (
                <>
                  <span aria-hidden="true">{letter}</span>
                  <span className="sr-only">{t('brands.otherLetter')}</span>
                </>
              ) : (
                letter
              )}
            </h2>
            <ul className={listClass}>
              {brands.map((brand) => (
                <BrandItem key={brand.partner_id} brand={brand} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export function BrandDirectorySkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation('catalogue-pages');
  return (
    <div>
      <p role="status" className="sr-only">
        {t('brands.loading')}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-3">
        <div className="h-7 w-8 animate-pulse rounded bg-slate-200" />
        <ul className={listClass}>
          {Array.from({ length: count }, (_, index) => (
            <li key={index} className="flex animate-pulse items-center gap-3 rounded-2xl border border-slate-200 p-3">
              <div className="size-12 rounded-xl bg-slate-200" />
              <div className="flex flex-1 flex-col gap-2">
                <div className="h-4 w-2/3 rounded bg-slate-200" />
                <div className="h-3 w-1/3 rounded bg-slate-200" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
