// The offer as a member would see it (issue 20 item 3): the console asks the API for the offer page's
// own data (GET …/preview answers what the public offer call answers, whatever the offer's state) and
// draws the page's parts — cover, logo, title, how the code is shown, description, legal text and stores —
// in either language. It is a faithful reading of the data, not the public page's code (the console may
// not import the public features); a live offer also links to the public page itself.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAdminCatalogues } from '../i18n.ts';
import { offerPreviewQuery } from './api.ts';

export function OfferPreview({ offerId }: { offerId: number }) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const [language, setLanguage] = useState<'en' | 'fr'>(i18n.language === 'fr' ? 'fr' : 'en');
  // The member's words in the preview's language, whichever language the console is read in.
  const [, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    void loadAdminCatalogues(i18n, language).then(() => live && setLoaded((count) => count + 1));
    return () => {
      live = false;
    };
  }, [i18n, language]);
  const preview = useQuery(offerPreviewQuery(offerId));
  if (preview.isPending) return <p aria-busy="true">{t('common.loading')}</p>;
  if (preview.error) return <p role="alert">{t('common.loadFailed')}</p>;
  const { page, state, public_path } = preview.data;
  const { offer, partner, legal } = page;
  const text = (en: string, fr: string) => (language === 'fr' ? fr : en);
  return (
    <section aria-labelledby="preview-title" className="flex max-w-4xl flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="preview-title" className="text-xl font-bold">
          {t('preview.title')}
        </h2>
        <div role="group" aria-label={t('preview.language')} className="flex gap-1">
          {(['en', 'fr'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={language === value}
              onClick={() => setLanguage(value)}
              className="rounded border border-slate-300 px-2 py-1 text-sm aria-pressed:bg-slate-800 aria-pressed:text-white"
            >
              {t(`preview.languages.${value}`)}
            </button>
          ))}
        </div>
        {state === 'live' ? (
          <a className="text-sm underline" href={public_path} target="_blank" rel="noreferrer">
            {t('offer.status.openPublic')}
          </a>
        ) : (
          <p className="text-sm text-slate-700">{t('preview.notLive')}</p>
        )}
      </div>
      <article lang={language} className="overflow-hidden rounded-xl border border-slate-200 shadow-sm">
        {offer.cover ? (
          <img
            src={offer.cover.src}
            alt={text(offer.cover.alt_en, offer.cover.alt_fr)}
            width={offer.cover.width}
            height={offer.cover.height}
            className="aspect-video w-full object-cover"
            style={{ backgroundColor: offer.cover.color }}
          />
        ) : null}
        <div className="flex flex-col gap-3 p-4">
          <div className="flex items-center gap-3">
            <img
              src={partner.logo?.src ?? partner.logo_url}
              alt={partner.partner_name}
              width={56}
              height={56}
              className="rounded-lg border border-slate-200"
            />
            <p className="font-semibold">{partner.partner_name}</p>
            {offer.is_spc_plus ? <span className="rounded bg-red-700 px-2 py-0.5 text-xs text-white">SPC+</span> : null}
            {offer.is_verified_students_only ? (
              <span className="rounded bg-slate-800 px-2 py-0.5 text-xs text-white">
                {t('preview.verifiedOnly', { lng: language })}
              </span>
            ) : null}
          </div>
          <h3 className="text-2xl font-bold">{text(offer.title_en, offer.title_fr)}</h3>
          <p className="text-sm text-slate-700">{t(`preview.howToUse.${offer.display_kind}`, { lng: language })}</p>
          <p className="whitespace-pre-line">{text(offer.description_en, offer.description_fr)}</p>
          {text(legal.legal_en, legal.legal_fr) ? (
            <p className="whitespace-pre-line text-xs text-slate-600">{text(legal.legal_en, legal.legal_fr)}</p>
          ) : null}
          {page.stores.length > 0 ? (
            <p className="text-sm text-slate-700">
              {t('preview.stores', { lng: language, count: page.stores.length })}
            </p>
          ) : null}
        </div>
      </article>
    </section>
  );
}
