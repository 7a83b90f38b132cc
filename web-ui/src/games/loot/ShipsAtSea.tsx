// Every merchant at sea with its attackers by colour, their strength and who leads now (L13).
import { colourWord, label, leadText, type LootView } from './model.ts';
import { t } from '../../i18n/i18n.ts';
import '../../parts/ship-cards.css';

/** A small sail, drawn: an emoji ship needs an emoji font, and without one is an empty box. */
function Sail() {
  return (
    <svg class="loot-sail" viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M8 1v11M8 2l5 8H8z" stroke="currentColor" stroke-width="1.5" fill="currentColor" />
      <path d="M2 12h12l-2 3H4z" fill="currentColor" />
    </svg>
  );
}

export function ShipsAtSea({ view, pickFor, onPick }: { view: LootView; pickFor?: string[]; onPick?: (merchant: string) => void }) {
  if (view.atSea.length === 0)
    return (
      <p class="hint" data-testid="loot-sea-empty">
        {t('No merchant ship at sea.')}
      </p>
    );
  return (
    <ul class="ship-cards loot-sea" data-testid="loot-sea">
      {view.atSea.map((m) => {
        const pickable = pickFor?.includes(m.merchant) ?? false;
        return (
          <li key={m.merchant} class={`ship-card${pickable ? ' is-in-play' : ''}`} data-testid={`ship-${m.merchant}`} data-leader={m.leader ?? ''}>
            <button type="button" class="loot-ship-head" disabled={!pickable} onClick={() => onPick?.(m.merchant)} title={label(m.merchant)}>
              <b>
                <Sail /> {m.merchant}
              </b>{' '}
              <span class="loot-gold">{t('{gold} gold', { gold: m.gold })}</span> <small>{t("{player}'s", { player: m.owner })}</small>
            </button>
            <ul class="loot-attacks">
              {m.attacks.map((a) => (
                <li key={a.colour} class={`loot-attack loot-${a.colour}`} data-testid={`attack-${m.merchant}-${a.colour}`}>
                  <span class="loot-colour">{colourWord(a.colour)}</span> {a.side}: <b>{a.strength}</b> ☠{a.captain ? ` + ${t('captain')}` : ''}
                </li>
              ))}
              {m.admiral ? <li class="loot-attack loot-admiral">{t('admiral ({side})', { side: m.admiral })}</li> : null}
            </ul>
            <span class="loot-lead" data-testid={`lead-${m.merchant}`}>
              {t('leads: {lead}', { lead: leadText(m) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
