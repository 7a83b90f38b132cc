// New game: the players in seat order (2–7; with 2 the Interloper joins, R18) and the options.
// A bad value is said beside its field as it is typed, and Set sail is refused until it is fixed;
// the checks are the engine's own (games/core/seats.ts, games/seven-seize/setup.ts).
import { useState } from 'preact/hooks';
import { checkSeats, MAX_NAME, seatedNames, SEVEN_SEIZE_SEATS as SEATS, tieBandProblem } from '#games';
import { useTable } from '../../context.ts';
import { NumberField } from '../../forms/Field.tsx';
import { NewGameForm } from '../../forms/NewGameForm.tsx';
import { readNumber } from '../../forms/number-field.ts';
import { SeatList } from '../../forms/SeatList.tsx';
import type { NewGameProps } from '../types.ts';
import { t } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';

export function NewGame({ onStart }: NewGameProps) {
  const { isHost } = useTable();
  const [names, setNames] = useState<string[]>(['', '', '']);
  const [cursed, setCursed] = useState(false);
  const [keepOut, setKeepOut] = useState(false);
  const [bandText, setBandText] = useState('0.5');
  const players = seatedNames(names);
  const seats = checkSeats(names, SEATS);
  const band = readNumber(bandText, t('tie band in grams'), tieBandProblem);
  const ok = seats.table === null && seats.seats.every((p) => p === null) && band.problem === null;

  if (!isHost)
    return (
      <div class="screen newgame">
        <h1>{t('Waiting for the host to start a game…')}</h1>
      </div>
    );

  return (
    <NewGameForm
      ok={ok && band.value !== null}
      tableProblem={seats.table}
      firstField='.name-input[value=""], .name-input'
      onSubmit={() =>
        onStart({ type: 'start', game: '7-seize', players, options: { cursedTreasure: cursed, keepTiebreakPiecesOut: keepOut, tieBandGrams: band.value } })
      }
    >
      <h1>{t('New game of 7 Seize')}</h1>
      <p class="hint">{t('Players in seat order, clockwise from the first.')}</p>
      <SeatList names={names} onChange={setNames} problems={seats.seats} min={2} max={7} maxLength={MAX_NAME} />
      {players.length === 2 ? <p class="hint">{t('Two players: the Interloper joins as a ghost player (R18).')}</p> : null}
      <fieldset class="options">
        <legend>{t('Options')}</legend>
        <label class="toggle">
          <input type="checkbox" checked={cursed} onChange={(e) => setCursed((e.target as HTMLInputElement).checked)} />
          {t('Cursed Treasure: the lightest collection wins (R26)')}
        </label>
        <label class="toggle">
          <input type="checkbox" checked={keepOut} onChange={(e) => setKeepOut((e.target as HTMLInputElement).checked)} />
          {t('Tiebreak pieces stay out for the rest of the weigh-off (R22)')}
        </label>
        <NumberField
          label={t('Tie band')}
          unit={t('g (R24)')}
          mode="decimal"
          testId="tie-band"
          value={bandText}
          onText={setBandText}
          problemId="tie-band-problem"
          problem={band.problem ? sayText(band.problem) : null}
        />
      </fieldset>
    </NewGameForm>
  );
}
