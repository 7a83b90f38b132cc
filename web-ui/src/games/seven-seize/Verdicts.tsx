// Each contest of the weigh-off as the table says it: who beat whom, the grams where a scale
// weighed, and how a tie was broken (R22, R23). Words from games/seven-seize/weigh-off-verdicts.ts.
import { contestWords } from '#games';
import './verdicts.css';
import type { ContestResult } from './model.ts';
import { t } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';

export function Verdicts({ results, cursedTreasure }: { results: ContestResult[]; cursedTreasure: boolean }) {
  if (results.length === 0) return null;
  return (
    <section class="panel verdicts" aria-label={t("the weigh-off's verdicts")}>
      <h2>{t('The weigh-off')}</h2>
      <ol class="verdict-list" data-testid="verdicts">
        {results.map((r, i) => {
          const w = contestWords(r, cursedTreasure);
          return (
            <li key={i} class="contest-verdict">
              <b class="verdict-line">{sayText(w.verdict)}</b>
              {w.tiebreak ? <span class="verdict-tie">{sayText(w.tiebreak)}</span> : null}
              {w.weighings.length ? (
                <ol class="weighings">
                  {w.weighings.map((x, j) => (
                    <li key={j}>{sayText(x)}</li>
                  ))}
                </ol>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
