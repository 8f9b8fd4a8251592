// The campaign modals (spec §2 modals "Ads", "email capture", "promo code redemption", "travel photo",
// "new member promotion"; §3 "Ads modal", "Email opt modal"). Each is a Radix dialog (Escape, outside
// click, close button, focus restored: components/ui/dialog.tsx); the host (campaign-host.tsx) opens one
// at a time. Links are plain anchors: the host lives in a React root of its own, outside the router.
import type { Ad, EmailOptModal } from '@spc/domain/campaign-modals';
import type { PromoCodeResponse } from '@spc/domain/store';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogContent, DialogRoot } from '../../../components/ui/dialog.tsx';
import { apiGet, ApiError } from '../../../lib/api-client.ts';
import { promoCodeResponseSchema } from '@spc/domain/store';
import { SUBSCRIBE_TOKEN_PATTERN } from '@spc/domain/marketing';
import { confirmSubscription } from '../api/subscribe.ts';
import { submitTravelPhoto } from '../api/submit-travel-photo.ts';
import { markSubscribedHere } from '../campaign-storage.ts';
import { EmailCaptureForm } from './email-capture-form.tsx';

type Language = 'en' | 'fr';

function CampaignDialog({
  title,
  showTitle = true,
  description,
  onClose,
  closeOnlyWithButton = false,
  children,
}: {
  title: string;
  showTitle?: boolean;
  description?: string;
  onClose: () => void;
  closeOnlyWithButton?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('campaigns');
  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={title}
        showTitle={showTitle}
        {...(description && { description })}
        closeLabel={t('modal.close')}
        layout="centered"
        closeOnlyWithButton={closeOnlyWithButton}
      >
        <div data-campaign-modal="" className="mt-3 flex flex-col gap-4">
          {children}
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

/** The ad's picture: the mobile one on phones (spec §9 "Mobile up to 500"). */
function AdPicture({ desktop, mobile, alt }: { desktop: string; mobile: string; alt: string }) {
  return (
    <picture>
      <source media="(max-width: 500px)" srcSet={mobile} />
      <img src={desktop} alt={alt} width={960} height={600} className="h-auto w-full rounded-xl" />
    </picture>
  );
}

export function AdsModal({ ad, language, onClose }: { ad: Ad; language: Language; onClose: () => void }) {
  const { t } = useTranslation('campaigns');
  const url = language === 'fr' ? ad.url_fr : ad.url_en;
  const picture = (
    <AdPicture
      desktop={language === 'fr' ? ad.image_fr : ad.image_en}
      mobile={language === 'fr' ? ad.image_mobile_fr : ad.image_mobile_en}
      alt={t('ads.title')}
    />
  );
  return (
    <CampaignDialog title={t('ads.title')} showTitle={false} onClose={onClose}>
      {ad.is_clickable && url ? (
        <>
          <a href={url} className="block">
            {picture}
          </a>
          <a href={url} className="self-start rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white">
            {t('ads.open')}
          </a>
        </>
      ) : (
        picture
      )}
    </CampaignDialog>
  );
}

export function EmailCaptureModal({
  modal,
  language,
  onClose,
}: {
  modal: EmailOptModal | undefined;
  language: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation('campaigns');
  const title = modal ? (language === 'fr' ? modal.title_fr : modal.title_en) : t('capture.title');
  const description = modal
    ? language === 'fr'
      ? modal.description_fr
      : modal.description_en
    : t('capture.description');
  return (
    <CampaignDialog title={title} description={description} onClose={onClose}>
      {modal ? (
        <AdPicture
          desktop={language === 'fr' ? modal.image_fr : modal.image_en}
          mobile={language === 'fr' ? modal.image_mobile_fr : modal.image_mobile_en}
          alt=""
        />
      ) : null}
      <EmailCaptureForm autoFocus />
      {modal ? <p className="text-xs text-slate-600">{language === 'fr' ? modal.text_fr : modal.text_en}</p> : null}
    </CampaignDialog>
  );
}

export function NewMemberPromotionModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('campaigns');
  return (
    <CampaignDialog title={t('newMember.title')} onClose={onClose}>
      <p>{t('newMember.body')}</p>
      <a href="/trending" className="self-start rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white">
        {t('newMember.action')}
      </a>
    </CampaignDialog>
  );
}

export function PromoCodeModal({ code, language, onClose }: { code: string; language: Language; onClose: () => void }) {
  const { t } = useTranslation('campaigns');
  const query = useQuery({
    queryKey: ['campaigns', 'promo-code', code],
    queryFn: ({ signal }): Promise<PromoCodeResponse> =>
      apiGet(`/partners/validatePromoCode/${encodeURIComponent(code)}`, promoCodeResponseSchema, { signal }),
    retry: false,
  });
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  const promo = query.data;
  return (
    <CampaignDialog title={t('promo.title')} onClose={onClose}>
      {query.isPending ? <p role="status">{t('promo.checking')}</p> : null}
      {promo ? (
        <>
          <p>
            {promo.discount.kind === 'percent'
              ? t('promo.percent', { code: promo.code, value: promo.discount.value })
              : t('promo.amount', {
                  code: promo.code,
                  amount: new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(
                    promo.discount.value / 100,
                  ),
                })}
          </p>
          {promo.valid_until ? (
            <p className="text-sm text-slate-700">
              {t('promo.until', {
                date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(promo.valid_until)),
              })}
            </p>
          ) : null}
          <a
            href={`/purchase?promo=${encodeURIComponent(promo.code)}`}
            className="self-start rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white"
          >
            {t('promo.action')}
          </a>
        </>
      ) : null}
      {query.isError ? (
        <>
          <p role="alert">{t('promo.invalid', { code })}</p>
          <a href="/purchase" className="self-start rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white">
            {t('promo.join')}
          </a>
        </>
      ) : null}
    </CampaignDialog>
  );
}

const PHOTO_ERRORS = [
  'PHOTO_EMPTY',
  'PHOTO_TOO_LARGE',
  'PHOTO_TYPE',
  'PHOTO_UNREADABLE',
  'CONTEST_NOT_RUNNING',
  'PHOTO_LIMIT',
] as const;

export function TravelPhotoModal({ contest, onClose }: { contest: string; onClose: () => void }) {
  const { t } = useTranslation('campaigns');
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError('PHOTO_EMPTY');
      return;
    }
    setState('sending');
    setError(null);
    try {
      await submitTravelPhoto(contest, file, caption);
      setState('sent');
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : '';
      setError((PHOTO_ERRORS as readonly string[]).includes(code) ? code : 'generic');
      setState('idle');
    }
  }

  return (
    <CampaignDialog title={t('travel.title')} onClose={onClose}>
      <p>{t('travel.body', { contest })}</p>
      {state === 'sent' ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950">
          {t('travel.sent')}
        </p>
      ) : (
        <form onSubmit={(event) => void send(event)} className="flex flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('travel.fileLabel')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="font-normal"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('travel.captionLabel')}
            <input
              type="text"
              maxLength={200}
              value={caption}
              onChange={(event) => setCaption(event.target.value)}
              className="min-h-11 rounded-lg border border-slate-400 px-3 font-normal"
            />
          </label>
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {t(`travel.errors.${error as (typeof PHOTO_ERRORS)[number] | 'generic'}`)}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={state === 'sending'}
            className="min-h-11 self-start rounded-lg bg-slate-900 px-5 font-semibold text-white disabled:bg-slate-400"
          >
            {state === 'sending' ? t('travel.sending') : t('travel.submit')}
          </button>
        </form>
      )}
    </CampaignDialog>
  );
}

