// New game: the players in seat order (2–7; with 2 the Interloper joins, R18) and the options.
import { useState } from 'preact/hooks';
import { useTable } from '../context.ts';
import { INTERLOPER } from '../view.ts';

const MAX_NAME = 40;

/** Why the list of names cannot start a game, or null when it can. */
export function seatProblem(names: string[]): string | null {
  const n = names.map((s) => s.trim()).filter((s) => s !== '');
  if (n.length < 2) return 'Add at least 2 players.';
  if (n.length > 7) return '7 Seize is for 2 to 7 players.';
  const dup = n.find((p, i) => n.indexOf(p) !== i);
  if (dup) return `"${dup}" is there twice: names must differ.`;
  if (n.includes(INTERLOPER)) return `"${INTERLOPER}" is the ghost player's name: choose another.`;
  if (n.some((p) => p.length > MAX_NAME)) return `Names are at most ${MAX_NAME} characters.`;
  return null;
}

export function NewGame() {
  const { input, isHost } = useTable();
  const [names, setNames] = useState<string[]>(['', '', '']);
  const [cursed, setCursed] = useState(false);
  const [keepOut, setKeepOut] = useState(false);
  const [band, setBand] = useState(0.5);
  const players = names.map((s) => s.trim()).filter((s) => s !== '');
  const problem = seatProblem(names);

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
    <form
      class="screen newgame"
      data-testid="screen-newgame"
      onSubmit={(e) => {
        e.preventDefault();
        if (problem) return;
        input({ type: 'start', game: '7-seize', players, options: { cursedTreasure: cursed, keepTiebreakPiecesOut: keepOut, tieBandGrams: band } });
      }}
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
              maxLength={MAX_NAME}
              placeholder={`Seat ${i + 1}`}
              onInput={(e) => setAt(i, (e.target as HTMLInputElement).value)}
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
          <input type="number" min={0.1} max={100} step={0.1} value={band} onInput={(e) => setBand(Number((e.target as HTMLInputElement).value) || 0.5)} /> g
          (R24)
        </label>
      </fieldset>
      {problem ? <p class="problem">{problem}</p> : null}
      <button type="submit" class="btn btn-big btn-go" disabled={problem !== null}>
        Set sail
      </button>
    </form>
  );
}
