// Undo with confirmation: a mis-tap is easy, an accidental undo should not be.
import { useState } from 'preact/hooks';
import { useTable } from '../context.ts';

export function UndoButton({ canUndo }: { canUndo: boolean }) {
  const { input, isHost } = useTable();
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
      <span>Take back the last step?</span>
      <button
        type="button"
        class="btn btn-danger"
        onClick={() => {
          input({ type: 'undo' });
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
