// Under a finished game: the same game again with the same players, or back to the shelf. Either
// way the finished game is put away on the shelf, never lost.
import type { SessionState, TableInput } from '#protocol';
import { useTable } from '../../context.ts';
import type { StartExtras } from '../../games/types.ts';
import '../../parts/action-bar.css';
import { t } from '../../i18n/i18n.ts';

export function GameOver({ session, onRematch }: { session: SessionState; onRematch: (start: Record<string, unknown>, extras: StartExtras) => void }) {
  const { send, isHost } = useTable();
  if (!isHost) return null;
  return (
    <div class="choices action-bar game-over" data-testid="game-over">
      {session.start ? (
        <button type="button" class="btn btn-big btn-go" onClick={() => onRematch(session.start as TableInput, { computer: session.computer?.seats ?? {} })}>
          {t('Rematch')}
        </button>
      ) : null}
      <button type="button" class="btn btn-big" onClick={() => send({ type: 'newGame' })}>
        {t('New game')}
      </button>
    </div>
  );
}
