// Abandon the game on the table and start afresh; the server keeps its log as game-<time>.jsonl.
import { useTable } from '../context.ts';
import { AskFirst } from './AskFirst.tsx';
import { t } from '../i18n/i18n.ts';

export function PutAway() {
  const { send, isHost } = useTable();
  if (!isHost) return null;
  return (
    <section class="panel" data-testid="put-away">
      <h2>{t('The table')}</h2>
      <AskFirst
        label={t('Put this game away…')}
        question={t('Put this game away and start a new one? (Its log is kept.)')}
        yes={t('Yes, new game')}
        onYes={() => send({ type: 'newGame' })}
      />
    </section>
  );
}
