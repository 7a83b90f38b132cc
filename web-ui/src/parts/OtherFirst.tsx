// The host's row for asking another of those the reader waits on (a player, a pile) for the next tap
// instead of the one asked (use-tap-owner.ts): the server gives that one the next card read.
import type { ComponentChildren } from 'preact';
import { useTable } from '../context.ts';

/** How a game draws one of the row's buttons. */
export interface OwnerLook {
  label: ComponentChildren;
  class?: string;
  style?: Record<string, string>;
  testId?: string;
}

export function OtherFirst({ ask, waiting, owner, look }: { ask: string; waiting: readonly string[]; owner: string | null; look: (p: string) => OwnerLook }) {
  const { send, isHost } = useTable();
  if (!isHost || waiting.length < 2) return null;
  return (
    <div class="choices">
      <span class="hint">{ask}</span>
      {waiting.map((p) => (
        <OwnerButton key={p} look={look(p)} selected={p === owner} onAsk={() => send({ type: 'attributeTap', player: p })} />
      ))}
    </div>
  );
}

function OwnerButton({ look, selected, onAsk }: { look: OwnerLook; selected: boolean; onAsk: () => void }) {
  return (
    <button
      type="button"
      class={`btn${look.class ? ` ${look.class}` : ''}${selected ? ' is-selected' : ''}`}
      style={look.style}
      aria-pressed={selected}
      data-testid={look.testId}
      onClick={onAsk}
    >
      {look.label}
    </button>
  );
}
