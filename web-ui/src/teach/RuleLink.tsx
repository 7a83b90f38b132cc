// A ruling named in a lesson, a "why" line or a search's answer: its id as a button that opens the
// game's rules page at that rule ("show me"). Where nothing can open the page, the id as text.
import { cited } from '#games';
import './rule-link.css';
import { t } from '../i18n/i18n.ts';

/** Opens the rules page of the game on the table at the ruling `id` (`R12`). */
export type ShowRule = (id: string) => void;

export function RuleLink({ id, showRule }: { id: string; showRule?: ShowRule | undefined }) {
  if (!showRule) return <span class="rule-id">{id}</span>;
  return (
    <button type="button" class="btn btn-quiet rule-link" data-rule={id} aria-label={t('Show rule {rule}', { rule: id })} onClick={() => showRule(id)}>
      {id}
    </button>
  );
}

/** Several rulings, each its own link. */
export function RuleLinks({ ids, showRule }: { ids: readonly string[]; showRule?: ShowRule | undefined }) {
  return (
    <span class="rule-links">
      {ids.map((id) => (
        <RuleLink key={id} id={id} showRule={showRule} />
      ))}
    </span>
  );
}

/** A line and the rulings behind it, each ruling named once and a link (games/core/teach.ts `cited`):
 * where the line's words cite it, and after them the rulings its words do not. */
export function Cited({ text, rules, showRule }: { text: string; rules: readonly string[]; showRule?: ShowRule | undefined }) {
  return <>{cited(text, rules).map((p, i) => ('rule' in p ? <RuleLink key={i} id={p.rule} showRule={showRule} /> : p.text))}</>;
}
