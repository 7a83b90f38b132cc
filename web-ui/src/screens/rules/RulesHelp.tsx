// The rules of a game: its docs/rules/<id>.md rendered by marked, or the shelf's one-line summary
// when it has none. The text is our own, bundled with the tablet at build time (never a player's
// input), so its HTML goes in as marked writes it.
import { Marked } from 'marked';
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import './rules.css';

// The page's own title is the document's `#`: every heading one level down, under the tablet's h1.
const rulesMarkdown = new Marked({
  async: false,
  gfm: true,
  walkTokens: (token) => {
    if (token.type === 'heading') token.depth = Math.min(6, token.depth + 1);
  },
});

/** A ruling's anchor on its rules page (`rule-R12`): what "show me" scrolls to. */
export const ruleAnchor = (id: string): string => `rule-${id}`;

/** A rules document as HTML, each ruling (a list item opening with its id in bold, `**R12.**`) with
 * its anchor. */
export function renderRules(markdown: string): string {
  return rulesMarkdown
    .parse(markdown, { async: false })
    .replace(/<li>(\s*(?:<p>)?<strong>([A-Z]\d+)\.)/g, (_, lead: string, id: string) => `<li id="${ruleAnchor(id)}" tabindex="-1">${lead}`);
}

/** Scrolls the page to the ruling `at` (null: nothing), marks it and gives it the focus, so that a
 * screen reader reads it next. */
function useRuleShown(page: RefObject<HTMLDivElement>, at: string | null | undefined): void {
  useEffect(() => {
    const rule = at ? page.current?.querySelector<HTMLElement>(`#${ruleAnchor(at)}`) : null;
    if (!rule) return;
    rule.classList.add('rule-shown');
    rule.scrollIntoView({ block: 'start' });
    rule.focus({ preventScroll: true });
  }, [page, at]);
}

export function RulesHelp({
  name,
  rules,
  blurb,
  onClose,
  back = '← Back to the game',
  at,
}: {
  name: string;
  rules: string | undefined;
  blurb: string;
  onClose: () => void;
  /** The way back's words (the game, or the shelf the rules were opened from). */
  back?: string;
  /** The ruling to open the page at (`R12`), from a "show me". */
  at?: string | null;
}) {
  const page = useRef<HTMLDivElement>(null);
  useRuleShown(page, at);
  return (
    <div class="screen rules-help" data-testid="rules-help" role="dialog" aria-label={`Rules of ${name}`}>
      <button type="button" class="btn" onClick={onClose}>
        {back}
      </button>
      {rules ? <div class="rules-text" ref={page} dangerouslySetInnerHTML={{ __html: renderRules(rules) }} /> : <p>{blurb}</p>}
    </div>
  );
}
