// Blackbeard's Booty's new-game form: the gold and the silver pirate (B3), each played by a person
// or by the computer pirate at a level, and the target score (B22). The bag draw (B6) is asked on
// the board screen once the game has begun.
import { useState } from 'preact/hooks';
import { checkSeats, DEFAULT_TARGET, BOOTY_LEVELS as LEVELS, MAX_NAME, MAX_TARGET, tidyName } from '#games';
import { FieldProblem, invalidProps } from '../../forms/Field.tsx';
import { NewGameForm } from '../../forms/NewGameForm.tsx';
import type { NewGameProps } from '../types.ts';
import { t } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';
import { levelWord } from '../../parts/level-words.ts';
import { colourWord } from './model.ts';

const COLOURS = ['gold', 'silver'] as const;

/** A computer seat left unnamed is called after its level: "Computer (hard)". */
const computerName = (level: string): string => t('Computer ({level})', { level: levelWord(level) });

/** What is wrong with the typed target score, or null. */
export function targetProblem(typed: string): string | null {
  const n = Number(typed.trim());
  if (typed.trim() === '' || !Number.isInteger(n)) return t('Target score: a whole number.');
  if (n < 1 || n > MAX_TARGET) return t('Target score: 1 to {max}.', { max: MAX_TARGET });
  return null;
}

export function NewGame({ onStart }: NewGameProps) {
  const [names, setNames] = useState<Record<string, string>>({ gold: '', silver: '' });
  const [playedBy, setPlayedBy] = useState<Record<string, string>>({ gold: '', silver: '' });
  const [target, setTarget] = useState(String(DEFAULT_TARGET));
  // A computer seat left unnamed is called after its level.
  const nameOf = (c: string) => tidyName(names[c] ?? '') || (playedBy[c] ? computerName(playedBy[c]) : '');
  const seats = checkSeats(
    COLOURS.map((c) => nameOf(c)),
    { game: "Blackbeard's Booty", counts: [2] },
  );
  const targetBad = targetProblem(target);
  const ok = seats.table === null && seats.seats.every((p) => p === null) && targetBad === null;
  return (
    <NewGameForm
      ok={ok}
      tableProblem={seats.table ? t('Name both pirates (a computer pirate may stay unnamed).') : null}
      onSubmit={() => {
        const computer = Object.fromEntries(COLOURS.filter((c) => playedBy[c]).map((c) => [c, playedBy[c] as string]));
        onStart(
          { type: 'start', game: 'blackbeards-booty', players: { gold: nameOf('gold'), silver: nameOf('silver') }, options: { targetScore: Number(target) } },
          { computer },
        );
      }}
    >
      <h1>{t('New game of {game}', { game: "Blackbeard's Booty" })}</h1>
      <p class="hint">{t('Two pirates. Either may be played by the computer.')}</p>
      <ol class="seats">
        {COLOURS.map((c, i) => {
          const problem = seats.seats[i] ?? null;
          return (
            <li key={c} class={`bb-seat bb-seat-${c}`}>
              <input
                class="name-input"
                aria-label={t('{colour} pirate', { colour: colourWord(c) })}
                value={names[c]}
                maxLength={MAX_NAME}
                placeholder={playedBy[c] ? computerName(playedBy[c]) : t('{colour, select, gold {Gold pirate} other {Silver pirate}}', { colour: c })}
                onInput={(e) => setNames({ ...names, [c]: (e.target as HTMLInputElement).value })}
                {...invalidProps(`seat-${i + 1}-problem`, problem)}
              />
              <select
                aria-label={t('{colour} is played by', { colour: colourWord(c) })}
                data-testid={`new-${c}-played-by`}
                value={playedBy[c]}
                onChange={(e) => setPlayedBy({ ...playedBy, [c]: (e.target as HTMLSelectElement).value })}
              >
                <option value="">{t('a person')}</option>
                {LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {t('computer · {level}', { level: levelWord(l) })}
                  </option>
                ))}
              </select>
              <FieldProblem id={`seat-${i + 1}-problem`} problem={problem ? sayText(problem) : null} />
            </li>
          );
        })}
      </ol>
      <fieldset class="options">
        <legend>{t('Options')}</legend>
        <label class="toggle" htmlFor="option-targetScore">
          {t('Target score')}
        </label>
        <input
          id="option-targetScore"
          type="text"
          inputMode="numeric"
          data-testid="option-targetScore"
          value={target}
          onInput={(e) => setTarget((e.target as HTMLInputElement).value)}
          {...invalidProps('option-targetScore-problem', targetBad)}
        />
        <p class="hint">{t('The first pirate whose stacks add up to this wins (B22). 13 is quick, 21 the default.')}</p>
        <FieldProblem id="option-targetScore-problem" problem={targetBad} />
      </fieldset>
    </NewGameForm>
  );
}
