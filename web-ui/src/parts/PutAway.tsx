// Abandon the game on the table and start afresh; the server keeps its log as game-<time>.jsonl.
import { useState } from 'preact/hooks';
import { useTable } from '../context.ts';

export function PutAway() {
  const { send, isHost } = useTable();
  const [asking, setAsking] = useState(false);
  if (!isHost) return null;
  return (
    <section class="panel" data-testid="put-away">
      <h2>The table</h2>
      {asking ? (
        <div class="choices">
          <span>Put this game away and start a new one? (Its log is kept.)</span>
          <button
            type="button"
            class="btn btn-danger"
            onClick={() => {
              send({ type: 'newGame' });
              setAsking(false);
            }}
          >
            Yes, new game
          </button>
          <button type="button" class="btn" onClick={() => setAsking(false)}>
            No
          </button>
        </div>
      ) : (
        <button type="button" class="btn" onClick={() => setAsking(true)}>
          Put this game away…
        </button>
      )}
    </section>
  );
}
