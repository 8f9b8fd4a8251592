// The member's referral panel (spec §3 "Referral"; §1 "refer friends"), composed into /profile: their
// code, the link to share (GET /api/store/v2/referrals_codes) with a copy button whose result is said
// in a live region, and how many friends signed up (referral_count) and bought (referral_redemption_count).
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/page-shell.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { useReferralCodes } from '../api/get-referral-codes.ts';

/** The share link as an absolute address (the API may answer a path on this site). */
function absoluteUrl(shareUrl: string): string {
  if (/^https?:\/\//.test(shareUrl) || typeof window === 'undefined') return shareUrl;
  return new URL(shareUrl, window.location.origin).href;
}

export function ReferralPanel({ uid }: { uid: string }) {
  const { t } = useTranslation('plus');
  const { language } = useLanguage();
  const headingId = useId();
  const linkId = useId();
  const referrals = useReferralCodes(uid);
  const [copyMessage, setCopyMessage] = useState<string | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const count = (value: number) => new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA').format(value);

  let body;
  if (referrals.isPending) {
    body = (
      <p role="status" className="text-sm text-slate-600">
        {t('loading')}
      </p>
    );
  } else if (referrals.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-700">{t('referrals.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void referrals.refetch()} disabled={referrals.isFetching}>
          {t('referrals.retry')}
        </Button>
      </div>
    );
  } else {
    const { referral_code, referral_count, referral_redemption_count, share_url } = referrals.data;
    const link = absoluteUrl(share_url);
    const copy = async () => {
      try {
        if (!navigator.clipboard) throw new Error('No clipboard');
        await navigator.clipboard.writeText(link);
        setCopyMessage(t('referrals.copied'));
      } catch {
        // Without clipboard access (an insecure page, a refused permission) the link is selected instead.
        linkRef.current?.focus();
        linkRef.current?.select();
        setCopyMessage(t('referrals.copyFailed'));
      }
    };
    body = (
      <>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">{t('referrals.code')}</dt>
            <dd className="font-mono text-lg font-semibold tracking-wide text-slate-900">{referral_code}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('referrals.joined')}</dt>
            <dd className="text-lg font-semibold text-slate-900">{count(referral_count)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('referrals.bought')}</dt>
            <dd className="text-lg font-semibold text-slate-900">{count(referral_redemption_count)}</dd>
          </div>
        </dl>
        {referral_count === 0 ? <p className="text-sm text-slate-700">{t('referrals.none')}</p> : null}
        <div className="flex flex-col gap-1">
          <label htmlFor={linkId} className="text-sm font-semibold text-slate-800">
            {t('referrals.link')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              ref={linkRef}
              id={linkId}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900"
            />
            <Button variant="primary" onClick={() => void copy()}>
              {t('referrals.copy')}
            </Button>
          </div>
        </div>
      </>
    );
  }

  return (
    <Panel as="section" labelledBy={headingId}>
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {t('referrals.heading')}
        </h2>
        <p className="text-sm text-slate-700">{t('referrals.lead')}</p>
      </div>
      {body}
      {/* Always in the page, so the copy result is announced when it changes. */}
      <p role="status" aria-live="polite" className="text-sm font-medium text-emerald-800 empty:hidden">
        {copyMessage}
      </p>
    </Panel>
  );
}
