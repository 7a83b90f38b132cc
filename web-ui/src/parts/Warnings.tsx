// The server's start-up warnings (SessionState `warnings`, and `warningsSaid` beside them: each
// one's id and values, server/src/session/warning-words.ts), said in the tablet's language; a
// warning the server words in English only is shown in its English, marked as English. A file's
// name, a deck's and what a file or the game's rules said of a line stay as they are.
import { Fragment } from 'preact';
import type { Said, SessionState } from '#protocol';
import { type Msg, msg } from '../i18n/i18n.ts';
import { sayIt } from '../i18n/said.ts';

export const WARNING_WORDS: Readonly<Record<string, Msg>> = {
  'warning/torn-line': msg('{file} line {line} was cut short (the server stopped while writing it) and is dropped: {dropped}'),
  'warning/skipped-line': msg('{file} line {line} was skipped: {why}'),
  'warning/not-removed': msg('{file} could not be removed from the shelf ({why}): the game is on the table and on the shelf'),
  'warning/numbers-not-json': msg('{file} is not valid JSON ({why}); {deck} plays with the house numbers'),
  'warning/card-map-not-json': msg('{file} is not valid JSON ({why}); the card map of {deck} starts empty'),
  'warning/not-used': msg('{file} was not used: {why}'),
  'warning/cards-moved': msg('cards.json moved to {file} (one card map per deck now)'),
};

/** A warning in the tablet's language (`english`: whether it is said in the server's English, no words for it here). */
export function warningWords(text: string, said: Said | undefined): { text: string; english: boolean } {
  return said && said.id in WARNING_WORDS ? { text: sayIt(said, WARNING_WORDS), english: false } : { text, english: true };
}

/** Under the header, while the server has warnings: each in the tablet's language where it can be. */
export function Warnings({ session }: { session: Pick<SessionState, 'warnings' | 'warningsSaid'> }) {
  if (!session.warnings.length) return null;
  return (
    <div class="banner banner-warn" data-testid="warnings">
      {session.warnings.map((w, i) => {
        const { text, english } = warningWords(w, session.warningsSaid?.[i]);
        return (
          <Fragment key={w}>
            {i > 0 ? ' · ' : null}
            <span lang={english ? 'en' : undefined}>{text}</span>
          </Fragment>
        );
      })}
    </div>
  );
}
