// The rules of a game: its docs/rules/<id>.md rendered by marked, or the shelf's one-line summary
// when it has none. The text is our own, bundled with the tablet at build time (never a player's
// input), so its HTML goes in as marked writes it.
import { Marked } from 'marked';
import './rules.css';

// The page's own title is the document's `#`: every heading one level down, under the tablet's h1.
const rulesMarkdown = new Marked({
  async: false,
  gfm: true,
  walkTokens: (token) => {
    if (token.type === 'heading') token.depth = Math.min(6, token.depth + 1);
  },
});

/** A rules document as HTML. */
export function renderRules(markdown: string): string {
  return rulesMarkdown.parse(markdown, { async: false });
}

export function RulesHelp({
  name,
  rules,
  blurb,
  onClose,
  back = '← Back to the game',
}: {
  name: string;
  rules: string | undefined;
  blurb: string;
  onClose: () => void;
  /** The way back's words (the game, or the shelf the rules were opened from). */
  back?: string;
}) {
  return (
    <div class="screen rules-help" data-testid="rules-help" role="dialog" aria-label={`Rules of ${name}`}>
      <button type="button" class="btn" onClick={onClose}>
        {back}
      </button>
      {rules ? <div class="rules-text" dangerouslySetInnerHTML={{ __html: renderRules(rules) }} /> : <p>{blurb}</p>}
    </div>
  );
}
