// New game: the players in seat order (2–7; with 2 the Interloper joins, R18) and the options.
// A bad value is said beside its field as it is typed, and Set sail is refused until it is fixed;
// the checks are the engine's own (games/core/seats.ts, games/seven-seize/setup.ts).
import { useState } from 'preact/hooks';
import { checkSeats } from '../../../../games/core/seats.ts';
import { SEATS, tieBandProblem } from '../../../../games/seven-seize/setup.ts';
import { useTable } from '../../context.ts';
import { FieldProblem, invalidProps } from '../../forms/Field.tsx';
import { NewGameForm } from '../../forms/NewGameForm.tsx';
import { readNumber } from '../../forms/number-field.ts';
import type { NewGameProps } from '../types.ts';

export function NewGame({ onStart }: NewGameProps) {
  const { isHost } = useTable();
  const [names, setNames] = useState<string[]>(['', '', '']);
  const [cursed, setCursed] = useState(false);
  const [keepOut, setKeepOut] = useState(false);
  const [bandText, setBandText] = useState('0.5');
  const players = names.map((s) => s.trim()).filter((s) => s !== '');
  const seats = checkSeats(names, SEATS);
  const band = readNumber(bandText, 'tie band in grams', tieBandProblem);
  const ok = seats.table === null && seats.seats.every((p) => p === null) && band.problem === null;

  if (!isHost)
    return (
      <div class="screen newgame">
        <h1>Waiting for the host to start a game…</h1>
      </div>
    );

  const setAt = (i: number, v: string) => setNames(names.map((n, j) => (j === i ? v : n)));
  const move = (i: number, d: -1 | 1) => {
    const j = i + d;
    if (j < 0 || j >= names.length) return;
    const next = [...names];
    [next[i], next[j]] = [next[j] ?? '', next[i] ?? ''];
    setNames(next);
  };
  return (
    <NewGameForm
      ok={ok && band.value !== null}
      tableProblem={seats.table}
      firstField='.name-input[value=""], .name-input'
      onSubmit={() =>
        onStart({ type: 'start', game: '7-seize', players, options: { cursedTreasure: cursed, keepTiebreakPiecesOut: keepOut, tieBandGrams: band.value } })
      }
    >
      <h1>New game of 7 Seize</h1>
      <p class="hint">Players in seat order, clockwise from the first.</p>
      <ol class="seats">
        {names.map((n, i) => (
          <li key={i}>
            <input
              class="name-input"
              aria-label={`seat ${i + 1}`}
              value={n}
              maxLength={SEATS.maxLength}
              placeholder={`Seat ${i + 1}`}
              onInput={(e) => setAt(i, (e.target as HTMLInputElement).value)}
              {...invalidProps(`seat-${i + 1}-problem`, seats.seats[i] ?? null)}
            />
            <button type="button" class="btn btn-icon" aria-label="move up" disabled={i === 0} onClick={() => move(i, -1)}>
              ▲
            </button>
            <button type="button" class="btn btn-icon" aria-label="move down" disabled={i === names.length - 1} onClick={() => move(i, 1)}>
              ▼
            </button>
            <button
              type="button"
              class="btn btn-icon"
              aria-label="remove seat"
              disabled={names.length <= 2}
              onClick={() => setNames(names.filter((_, j) => j !== i))}
            >
              ✕
            </button>
            <FieldProblem id={`seat-${i + 1}-problem`} problem={seats.seats[i] ?? null} />
          </li>
        ))}
      </ol>
      <button type="button" class="btn" disabled={names.length >= 7} onClick={() => setNames([...names, ''])}>
        + Add a seat
      </button>
      {players.length === 2 ? <p class="hint">Two players: the Interloper joins as a ghost player (R18).</p> : null}
      <fieldset class="options">
        <legend>Options</legend>
        <label class="toggle">
          <input type="checkbox" checked={cursed} onChange={(e) => setCursed((e.target as HTMLInputElement).checked)} />
          Cursed Treasure: the lightest collection wins (R26)
        </label>
        <label class="toggle">
          <input type="checkbox" checked={keepOut} onChange={(e) => setKeepOut((e.target as HTMLInputElement).checked)} />
          Tiebreak pieces stay out for the rest of the weigh-off (R22)
        </label>
        <label class="toggle">
          Tie band
          <input
            type="text"
            inputMode="decimal"
            data-testid="tie-band"
            value={bandText}
            onInput={(e) => setBandText((e.target as HTMLInputElement).value)}
            {...invalidProps('tie-band-problem', band.problem)}
          />{' '}
          g (R24)
        </label>
        <FieldProblem id="tie-band-problem" problem={band.problem} />
      </fieldset>
    </NewGameForm>
  );
}
