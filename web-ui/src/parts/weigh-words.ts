// The weigh-off's headline the server sends (protocol: WeighStatus `message`, and `said` beside it
// where the words are the table's own: server/src/session/scales/weigh-messages.ts; `told`, a
// verdict's events as the game's phrases), said in the tablet's language; a headline with neither
// (the time limit's words) in its English.
import type { WeighStatus } from '#protocol';
import { grams } from '../i18n/format.ts';
import { language, type Msg, msg, t } from '../i18n/i18n.ts';
import { sayPhrase } from '../i18n/said-phrase.ts';
import { sayIt } from '../i18n/said.ts';

export const WEIGH_WORDS: Readonly<Record<string, Msg>> = {
  'weigh/empty-cups': msg('Empty both cups, then press “Tare”'),
  'weigh/set-aside': msg('{left} and {right}: each set one piece aside and put the rest back in your cup, then press “All in, weigh!” (R22)'),
  'weigh/load': msg("Put {left}'s collection in the left cup and {right}'s in the right cup, then press “All in, weigh!”"),
  'weigh/lift-out': msg('Lift both collections out of the cups and keep your hands off the empty cups: their zero after the contest decides'),
  'weigh/weighing': msg('Weighing… keep your hands off the scale'),
  'weigh/take-one-out': msg('{player}: take one piece out of your cup (R22)'),
  'weigh/take-one-out-both': msg('{left} and {right}: take one piece out of your cup (R22)'),
  'weigh/both-out': msg('Both pieces are out'),
  'weigh/taring': msg('Taring… keep your hands off the scale'),
  'weigh/weighing-longer': msg('Weighing longer… keep your hands off the scale'),
  'weigh/reweigh': msg('Both pieces are out: weighing again… keep your hands off the scale'),
  'weigh/tie-called': msg('No clear winner: the table called a tie (R22, R24)'),
  'weigh/tie-after-lift': msg('No clear winner, even with the zero after the contest: a tie (R22, R24). Put the collections back, one piece fewer each'),
  'weigh/too-close': msg('Too close to the tie band to name a side: a tie (R22, R24)'),
  'weigh/undecided': msg(
    'No clear winner after {seconds} s: {known}, and a winner needs more than {band} (R24). Call it a tie — {tie} —, weigh longer, or lift both collections out so the empty cups give the zero after the contest',
  ),
  'weigh/undecided-lifted': msg(
    "No clear winner, even with the empty cups' zero after the contest: {known}, and a winner needs more than {band} (R24). Call it a tie — {tie} — or settle it by hand",
  ),
};

/** What the scale knows at the time limit (the status's `known`: the left cup's lead, low to high, in grams), in words. */
function knownWords(weigh: Partial<Pick<WeighStatus, 'known' | 'contest'>>): string {
  const k = weigh.known;
  const up = (g: number): string => grams(Math.ceil(g * 10) / 10);
  const down = (g: number): string => grams(Math.floor(g * 10) / 10);
  if (!k || !weigh.contest) return t('the cups never kept still long enough to weigh');
  if (k.lowGrams >= 0) return t("{player}'s cup is heavier, by {low} to {high}", { player: weigh.contest.left, low: down(k.lowGrams), high: up(k.highGrams) });
  if (k.highGrams <= 0)
    return t("{player}'s cup is heavier, by {low} to {high}", { player: weigh.contest.right, low: down(-k.highGrams), high: up(-k.lowGrams) });
  return t('the cups are within {within} of each other', { within: up(Math.max(-k.lowGrams, k.highGrams)) });
}

/** The weigh-off's headline in the tablet's language (its English where the tablet has no words for it). */
export function weighMessage(weigh: Pick<WeighStatus, 'message' | 'said' | 'told'> & Partial<Pick<WeighStatus, 'known' | 'contest'>>): string {
  // English: the server's own sentence.
  if (language() === 'en') return weigh.message;
  if (weigh.said?.id.startsWith('weigh/undecided')) return sayIt(weigh.said, WEIGH_WORDS, { known: knownWords(weigh) });
  if (!weigh.told?.length) return weigh.said ? sayIt(weigh.said, WEIGH_WORDS) : weigh.message;
  // A verdict: why it was a tie, then the game's words; all in English where a phrase's catalogue is not in.
  const told = weigh.told.map((p) => sayPhrase(p, ''));
  if (told.includes('')) return weigh.message;
  return [...(weigh.said ? [sayIt(weigh.said, WEIGH_WORDS)] : []), ...told].join('. ');
}
