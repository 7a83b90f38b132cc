// The new-game form of a game without its own: seats checked like the engine does (names told
// apart whatever the capitals, counts the game allows) and one field per option of its description.
import { useState } from 'preact/hooks';
import { checkSeats, MAX_NAME, seatedNames } from '#games';
import type { GameOptionInfo, ShelfGame } from '#protocol';
import { FieldProblem, invalidProps } from '../../forms/Field.tsx';
import { NewGameForm } from '../../forms/NewGameForm.tsx';
import { SeatList } from '../../forms/SeatList.tsx';
import { t } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';

/** What is wrong with an option's typed value, or null. */
export function optionProblem(o: GameOptionInfo, value: unknown): string | null {
  if (o.kind !== 'number') return null;
  const n = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : Number(value);
  const option = sayText(o.label);
  if (typeof value === 'string' && value.trim() === '') return t('{option}: give a number.', { option });
  if (!Number.isFinite(n)) return t('{option}: "{typed}" is not a number.', { option, typed: String(value).slice(0, 12) });
  if (o.min !== undefined && n < o.min) return t('{option}: at least {min}.', { option, min: o.min });
  if (o.max !== undefined && n > o.max) return t('{option}: at most {max}.', { option, max: o.max });
  return null;
}

export function GenericNewGame({ game, onStart }: { game: ShelfGame; onStart: (start: Record<string, unknown>) => void }) {
  const min = Math.min(...game.players);
  const [names, setNames] = useState<string[]>(Array.from({ length: Math.max(min, 2) }, () => ''));
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(game.options.map((o) => [o.key, o.kind === 'number' ? String(o.default) : o.default])),
  );
  const seats = checkSeats(names, { game: game.name, counts: game.players });
  const problems = Object.fromEntries(game.options.map((o) => [o.key, optionProblem(o, values[o.key])]));
  const ok = seats.table === null && seats.seats.every((p) => p === null) && Object.values(problems).every((p) => p === null);
  const max = Math.max(...game.players);
  return (
    <NewGameForm
      ok={ok}
      tableProblem={seats.table}
      onSubmit={() => {
        const options = Object.fromEntries(
          game.options.map((o) => [o.key, o.kind === 'number' ? Number(String(values[o.key]).replace(',', '.')) : values[o.key]]),
        );
        onStart({ type: 'start', game: game.id, players: seatedNames(names), ...(game.options.length ? { options } : {}) });
      }}
    >
      <h1>{t('New game of {game}', { game: game.name })}</h1>
      <p class="hint">
        {min === max
          ? t('{count, plural, one {# player} other {# players}}, in seat order.', { count: min })
          : t('{min} to {max} players, in seat order.', { min, max })}
      </p>
      <SeatList names={names} onChange={setNames} problems={seats.seats} min={min} max={max} maxLength={MAX_NAME} />
      {game.options.length ? (
        <fieldset class="options">
          <legend>{t('Options')}</legend>
          {game.options.map((o) => (
            <div key={o.key}>
              <label class="toggle" htmlFor={`option-${o.key}`}>
                {sayText(o.label)}
              </label>
              {o.kind === 'boolean' ? (
                <input
                  id={`option-${o.key}`}
                  type="checkbox"
                  checked={values[o.key] === true}
                  onChange={(e) => setValues({ ...values, [o.key]: (e.target as HTMLInputElement).checked })}
                />
              ) : o.kind === 'number' ? (
                <input
                  id={`option-${o.key}`}
                  type="text"
                  inputMode="decimal"
                  data-testid={`option-${o.key}`}
                  value={String(values[o.key])}
                  onInput={(e) => setValues({ ...values, [o.key]: (e.target as HTMLInputElement).value })}
                  {...invalidProps(`option-${o.key}-problem`, problems[o.key] ?? null)}
                />
              ) : (
                <select
                  id={`option-${o.key}`}
                  value={String(values[o.key])}
                  onChange={(e) => setValues({ ...values, [o.key]: (e.target as HTMLSelectElement).value })}
                >
                  {(o.choices ?? []).map((c, i) => (
                    <option key={c} value={c}>
                      {sayText(o.choiceLabels?.[i] ?? c)}
                    </option>
                  ))}
                </select>
              )}
              {o.help ? <p class="hint">{sayText(o.help)}</p> : null}
              <FieldProblem id={`option-${o.key}-problem`} problem={problems[o.key] ?? null} />
            </div>
          ))}
        </fieldset>
      ) : null}
    </NewGameForm>
  );
}
