// Abandon the game on the table and start afresh; the server keeps its log as game-<time>.jsonl.
import { useTable } from '../context.ts';
import { AskFirst } from './AskFirst.tsx';

export function PutAway() {
  const { send, isHost } = useTable();
  if (!isHost) return null;
  return (
    <section class="panel" data-testid="put-away">
      <h2>The table</h2>
      <AskFirst
        label="Put this game away…"
        question="Put this game away and start a new one? (Its log is kept.)"
        yes="Yes, new game"
        onYes={() => send({ type: 'newGame' })}
      />
    </section>
  );
}
