// The cards a player may still hold, to pick on the tablet when there is no reader (or instead of it).
// Each fleet has its own colour (Okabe–Ito: told apart with colour-blindness too) and its own mark,
// and the button says the card in words with its code beside: "● Blue 3☠ · B3.2". Many cards (the
// tablet does not know hands: every unplayed card of 78) come grouped by fleet: a player taps their
// card's fleet, then finds the card among a screenful.
import { useEffect, useState } from 'preact/hooks';
import { fleetOf, fleetWord, kindOf, label, shortWords } from './model.ts';
import { t } from '../../i18n/i18n.ts';

/** Up to this many cards show at once, without the fleets to choose from first. */
const AT_ONCE = 16;

/** A card's words among its fleet's, the fleet said once above: "3☠", "captain", "5 gold". */
function inFleet(id: string): string {
  const words = shortWords(id);
  const fleet = `${fleetWord(id)} `;
  return words.startsWith(fleet) ? words.slice(fleet.length) : words;
}

export function CardPicker({ cards, picked, onPick, testId }: { cards: string[]; picked: string[]; onPick: (card: string) => void; testId: string }) {
  const fleets = [...new Set(cards.map((c) => fleetOf(c).name))];
  const grouped = cards.length > AT_ONCE && fleets.length > 1;
  const [fleet, setFleet] = useState<string | null>(null);
  // A card picked elsewhere (tapped on the reader) shows among its fleet.
  const last = picked.at(-1);
  useEffect(() => {
    if (last) setFleet(fleetOf(last).name);
  }, [last]);
  const shown = grouped ? cards.filter((c) => fleetOf(c).name === fleet) : cards;
  return (
    <div class="loot-picker-wrap" data-testid={testId}>
      {grouped ? (
        <div class="loot-fleets">
          {fleets.map((name) => {
            const one = cards.find((c) => fleetOf(c).name === name) as string;
            const f = fleetOf(one);
            const n = cards.filter((c) => fleetOf(c).name === name).length;
            return (
              <button
                type="button"
                key={name}
                class={`loot-card loot-fleet loot-${kindOf(one)}`}
                style={{ '--fleet': f.colour }}
                aria-pressed={fleet === name}
                data-group={name}
                onClick={() => setFleet(fleet === name ? null : name)}
              >
                <span class="loot-mark" aria-hidden="true">
                  {f.mark}
                </span>{' '}
                {fleetWord(one)} <small class="loot-code">{n}</small>
              </button>
            );
          })}
        </div>
      ) : null}
      {grouped && fleet === null ? <p class="hint">{t('Which fleet is the card? Tap it to see its cards.')}</p> : null}
      <div class="loot-picker">
        {shown.map((c) => {
          const f = fleetOf(c);
          return (
            <button
              type="button"
              key={c}
              class={`loot-card loot-${kindOf(c)}${picked.includes(c) ? ' is-selected' : ''}`}
              style={{ '--fleet': f.colour }}
              aria-pressed={picked.includes(c)}
              aria-label={`${grouped ? inFleet(c) : shortWords(c)} ${c}: ${label(c)}`}
              title={label(c)}
              data-card={c}
              data-fleet={f.name}
              onClick={() => onPick(c)}
            >
              <span class="loot-mark" aria-hidden="true">
                {f.mark}
              </span>{' '}
              {grouped ? inFleet(c) : shortWords(c)} <small class="loot-code">{c}</small>
            </button>
          );
        })}
      </div>
    </div>
  );
}
