// The rules of a game: its docs/rules/<id>.md rendered by marked, in the tablet's language where the
// game has a page in it (translated-pages.ts, fetched on first opening), or the shelf's one-line
// summary when it has none. The text is our own, bundled with the tablet at build time (never a
// player's input), so its HTML goes in as marked writes it.
import { Marked } from 'marked';
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import type { Teaching } from '#games';
import { AskRules } from './AskRules.tsx';
import { anchorOf, anchorRules } from './rule-anchors.ts';
import './rules.css';
import { t, useLanguage } from '../../i18n/i18n.ts';
import { intlTag, type Language } from '../../i18n/languages.ts';
import { useModule } from '../../game-loads.ts';
import { WithGame } from '../../parts/WithGame.tsx';
import { translatedPage } from './translated-pages.ts';

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

/** A table of the rules in a box that scrolls sideways where the screen is narrower than the table:
 * a region of its own that takes the keyboard's focus, so that the arrow keys can scroll it too. */
const tableBox = (): string => `<div class="rules-table" role="region" tabindex="0" aria-label="${t('A table of the rules (it scrolls sideways)')}">`;

/** A rules document as HTML, each ruling (a list item opening with its id in bold, `**R12.**`) with
 * its anchor, each table in its box. */
export function renderRules(markdown: string): string {
  return rulesMarkdown
    .parse(markdown, { async: false })
    .replace(/<li>(\s*(?:<p>)?<strong>([A-Z]\d+)\.)/g, (_, lead: string, id: string) => `<li id="${ruleAnchor(id)}" tabindex="-1">${lead}`)
    .replace(/<table>/g, `${tableBox()}<table>`)
    .replace(/<\/table>/g, '</table></div>');
}

/** The page itself, in the language `lang` it is written in, with Ask the rules over it. */
function RulesPage({
  name,
  rules,
  lang,
  teach,
  shown,
  onShow,
}: {
  name: string;
  rules: string;
  lang: Language;
  teach: Teaching | undefined;
  shown: { readonly rule: string } | null;
  onShow: ((ruleId: string) => void) | undefined;
}) {
  const page = useRef<HTMLDivElement>(null);
  // Drawn again when the tablet speaks another language: the tables' boxes are named in its words.
  const spoken = useLanguage();
  const html = useMemo(() => renderRules(rules), [rules, spoken]);
  useLayoutEffect(() => {
    if (page.current) anchorRules(page.current);
  }, [html]);
  const show = (id: string): void => {
    const rule = page.current?.querySelector<HTMLElement>(`#${CSS.escape(anchorOf(id))}`);
    if (!rule) return;
    for (const before of page.current?.querySelectorAll('.rule-shown') ?? []) before.classList.remove('rule-shown');
    rule.classList.add('rule-shown');
    rule.scrollIntoView({ block: 'start' });
    rule.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (shown) show(shown.rule);
  }, [shown]);
  return (
    <>
      <AskRules name={name} rules={rules} lang={lang} teach={teach} onShow={onShow ?? show} />
      <div ref={page} class="rules-text" data-testid="rules-text" lang={intlTag(lang)} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

export function RulesHelp({
  game,
  name,
  rules,
  blurb,
  onClose,
  back,
  teach,
  shown = null,
  onShow,
  children,
}: {
  /** The game's id: its page in another language is docs/rules/<lang>/<game>.md. */
  game: string;
  name: string;
  /** The game's English rules page (it comes with the game's screens). */
  rules: string | undefined;
  blurb: string;
  onClose: () => void;
  /** The way back's words (the game, or the shelf the rules were opened from). */
  back?: string;
  /** The game's teaching: Ask the rules finds its rulings by the players' words it gives too. */
  teach?: Teaching | undefined;
  /** A rule to show at once (showRule's): the page opens scrolled to it, focused. */
  shown?: { readonly rule: string } | null;
  /** How an answer of Ask the rules is shown (the rules screen's showRule); without, scrolled to here. */
  onShow?: (ruleId: string) => void;
  /** What the screen shows between the way back and the page (a game's "Learn with a first game"). */
  children?: ComponentChildren;
}) {
  const lang = useLanguage();
  // The page in the tablet's language comes down once, when first shown; without one (English, or
  // no page in that language) nothing is fetched and the English page is shown.
  const fetchPage = rules ? translatedPage(game, lang) : null;
  const key = `rules-${lang}-${game}`;
  const translated = useModule(key, fetchPage ?? (() => Promise.resolve(rules ?? '')), fetchPage !== null);
  return (
    <div class="screen rules-help" data-testid="rules-help" role="dialog" aria-label={t('Rules of {game}', { game: name })}>
      <button type="button" class="btn" onClick={onClose}>
        {back ?? t('← Back to the game')}
      </button>
      {children}
      {rules ? (
        <WithGame id={`module:${key}`} name={t('The rules page')} load={translated}>
          {(page) => <RulesPage name={name} rules={page ?? rules} lang={page === undefined ? 'en' : lang} teach={teach} shown={shown} onShow={onShow} />}
        </WithGame>
      ) : (
        <p>{blurb}</p>
      )}
    </div>
  );
}
