// What a member gets when they reveal an offer (spec §3 "Display kinds", docs/api-member-offers.md
// "Codes"): the code, big and selectable, with a copy button whose result is said in a live region (or
// "no code needed"); for in-store use or a card_number offer, their card number as spec §5 writes it
// with the way to their digital card; for online use the tracked link to the partner (the API recorded
// the click already); a note when the code was revealed before; "Did it work?" (issue 23 item 12); and,
// during a free trial, an invitation to buy the full membership.
import { formatCardNumber } from '@spc/domain/card-vocabulary';
import type { CodeResponse } from '@spc/domain/member-offers';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { DidItWork } from './did-it-work.tsx';

interface RevealedOfferProps {
  result: CodeResponse;
  offerId: number;
  /** The member's id (their queries' keys). */
  uid: string;
  partnerName: string;
  isFreeTrial: boolean;
  /** Called when the member follows a link out of the dialog (it closes). */
  onLeave: () => void;
}

export function RevealedOffer({ result, offerId, uid, partnerName, isFreeTrial, onLeave }: RevealedOfferProps) {
  const { t } = useTranslation('redeem');
  const codeRef = useRef<HTMLParagraphElement>(null);
  const [copyMessage, setCopyMessage] = useState<string | null>(null);
  const online = result.channel === 'online';

  const selectCode = () => {
    const element = codeRef.current;
    const selection = window.getSelection();
    if (!element || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(element);
    selection.removeAllRanges();
    selection.addRange(range);
  };
  const copy = async (code: string) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(code);
      setCopyMessage(t('dialog.copied'));
    } catch {
      // Without clipboard access (an insecure page, a refused permission) the code is selected instead.
      selectCode();
      setCopyMessage(t('dialog.copyFailed'));
    }
  };

  return (
    <div className="mt-4 flex flex-col gap-4">
      {result.already_revealed ? (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('dialog.alreadyRevealed')}</p>
      ) : null}

      {result.code !== null ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-slate-700">{t('dialog.code')}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <p
              ref={codeRef}
              className="min-w-0 flex-1 rounded-xl border-2 border-dashed border-brand-300 bg-brand-50 px-4 py-3 text-center font-mono text-2xl font-bold tracking-wider break-all text-slate-900 select-all sm:text-3xl"
            >
              {result.code}
            </p>
            <Button variant="secondary" onClick={() => void copy(result.code ?? '')}>
              {t('dialog.copy')}
            </Button>
          </div>
        </div>
      ) : online && result.display_kind === 'no_code' ? (
        <p className="text-base text-slate-800">{t('dialog.noCode')}</p>
      ) : null}

      {result.card_number !== null ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-slate-700">{t('dialog.cardNumber')}</p>
          <p className="rounded-xl bg-slate-900 px-4 py-3 text-center font-mono text-xl font-bold tracking-wider text-white select-all sm:text-2xl">
            {formatCardNumber(result.card_number)}
          </p>
          <p className="text-sm text-slate-700">{online ? t('dialog.cardOnline') : t('dialog.cardInStore')}</p>
          <Link
            to={paths.membershipScreen()}
            onClick={onLeave}
            className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {t('dialog.digitalCard')}
          </Link>
        </div>
      ) : null}

      {result.url !== null ? (
        <a
          href={result.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'primary', size: 'lg', className: 'whitespace-normal! text-center' })}
        >
          {t('dialog.goTo', { partner: partnerName })}
          <span className="sr-only"> {t('dialog.newTab')}</span>
        </a>
      ) : null}

      <DidItWork uid={uid} offerId={offerId} answer={result.feedback} />

      {isFreeTrial ? (
        <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">
          {t('dialog.freeTrial')}{' '}
          <Link
            to={paths.purchase()}
            onClick={onLeave}
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {t('dialog.buy')}
          </Link>
        </p>
      ) : null}

      {/* Always in the dialog, so the copy result is announced when it changes. */}
      <p role="status" aria-live="polite" className="text-sm font-medium text-emerald-800 empty:hidden">
        {copyMessage}
      </p>
    </div>
  );
}
