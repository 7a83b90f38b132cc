// R8: the captain orders participants who revealed the same rank (asked only when it matters).
// A spectator sees whom the captain orders; the buttons are the host's.
import { useState } from 'preact/hooks';
import { useTable } from '../../../context.ts';
import { KeyHint } from '../../../cues/KeyHint.tsx';
import { useChoiceKeys } from '../../../cues/keys.ts';
import { seatStyle } from '../seat-colours.ts';
import { t } from '../../../i18n/i18n.ts';

export function OrderPrompt({ player, among, seats }: { player: string; among: string[]; seats: string[] }) {
  const { input, isHost } = useTable();
  const [picked, setPicked] = useState<string[]>([]);
  const left = among.filter((p) => !picked.includes(p));
  const order = left.length === 1 ? [...picked, ...left] : picked;
  const done = () => order.length === among.length && input({ type: 'order', players: order });
  useChoiceKeys(left.length > 1 ? left.length : 0, (i) => setPicked([...picked, left[i] as string]), done, isHost);
  if (!isHost)
    return (
      <section class="prompt" data-testid="prompt-order">
        <p class="prompt-kicker">{t('Same rank: who acts first?')}</p>
        <h2 class="prompt-title">{t('{player} puts them in the order they act', { player })}</h2>
        <p class="choices">
          {among.map((p) => (
            <span key={p} class="seat" style={seatStyle(p, seats)}>
              {p}
            </span>
          ))}
        </p>
      </section>
    );
  return (
    <section class="prompt" data-testid="prompt-order">
      <p class="prompt-kicker">{t('Same rank: who acts first?')}</p>
      <h2 class="prompt-title">{t('{player}, tap them in the order they act', { player })}</h2>
      <ol class="order-picked">
        {order.map((p) => (
          <li key={p} class="seat" style={seatStyle(p, seats)}>
            {p}
          </li>
        ))}
      </ol>
      <div class="choices">
        {left.map((p, i) => (
          <button
            type="button"
            key={p}
            class="btn btn-big btn-name"
            style={seatStyle(p, seats)}
            disabled={left.length === 1}
            onClick={() => setPicked([...picked, p])}
          >
            {left.length > 1 ? <KeyHint n={i + 1} /> : null}
            {p}
          </button>
        ))}
      </div>
      <div class="choices">
        <button type="button" class="btn" disabled={picked.length === 0} onClick={() => setPicked([])}>
          {t('Start again')}
        </button>
        <button type="button" class="btn btn-big btn-go" disabled={order.length !== among.length} onClick={done}>
          {t('This order')}
        </button>
      </div>
    </section>
  );
}
