// R8: the captain orders participants who revealed the same rank (asked only when it matters).
import { useState } from 'preact/hooks';
import { useTable } from '../../../context.ts';

export function OrderPrompt({ player, among }: { player: string; among: string[] }) {
  const { input, isHost } = useTable();
  const [picked, setPicked] = useState<string[]>([]);
  const left = among.filter((p) => !picked.includes(p));
  const order = left.length === 1 ? [...picked, ...left] : picked;
  return (
    <section class="prompt" data-testid="prompt-order">
      <p class="prompt-kicker">Same rank: who acts first?</p>
      <h2 class="prompt-title">{player}, tap them in the order they act</h2>
      <ol class="order-picked">
        {order.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ol>
      <div class="choices">
        {left.map((p) => (
          <button type="button" key={p} class="btn btn-big" disabled={!isHost || left.length === 1} onClick={() => setPicked([...picked, p])}>
            {p}
          </button>
        ))}
      </div>
      <div class="choices">
        <button type="button" class="btn" disabled={!isHost || picked.length === 0} onClick={() => setPicked([])}>
          Start again
        </button>
        <button
          type="button"
          class="btn btn-big btn-go"
          disabled={!isHost || order.length !== among.length}
          onClick={() => input({ type: 'order', players: order })}
        >
          This order
        </button>
      </div>
    </section>
  );
}
