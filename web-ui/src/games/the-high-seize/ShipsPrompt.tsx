// H6: every player puts down one of their remaining ships, in any order; the ship cards lie face
// up, so each is picked on the tablet.
import type { HighSeizeInput } from '#games';
import { CardChip } from './CardChip.tsx';
import { colourStyle, type HighSeizeView, type Numbers } from './model.ts';
import { useMove } from '../../parts/use-move.ts';
import { t } from '../../i18n/i18n.ts';

export function ShipsPrompt({ view, players, numbers }: { view: HighSeizeView; players: string[]; numbers: Record<string, Numbers> }) {
  const { move, isHost } = useMove<HighSeizeInput>();
  return (
    <section class="prompt hs-ships" data-testid="hs-ships">
      <p class="prompt-kicker">{t('Round {round} · ships', { round: view.round })}</p>
      <h2 class="prompt-title">{t('Everyone puts a ship down')}</h2>
      {players.map((p) => (
        <div key={p} class="choices" data-testid={`hs-ships-${p}`}>
          <span class="btn-name" style={colourStyle(view, p)}>
            {p}
          </span>
          {isHost
            ? (view.shipsLeft[p] ?? []).map((card) => (
                <button type="button" key={card} class="btn" data-card={card} onClick={() => move({ type: 'ship', player: p, card })}>
                  <CardChip card={card} numbers={numbers} />
                </button>
              ))
            : null}
        </div>
      ))}
      <p class="hint">{t('A ship weighs and is worth what its card says; one that has sailed never sails again.')}</p>
    </section>
  );
}