type ConfirmState = { kind: 'idle' | 'working' | 'invalid' | 'failed' } | { kind: 'done'; email: string };

/**
 * The double opt-in's last step: the e-mailed link opens the deals page with this dialog. Opening it
 * confirms nothing (a mail scanner follows links); the button posts the token.
 */
export function ConfirmSubscriptionModal({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation('campaigns');
  const [state, setState] = useState<ConfirmState>(
    SUBSCRIBE_TOKEN_PATTERN.test(token) ? { kind: 'idle' } : { kind: 'invalid' },
  );
  async function confirm() {
    setState({ kind: 'working' });
    try {
      const result = await confirmSubscription(token);
      markSubscribedHere();
      setState({ kind: 'done', email: result.email });
    } catch (error) {
      setState({ kind: error instanceof ApiError && error.status === 404 ? 'invalid' : 'failed' });
    }
  }
  return (
    <CampaignDialog title={t('confirm.title')} onClose={onClose} closeOnlyWithButton>
      {state.kind === 'done' ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-3 text-emerald-950">
          {t('confirm.done', { email: state.email })}
        </p>
      ) : state.kind === 'invalid' ? (
        <>
          <p role="alert">{t('confirm.invalid')}</p>
          <EmailCaptureForm />
        </>
      ) : (
        <>
          <p>{t('confirm.lead')}</p>
          {state.kind === 'failed' ? <p role="alert">{t('confirm.failed')}</p> : null}
          <button
            type="button"
            disabled={state.kind === 'working'}
            onClick={() => void confirm()}
            className="min-h-11 self-start rounded-lg bg-slate-900 px-5 font-semibold text-white disabled:bg-slate-400"
          >
            {state.kind === 'working' ? t('confirm.working') : t('confirm.action')}
          </button>
        </>
      )}
    </CampaignDialog>
  );
}
