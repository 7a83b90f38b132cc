// New game of The High Seize: 2–4 players in seat order (each takes the next colour, H1), who
// starts round 1 (H3), hidden or open scores (H20), and the cards: the house deck, or the numbers
// the table entered for its printed deck (H9, H10), sent as `start.options.cards`.
import { useEffect, useState } from 'preact/hooks';
import { checkSeats, SHIP_COLOURS as COLOURS, MAX_NAME, HIGH_SEIZE_RESERVED_NAMES as RESERVED_NAMES, seatedNames } from '#games';
import { useTable } from '../../context.ts';
import { NewGameForm } from '../../forms/NewGameForm.tsx';
import { SeatList } from '../../forms/SeatList.tsx';
import type { NewGameProps } from '../types.ts';
import { CardNumbers } from './CardNumbers.tsx';
import { HouseDeck } from './HouseDeck.tsx';
import './high-seize.css';
import { loadNumbers, type OwnNumbers } from './numbers-api.ts';
import { colourWord } from './model.ts';
import { t } from '../../i18n/i18n.ts';

const SEATS = { game: 'The High Seize', counts: [2, 3, 4], reserved: RESERVED_NAMES };

export function NewGame({ onStart, tap = null }: NewGameProps) {
  const { isHost } = useTable();
  const [names, setNames] = useState<string[]>(['', '', '']);
  const [first, setFirst] = useState(0);
  const [hideScores, setHideScores] = useState(true);
  const [own, setOwn] = useState<OwnNumbers | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    loadNumbers().then(setOwn, (e: Error) =>
      setLoadProblem(t('Your card numbers could not be read ({problem}); the house deck is used.', { problem: e.message })),
    );
  }, []);
  const seats = checkSeats(names, SEATS);
  const players = seatedNames(names);
  const ok = seats.table === null && seats.seats.every((p) => p === null) && (own !== null || loadProblem !== null);
  const entered = Object.keys(own ?? {}).length;
  if (!isHost) return null;
  return (
    <NewGameForm
      ok={ok}
      tableProblem={seats.table}
      onSubmit={() => {
        const options: Record<string, unknown> = { first: players[Math.min(first, players.length - 1)], hideScores };
        if (entered) options.cards = own;
        onStart({ type: 'start', game: 'the-high-seize', players, options });
      }}
    >
      <h1>{t('New game of {game}', { game: 'The High Seize' })}</h1>
      <p class="hint">{t('2 to 4 players in seat order, going left; each takes the next colour.')}</p>
      <SeatList
        names={names}
        onChange={setNames}
        problems={seats.seats}
        min={2}
        max={4}
        maxLength={MAX_NAME}
        placeholder={(i) => t('Seat {n} ({colour})', { n: i + 1, colour: colourWord(COLOURS[i] ?? '') })}
      />
      <fieldset class="options">
        <legend>{t('Options')}</legend>
        <label class="toggle">
          {t('Who starts round 1')}
          <select data-testid="hs-first" value={String(first)} onChange={(e) => setFirst(Number((e.target as HTMLSelectElement).value))}>
            {names.map((n, i) => (
              <option key={i} value={String(i)}>
                {n.trim() || t('seat {n}', { n: i + 1 })}
              </option>
            ))}
          </select>
        </label>
        <label class="toggle">
          <input type="checkbox" checked={hideScores} onChange={(e) => setHideScores((e.target as HTMLInputElement).checked)} />
          {t('Hide scores: saved cargo lies face down until the end (H20)')}
        </label>
      </fieldset>
      <section class="panel" data-testid="hs-deck">
        <h2>{t('The cards')}</h2>
        <p data-testid="hs-deck-note">
          {entered
            ? t('This game uses your printed numbers for {count, plural, one {# card} other {# cards}}; the others keep the house numbers.', { count: entered })
            : t('The rulebook prints no card list, so the table plays with a house deck: the same weights and values in every colour.')}
        </p>
        {loadProblem ? <p class="problem">{loadProblem}</p> : null}
        <HouseDeck />
        {own ? (
          <button type="button" class="btn" aria-pressed={editing} data-testid="hs-numbers-open" onClick={() => setEditing(!editing)}>
            {editing ? t('Done entering numbers') : t('Own the printed game? Enter its card numbers')}
          </button>
        ) : null}
        {own && editing ? <CardNumbers own={own} onSaved={setOwn} tap={tap} /> : null}
      </section>
    </NewGameForm>
  );
}
