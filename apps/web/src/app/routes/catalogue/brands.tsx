// /brands (spec §2): every partner with a listed offer, A–Z, through GET /v2/partners, grouped by first
// letter with a letter index, filtered by category (`category` query = url name), each brand a link
// to its partner page.
import { localizedName } from '@spc/domain/category-names';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { getCategoriesQueryOptions, useCategories } from '../../../features/deals/api/get-categories.ts';
import { getBrandsQueryOptions, useBrands } from '../../../features/offers/api/get-brands.ts';
import { groupBrandsByLetter } from '../../../features/offers/brand-letters.ts';
import { BrandDirectory, BrandDirectorySkeleton } from '../../../features/offers/components/brand-directory.tsx';
import { BrandLetterIndex } from '../../../features/offers/components/brand-letter-index.tsx';
import { CategorySwitcher } from '../../../features/offers/components/category-switcher.tsx';
import { LoadErrorState } from '../../../features/offers/components/load-error-state.tsx';
import { OffersEmptyState } from '../../../features/offers/components/offers-empty-state.tsx';
import { PageMeta } from '../../../features/offers/components/page-meta.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { queryClientContext } from '../../../lib/query-client.ts';
import { PageHeading } from '../../../components/ui/page-shell.tsx';

export async function brandsLoader({ context }: LoaderFunctionArgs): Promise<null> {
  const queryClient = context.get(queryClientContext);
  // A failure is shown by the page (error state with a retry), not by the route's error element.
  await Promise.allSettled([
    queryClient.ensureQueryData(getBrandsQueryOptions()),
    queryClient.ensureQueryData(getCategoriesQueryOptions()),
  ]);
  return null;
}

export function BrandsRoute() {
  const { t } = useTranslation('catalogue-pages');
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const brandsQuery = useBrands();
  const categoriesQuery = useCategories({ retryOnMount: false });
  const categories = categoriesQuery.data?.categories;
  // An unknown category in the URL filters nothing: the list shows every brand and "All" is marked.
  const category = categories?.find((item) => item.url_name === searchParams.get('category'));
  const brands = brandsQuery.data?.partners.filter((brand) => !category || brand.category_ids.includes(category.id));
  const groups = brands ? groupBrandsByLetter(brands) : [];

  let content;
  if (brandsQuery.isError) {
    content = (
      <LoadErrorState
        title={t('brands.error.title')}
        body={t('brands.error.body')}
        retryLabel={t('brands.error.retry')}
        onRetry={() => void brandsQuery.refetch()}
        retrying={brandsQuery.isFetching}
      />
    );
  } else if (!brands) {
    content = <BrandDirectorySkeleton />;
  } else if (brands.length === 0) {
    content = (
      <OffersEmptyState
        title={t('brands.empty', { category: category ? localizedName(category, language) : '' })}
        action={
          <Link to={paths.brands()} className={buttonClasses()}>
            {t('brands.allBrands')}
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        <BrandLetterIndex letters={new Set(groups.map((group) => group.letter))} />
        <BrandDirectory groups={groups} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={t('brands.pageTitle')} description={t('brands.description')} />
      <PageHeading
        heading={t('brands.title')}
        lead={brands && brands.length > 0 ? t('brands.brandCount', { count: brands.length }) : null}
      />
      {categories ? (
        <CategorySwitcher
          categories={categories}
          active={category?.url_name}
          language={language}
          hrefFor={(urlName) => paths.brands(urlName)}
          label={t('brands.filter')}
        />
      ) : null}
      <section aria-label={t('brands.title')} className="flex flex-col gap-6">
        {content}
      </section>
    </div>
  );
}
