// The may-scratch card (spec §2 "Promo names: may-scratch"; decision 026): a card under a silver
// coating. Scratching it (a finger or a mouse over the coating) or the "Reveal my card" button asks the
// server for today's card — the server draws the outcome and keeps it — and the card shows it once
// enough of the coating is gone (at once with the button). One card a day.
import type { ContestDetail, ContestEntry } from '@spc/domain/contests';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n.ts';
import { useScratch } from '../api.ts';
import { contestErrorMessage } from '../errors.ts';

const CELLS_X = 6;
const CELLS_Y = 4;
/** The share of the coating to scratch before the card shows. */
const REVEAL_AT = 0.5;

export function ScratchCard({ contest, today }: { contest: ContestDetail; today: ContestEntry | null }) {
  const { t } = useTranslation('content');
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const headingId = useId();
  const scratch = useScratch(contest.id);
  const [entry, setEntry] = useState<ContestEntry | null>(today);
  const [cleared, setCleared] = useState<Set<number>>(() => new Set());
  const [revealed, setRevealed] = useState(Boolean(today));
  const scratching = useRef(false);

  const ask = (thenReveal: boolean) => {
    if (entry) {
      if (thenReveal) setRevealed(true);
      return;
    }
    if (scratch.isPending) return;
    scratch.mutate(undefined, {
      onSuccess: (result) => {
        setEntry(result.entry);
        if (thenReveal) setRevealed(true);
        void queryClient.invalidateQueries({ queryKey: ['contests', 'page', contest.id] });
      },
    });
  };

  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (revealed || (!scratching.current && event.type === 'pointermove')) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.floor(((event.clientX - box.left) / box.width) * CELLS_X);
    const y = Math.floor(((event.clientY - box.top) / box.height) * CELLS_Y);
    if (x < 0 || y < 0 || x >= CELLS_X || y >= CELLS_Y) return;
    const next = new Set(cleared).add(y * CELLS_X + x);
    setCleared(next);
    if (!entry) ask(false);
    if (next.size >= CELLS_X * CELLS_Y * REVEAL_AT && (entry || scratch.isSuccess)) setRevealed(true);
  };

  const prize = entry ? (language === 'fr' ? entry.prize_fr : entry.prize_en) : null;
  const outcome = entry
    ? entry.outcome === 'win'
      ? t('contests.scratch.win', { prize })
      : t('contests.scratch.lose')
    : '';

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('contests.scratch.title')}
      </h2>
      <p className="text-slate-700">{t('contests.scratch.how')}</p>
      <div className="relative mx-auto aspect-[3/2] w-full max-w-md select-none overflow-hidden rounded-2xl bg-gradient-to-br from-amber-100 via-white to-rose-100 shadow-md">
        <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
          <span className="text-5xl" aria-hidden="true">
            {entry?.outcome === 'win' ? '🎉' : '🍀'}
          </span>
          <p className="text-lg font-bold text-slate-900">{revealed ? outcome : ''}</p>
        </div>
        {revealed ? null : (
          <div
            aria-hidden="true"
            className="absolute inset-0 grid touch-none"
            style={{ gridTemplateColumns: `repeat(${CELLS_X}, 1fr)`, gridTemplateRows: `repeat(${CELLS_Y}, 1fr)` }}
            onPointerDown={(event) => {
              scratching.current = true;
              event.currentTarget.setPointerCapture?.(event.pointerId);
              onPointer(event);
            }}
            onPointerMove={onPointer}
            onPointerUp={() => {
              scratching.current = false;
            }}
          >
            {Array.from({ length: CELLS_X * CELLS_Y }, (_, cell) => (
              <span
                key={cell}
                className={cleared.has(cell) ? 'bg-transparent' : 'bg-gradient-to-br from-slate-300 to-slate-400'}
              />
            ))}
            <span className="pointer-events-none absolute inset-0 flex items-center justify-center text-lg font-semibold text-slate-700">
              {cleared.size ? '' : t('contests.scratch.coating')}
            </span>
          </div>
        )}
      </div>
      <p
        role="status"
        aria-live="polite"
        className="text-center font-semibold text-slate-900"
        data-testid="scratch-result"
      >
        {revealed ? outcome : ''}
      </p>
      {revealed ? (
        <p className="text-center text-sm text-slate-600">{t('contests.scratch.tomorrow')}</p>
      ) : (
        <Button variant="primary" className="self-center" disabled={scratch.isPending} onClick={() => ask(true)}>
          {t('contests.scratch.reveal')}
        </Button>
      )}
      {scratch.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {contestErrorMessage(scratch.error, t)}
        </p>
      ) : null}
    </section>
  );
}
