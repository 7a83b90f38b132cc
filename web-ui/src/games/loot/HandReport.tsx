// L23: after the end, each player still holding cards names the merchant ships left in hand.
import { useState } from 'preact/hooks';
import type { LastTap } from '../types.ts';
import { useMove } from '../../parts/use-move.ts';
import { useTapPick } from './use-tap-pick.ts';
import { CardPicker } from './CardPicker.tsx';
import type { LootInput } from '#games';
import { kindOf, type LootView, pickableCards } from './model.ts';
import { t } from '../../i18n/i18n.ts';

export function HandReport({ view, players, tap }: { view: LootView; players: string[]; tap?: LastTap | null }) {
  const { move: input, isHost } = useMove<LootInput>();
  const player = players[0]!;
  const [picked, setPicked] = useState<string[]>([]);
  const merchants = pickableCards(view).filter((c) => kindOf(c) === 'merchant');
  const toggle = (c: string) => setPicked(picked.includes(c) ? picked.filter((x) => x !== c) : [...picked, c]);
  useTapPick(isHost ? tap : null, merchants, (c) => setPicked((was) => (was.includes(c) ? was : [...was, c])));
  return (
    <section class="prompt loot-report" data-testid="loot-report" data-player={player}>
      <span class="prompt-kicker">{t('The end: merchant ships left in hand')}</span>
      <h2 class="prompt-title">{t('{player}, which merchant ships are still in your hand?', { player })}</h2>
      <p class="hint">
        {t('{count, plural, one {# card} other {# cards}} in hand. Their gold counts against you. Still to report: {players}.', {
          count: view.hands[player] ?? 0,
          players: players.join(', '),
        })}
      </p>
      {isHost ? (
        <>
          <CardPicker cards={merchants} picked={picked} onPick={toggle} testId="loot-report-pick" />
          <button
            type="button"
            class="btn btn-go"
            data-testid="loot-report-send"
            onClick={() => {
              input({ type: 'handMerchants', player, cards: picked });
              setPicked([]);
            }}
          >
            {picked.length ? t('Report {cards}', { cards: picked.join(', ') }) : t('None in hand')}
          </button>
        </>
      ) : null}
    </section>
  );
}
