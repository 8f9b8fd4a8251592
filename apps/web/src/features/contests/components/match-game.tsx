// The frost 2025 match game (issue 19 item 1; decision 026): twelve cards face down, two turned a turn,
// every pair matched within the turn limit wins. The server dealt the board and keeps it: each card's
// face comes from it as the card is turned, and at the end the server replays the flips to decide —
// what this page thinks is only shown, never trusted. Keyboard: Tab to the board, arrow keys move
// between cards, Enter or Space turns one; the turn and the pairs are announced.
import {
  MATCH_MAX_TURNS,
  replayMatch,
  type ContestDetail,
  type FinishResponse,
  type MatchFace,
} from '@spc/domain/contests';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { finishGame, flipCard, startGame } from '../api.ts';
import { contestErrorMessage } from '../errors.ts';
import { MatchFaceArt } from './match-faces.tsx';

const COLUMNS = 4;
/** How long a missed pair stays face up before turning back. */
const MISS_DELAY_MS = 1200;

interface Game {
  id: string;
  cards: number;
  faces: (MatchFace | null)[];
  matched: boolean[];
  flips: number[];
  /** The turn's first card, while it waits for its second. */
  first: number | null;
  /** Two cards shown after a miss, before they turn back. */
  showing: number[];
}

export function MatchGame({ contest }: { contest: ContestDetail }) {
  const { t } = useTranslation('content');
  const queryClient = useQueryClient();
  const headingId = useId();
  const [game, setGame] = useState<Game | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<FinishResponse | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const missTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(missTimer.current), []);
  // A new board takes the focus from the start button it replaces (its first card), once rendered.
  const gameId = game?.id;
  useEffect(() => {
    if (gameId) buttons.current[0]?.focus();
  }, [gameId]);

  async function start() {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const dealt = await startGame(contest.id);
      setGame({
        id: dealt.game_id,
        cards: dealt.cards,
        faces: Array<MatchFace | null>(dealt.cards).fill(null),
        matched: Array<boolean>(dealt.cards).fill(false),
        flips: [],
        first: null,
        showing: [],
      });
      setFocus(0);
      setAnnouncement(t('contests.game.started', { turns: dealt.max_turns }));
    } catch (caught) {
      setError(contestErrorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  }

  async function finish(current: Game) {
    setBusy(true);
    try {
      const replay = replayMatch(current.faces as string[], current.flips);
      const outcome = await finishGame(current.id, current.flips, replay.valid && replay.won);
      setResult(outcome);
      setAnnouncement(outcome.won ? t('contests.game.won') : t('contests.game.lost'));
      await queryClient.invalidateQueries({ queryKey: ['contests', 'page', contest.id] });
    } catch (caught) {
      setError(contestErrorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  }

  async function turn(index: number) {
    if (!game || busy || result || game.matched[index] || game.first === index || game.showing.length) return;
    setBusy(true);
    setError(null);
    try {
      const { face } = await flipCard(game.id, index);
      const faces = [...game.faces];
      faces[index] = face;
      const flips = [...game.flips, index];
      let next: Game;
      if (game.first === null) {
        next = { ...game, faces, flips, first: index };
        setAnnouncement(t('contests.game.turned', { number: index + 1, face: t(`contests.game.faces.${face}`) }));
      } else {
        const other = game.first;
        const matched = [...game.matched];
        const hit = faces[other] === face;
        if (hit) matched[other] = matched[index] = true;
        next = { ...game, faces, flips, matched, first: null, showing: hit ? [] : [other, index] };
        const replay = replayMatch(
          faces.map((f) => f ?? ''),
          flips,
        );
        const turns = replay.valid ? replay.turns : 0;
        const pairs = matched.filter(Boolean).length / 2;
        setAnnouncement(
          `${t(hit ? 'contests.game.match' : 'contests.game.miss', { face: t(`contests.game.faces.${face}`) })} ${t(
            'contests.game.progress',
            { turn: turns, max: MATCH_MAX_TURNS, pairs, total: game.cards / 2 },
          )}`,
        );
        if (!hit) {
          missTimer.current = setTimeout(() => {
            setGame((g) => (g ? { ...g, showing: [] } : g));
          }, MISS_DELAY_MS);
        }
      }
      setGame(next);
      const replay = replayMatch(
        next.faces.map((f, i) => f ?? `hidden-${i}`),
        next.flips,
      );
      if (replay.valid && replay.finished) {
        setBusy(false);
        await finish(next);
        return;
      }
    } catch (caught) {
      setError(contestErrorMessage(caught, t));
    }
    setBusy(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!game) return;
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };
    let target: number | undefined;
    if (event.key in moves) target = focus + moves[event.key]!;
    if (event.key === 'Home') target = 0;
    if (event.key === 'End') target = game.cards - 1;
    if (target === undefined || target < 0 || target >= game.cards) return;
    event.preventDefault();
    setFocus(target);
    buttons.current[target]?.focus();
  }

  const turns = game ? Math.floor(game.flips.length / 2) : 0;
  const pairs = game ? game.matched.filter(Boolean).length / 2 : 0;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-gradient-to-b from-sky-900 to-sky-700 p-4 text-white sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {t('contests.game.title')}
      </h2>
      <p className="text-sky-100">{t('contests.game.how', { turns: MATCH_MAX_TURNS })}</p>
      {game ? (
        <>
          <p className="text-sm font-medium" data-testid="game-progress">
            {t('contests.game.progress', { turn: turns, max: MATCH_MAX_TURNS, pairs, total: game.cards / 2 })}
          </p>
          <div
            role="group"
            aria-label={t('contests.game.board')}
            onKeyDown={onKeyDown}
            className="grid grid-cols-4 gap-2 sm:gap-3"
          >
            {game.faces.map((face, index) => {
              const up = face !== null && (game.matched[index] || game.first === index || game.showing.includes(index));
              const label = up
                ? t(game.matched[index] ? 'contests.game.cardMatched' : 'contests.game.cardUp', {
                    number: index + 1,
                    face: t(`contests.game.faces.${face}`),
                  })
                : t('contests.game.cardDown', { number: index + 1 });
              return (
                <button
                  key={index}
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  type="button"
                  tabIndex={index === focus ? 0 : -1}
                  onFocus={() => setFocus(index)}
                  onClick={() => void turn(index)}
                  aria-label={label}
                  aria-disabled={game.matched[index] || Boolean(result) || undefined}
                  data-face={up ? face : undefined}
                  className={`flex aspect-square items-center justify-center rounded-xl text-3xl shadow-md transition focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-amber-300 sm:text-5xl ${
                    up
                      ? game.matched[index]
                        ? 'bg-emerald-100 text-slate-900'
                        : 'bg-white text-slate-900'
                      : 'bg-gradient-to-br from-sky-300 to-indigo-500 text-white'
                  }`}
                >
                  {up && face ? (
                    <MatchFaceArt face={face} />
                  ) : (
                    <svg viewBox="0 0 64 64" className="size-1/3 opacity-80" aria-hidden="true" focusable="false">
                      <path d="M32 8l6 18h18l-14 11 5 18-15-11-15 11 5-18-14-11h18z" fill="currentColor" />
                    </svg>
                  )}
                </button>
              );
            })}
          </div>
        </>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {result ? (
        <p role="status" className="rounded-lg bg-white p-3 font-semibold text-slate-900" data-testid="game-result">
          {result.won
            ? result.already_entered
              ? t('contests.game.wonAlreadyEntered')
              : t('contests.game.wonEntered', { turns: result.turns })
            : t('contests.game.lost')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {!game || result || error ? (
        <Button variant="inverse" className="self-start" disabled={busy} onClick={() => void start()}>
          {game ? t('contests.game.again') : t('contests.game.start')}
        </Button>
      ) : null}
    </section>
  );
}
