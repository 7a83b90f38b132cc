// Undo with confirmation: a mis-tap is easy, an accidental undo should not be.
import { useState } from 'preact/hooks';
import { useTable } from '../context.ts';

/** `steps` inputs are taken back at once (Booty's move and the computer's answer, B29). */
export function UndoButton({ canUndo, steps = 1, question = 'Take back the last step?' }: { canUndo: boolean; steps?: number; question?: string }) {
  const { inTurn, isHost } = useTable();
  const [asking, setAsking] = useState(false);
  if (!isHost) return null;
  if (!asking)
    return (
      <button type="button" class="btn btn-quiet" disabled={!canUndo} onClick={() => setAsking(true)}>
        ↶ Undo
      </button>
    );
  return (
    <div class="confirm" role="alertdialog" aria-label="confirm undo">
      <span>{question}</span>
      <button
        type="button"
        class="btn btn-danger"
        onClick={() => {
          // One after another, each on the position the last left: an undo the other tablet's move
          // overtook is refused rather than taking that move back.
          void inTurn(Array.from({ length: steps }, () => ({ type: 'undo' })));
          setAsking(false);
        }}
      >
        Yes, undo
      </button>
      <button type="button" class="btn" onClick={() => setAsking(false)}>
        No
      </button>
    </div>
  );
}
