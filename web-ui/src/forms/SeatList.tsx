// The players of a new game in seat order, one name a seat: each seat's problem beside it (the
// engine's own checks, games/core/seats.ts), a seat moved up or down (seat order matters in every
// game: who plays after whom), removed down to the fewest players, added up to the most.
import { FieldProblem, invalidProps } from './Field.tsx';
import { t } from '../i18n/i18n.ts';
import { sayText } from '../i18n/phrase.ts';

export interface SeatListProps {
  names: string[];
  onChange(names: string[]): void;
  /** Each seat's problem, or null (checkSeats().seats: the engine's English, said here in the tablet's language). */
  problems: (string | null)[];
  min: number;
  max: number;
  maxLength: number;
  /** A seat's placeholder (default "Seat 3"). */
  placeholder?(i: number): string;
}

export function SeatList({ names, onChange, problems, min, max, maxLength, placeholder = (i) => t('Seat {n}', { n: i + 1 }) }: SeatListProps) {
  const swap = (i: number, j: number) => {
    const next = [...names];
    [next[i], next[j]] = [next[j] ?? '', next[i] ?? ''];
    onChange(next);
  };
  return (
    <>
      <ol class="seats">
        {names.map((n, i) => (
          <li key={i}>
            <input
              class="name-input"
              aria-label={t('seat {n}', { n: i + 1 })}
              value={n}
              maxLength={maxLength}
              placeholder={placeholder(i)}
              onInput={(e) => onChange(names.map((x, j) => (j === i ? (e.target as HTMLInputElement).value : x)))}
              {...invalidProps(`seat-${i + 1}-problem`, problems[i] ?? null)}
            />
            <button type="button" class="btn btn-icon" aria-label={t('move up')} disabled={i === 0} onClick={() => swap(i, i - 1)}>
              ▲
            </button>
            <button type="button" class="btn btn-icon" aria-label={t('move down')} disabled={i === names.length - 1} onClick={() => swap(i, i + 1)}>
              ▼
            </button>
            <button
              type="button"
              class="btn btn-icon"
              aria-label={t('remove seat')}
              disabled={names.length <= min}
              onClick={() => onChange(names.filter((_, j) => j !== i))}
            >
              ✕
            </button>
            <FieldProblem id={`seat-${i + 1}-problem`} problem={problems[i] ? sayText(problems[i]) : null} />
          </li>
        ))}
      </ol>
      <button type="button" class="btn" disabled={names.length >= max} onClick={() => onChange([...names, ''])}>
        {t('+ Add a seat')}
      </button>
    </>
  );
}
