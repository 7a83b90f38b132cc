// Final standings: the winner(s), then everyone in the order they went out (last out first), each
// with how their weigh-off ended, and every contest's verdict with its grams and tiebreaks.
import { playerOutcome } from '#games';
import { Verdicts } from './Verdicts.tsx';
import { seatStyle } from './seat-colours.ts';
import { INTERLOPER, type SevenSeizeView } from './model.ts';
import '../../parts/game-table.css';
import './standings.css';
import { t } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';

export function Standings({ view }: { view: SevenSeizeView }) {
  const w = view.weighOff;
  const out = w ? [...w.eliminated].reverse() : [];
  const first = w ? w.remaining : view.winners;
  const ranked = [...first, ...out.filter((p) => !first.includes(p))];
  const interloperWon = view.winners.length === 0 && first.includes(INTERLOPER);
  const headline =
    view.winners.length === 0
      ? interloperWon
        ? t('The Interloper sails off with the heaviest hoard: no player wins (R19)')
        : t('No winner')
      : view.winners.length === 1
        ? t('{who} wins!', { who: view.winners[0] ?? '' })
        : t('Shared win: {who}', { who: view.winners.join(' & ') });
  return (
    <div class="screen standings" data-testid="screen-standings">
      <h1 class="headline" data-testid="winners">
        {headline}
      </h1>
      {view.options.cursedTreasure ? <p class="hint">{t('Cursed Treasure: the lightest collection won.')}</p> : null}
      <ol class="ranking" data-testid="ranking">
        {ranked.map((p, i) => (
          <li key={p} class={view.winners.includes(p) ? 'winner' : ''} data-player={p} style={seatStyle(p, view.players)}>
            <span class="place">{i < first.length ? 1 : i + 1}</span>
            <span class="who seat">{p}</span>
            <span class="outcome">
              {w
                ? sayText(playerOutcome(w.results, p, i < first.length))
                : t('{count, plural, one {# piece} other {# pieces}}', { count: view.collections[p] ?? 0 })}
            </span>
          </li>
        ))}
      </ol>
      {w ? <Verdicts results={w.results} cursedTreasure={view.options.cursedTreasure} /> : null}
    </div>
  );
}
