// Before the first move of a game being taught: the goal in two or three sentences and what to lay
// out for these players and options (the game's `teach.setup`), to tick off or skip.
import type { SetupGuide } from '#games';
import { RuleLinks, type ShowRule } from './RuleLink.tsx';
import { t } from '../i18n/i18n.ts';

export function SetTable({ guide, onDone, showRule }: { guide: SetupGuide; onDone(): void; showRule?: ShowRule | undefined }) {
  return (
    <section class="panel set-table" aria-labelledby="set-table-title" data-testid="set-table">
      <h2 id="set-table-title">{t('Set the table')}</h2>
      <p class="teach-goal" data-testid="set-table-goal">
        {guide.goal}
      </p>
      <ul class="set-table-list">
        {guide.layOut.map((line, i) => (
          <li key={i}>
            <label class="toggle">
              <input type="checkbox" />
              {line}
            </label>
          </li>
        ))}
      </ul>
      <p class="teach-rules">
        {t('The rules behind it:')} <RuleLinks ids={guide.rules} showRule={showRule} />
      </p>
      <button type="button" class="btn" data-testid="set-table-done" onClick={onDone}>
        {t('All laid out, or skip')}
      </button>
    </section>
  );
}
