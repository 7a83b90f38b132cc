// The contests of the weigh-off so far: who met whom, who went out, and why.
import type { ContestResult } from './model.ts';
import './bracket.css';
import { t } from '../../i18n/i18n.ts';

export function Bracket({ results, current }: { results: ContestResult[]; current?: { left: string; right: string } | null }) {
  if (results.length === 0 && !current) return null;
  return (
    <ol class="bracket" data-testid="bracket" aria-label={t('contests')}>
      {results.map((r, i) => {
        const won = (side: 'left' | 'right') => r.outcome === side || r.outcome === 'draw';
        return (
          <li key={i} class="contest">
            <span class={won('left') ? 'won' : 'lost'}>{r.left}</span>
            <span class="vs">{t('vs')}</span>
            <span class={won('right') ? 'won' : 'lost'}>{r.right}</span>
            <span class="why">
              {r.eliminated ? t('{who} out', { who: r.eliminated }) : t('both stay in')}
              {r.tiebreaks ? ` ${t('{count, plural, one {after # tiebreak} other {after # tiebreaks}}', { count: r.tiebreaks })}` : ''}
            </span>
          </li>
        );
      })}
      {current ? (
        <li class="contest current">
          <span>{current.left}</span>
          <span class="vs">{t('vs')}</span>
          <span>{current.right}</span>
          <span class="why">{t('now weighing')}</span>
        </li>
      ) : null}
    </ol>
  );
}
