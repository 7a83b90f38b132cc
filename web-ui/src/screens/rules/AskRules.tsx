// Ask the rules: a search over a game's rules page and the players' words its teaching gives its
// rulings (games/core/ask-rules.ts, MiniSearch), answering as the player types, best first, each
// rule with the rules next to it; "Show it on the page" scrolls the page to the rule. Offline: the
// index is built on the tablet from the page it already holds, and comes down with the rules page.
import { useMemo, useState } from 'preact/hooks';
import { isRulesLanguage, pageSearch, type RuleAnswer, type RuleEntry, type Teaching } from '#games';
import './ask-rules.css';
import { t } from '../../i18n/i18n.ts';
import { intlTag, type Language } from '../../i18n/languages.ts';

/** How many rules an answer lists. */
const ANSWERS = 5;

/** A rule's name as the page gives it: a ruling with its id. */
const named = (e: RuleEntry): string => (e.ruling ? `${e.id} · ${e.title}` : e.title);

/** One rule found: its name and text in the page's language `lang`, the tablet's words around them. */
function Answer({ answer, lang, onShow }: { answer: RuleAnswer; lang: string; onShow: (id: string) => void }) {
  const { entry, before, after } = answer;
  const near = [before, after].filter((e): e is RuleEntry => e !== null);
  return (
    <li class="ask-answer" data-rule={entry.id}>
      <h3 lang={lang}>{named(entry)}</h3>
      {entry.section !== entry.title ? <p class="hint">{t('In {section}', { section: entry.section })}</p> : null}
      <p lang={lang}>{entry.text}</p>
      <div class="choices">
        <button type="button" class="btn" onClick={() => onShow(entry.id)}>
          {t('Show it on the page')}
        </button>
      </div>
      {near.length ? (
        <div class="ask-near">
          <p class="hint">{t('The rules next to it:')}</p>
          <div class="choices">
            {near.map((e) => (
              <button key={e.id} type="button" class="btn btn-quiet" onClick={() => onShow(e.id)}>
                {named(e)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** The search for the game `name`, over its rules page `rules` (written in `lang`: the page the
 * tablet shows); `onShow(id)` shows a rule on the page. */
export function AskRules({
  name,
  rules,
  lang,
  teach,
  onShow,
}: {
  name: string;
  rules: string;
  lang: Language;
  teach: Teaching | undefined;
  onShow: (id: string) => void;
}) {
  // The page's language reads the question (its filler words, its endings) and the page's own players'
  // words for its rulings; the teaching's are English, so they join an English page's only (the
  // pseudo-language's is English).
  const pageLang = isRulesLanguage(lang) ? lang : 'en';
  const search = useMemo(() => pageSearch(rules, teach, pageLang), [rules, teach, pageLang]);
  const [question, setQuestion] = useState('');
  const asked = question.trim();
  const answers = asked ? search.ask(asked, ANSWERS) : [];
  return (
    <section class="panel ask-rules" aria-labelledby="ask-rules-title" data-testid="ask-rules">
      <h2 id="ask-rules-title">{t('Ask the rules')}</h2>
      <search aria-label={t('Ask the rules of {game}', { game: name })}>
        <label for="ask-rules-question">{t('What do you remember of the rule? A word or two will do: "tie", "steal two".')}</label>
        <input
          id="ask-rules-question"
          class="ask-question"
          type="search"
          autocomplete="off"
          enterkeyhint="search"
          value={question}
          onInput={(e) => setQuestion(e.currentTarget.value)}
        />
      </search>
      <p role="status" class="hint" data-testid="ask-rules-status">
        {!asked
          ? ''
          : answers.length
            ? t('{count, plural, one {One rule} other {# rules}} of {game} found, best first.', { count: answers.length, game: name })
            : t('No rule of {game} has those words: try another word.', { game: name })}
      </p>
      {answers.length ? (
        <ol class="ask-answers" aria-label={t('The rules found, best first')}>
          {answers.map((a) => (
            <Answer key={a.entry.id} answer={a} lang={intlTag(lang)} onShow={onShow} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
