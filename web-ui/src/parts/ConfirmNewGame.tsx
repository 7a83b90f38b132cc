// The question asked when a new game is started while one is under way: the game on the table is
// put away (kept on the shelf, to resume later), or play goes on.
import { t } from '../i18n/i18n.ts';

export function ConfirmNewGame({ game, onYes, onNo }: { game: string; onYes: () => void; onNo: () => void }) {
  return (
    <section class="panel confirm" data-testid="confirm-new-game">
      <h2>{t('A game of {game} is under way.', { game })}</h2>
      <p>{t('Put it away (it stays on the shelf, to resume later) and start the new one?')}</p>
      <div class="choices">
        <button type="button" class="btn btn-danger" onClick={onYes}>
          {t('Yes, put it away and start')}
        </button>
        <button type="button" class="btn" onClick={onNo}>
          {t('No, keep playing')}
        </button>
      </div>
    </section>
  );
}
