// "Did it work?" (issue 23 item 12; docs/api-member-offers.md "Did it work?"): asked once after a reveal,
// in the Redeem dialog, and on the offer page the next time the member opens it while their revealed
// code has no answer. Yes, or no with a reason (expired, refused at checkout, minimum not met); the
// answer is said in a live region and can be changed. A yes is what counts in the member's savings.
import { FEEDBACK_REASONS, type FeedbackReason } from '@spc/domain/member-offer-rules';
import type { FeedbackAnswer } from '@spc/domain/member-offers';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useAnswerFeedback } from '../api/answer-feedback.ts';

interface DidItWorkProps {
  uid: string;
  offerId: number;
  /** The member's answer so far (null: not asked yet). */
  answer: FeedbackAnswer | null | undefined;
  onAnswered?: () => void;
}

export function DidItWork({ uid, offerId, answer: initial, onAnswered }: DidItWorkProps) {
  const { t } = useTranslation('redeem');
  const questionId = useId();
  const reasonsId = useId();
  const send = useAnswerFeedback(uid, offerId);
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(initial ?? null);
  const [choosingReason, setChoosingReason] = useState(false);
  const [changing, setChanging] = useState(false);

  const submit = (worked: boolean, reason?: FeedbackReason) => {
    send.mutate(
      { offerId, worked, ...(reason ? { reason } : {}) },
      {
        onSuccess: (saved) => {
          setAnswer(saved);
          setChoosingReason(false);
          setChanging(false);
          onAnswered?.();
        },
      },
    );
  };

  const asking = answer === null || changing;
  return (
    <section aria-labelledby={questionId} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <h3 id={questionId} className="text-base font-semibold text-slate-900">
        {t('feedback.question')}
      </h3>
      {asking && !choosingReason ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" disabled={send.isPending} onClick={() => submit(true)}>
            {t('feedback.yes')}
          </Button>
          <Button variant="secondary" size="sm" disabled={send.isPending} onClick={() => setChoosingReason(true)}>
            {t('feedback.no')}
          </Button>
        </div>
      ) : null}
      {asking && choosingReason ? (
        <div role="group" aria-labelledby={reasonsId} className="flex flex-col gap-2">
          <p id={reasonsId} className="text-sm text-slate-700">
            {t('feedback.reasonLabel')}
          </p>
          {FEEDBACK_REASONS.map((reason) => (
            <Button
              key={reason}
              variant="secondary"
              size="sm"
              // A reason may take two lines on a phone (« Je n’ai pas atteint l’achat minimum »).
              className="text-center whitespace-normal!"
              disabled={send.isPending}
              onClick={() => submit(false, reason)}
            >
              {t(`feedback.reasons.${reason}`)}
            </Button>
          ))}
        </div>
      ) : null}
      <p aria-live="polite" className="text-sm text-slate-700 empty:hidden">
        {send.isError
          ? t('feedback.error')
          : answer && !changing
            ? answer.worked
              ? t('feedback.thanksYes')
              : t('feedback.thanksNo')
            : ''}
      </p>
      {answer && !changing ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setChanging(true)}>
          {t('feedback.change')}
        </Button>
      ) : null}
    </section>
  );
}
