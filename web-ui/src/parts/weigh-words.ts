// The weigh-off's headline the server sends (protocol: WeighStatus `message`, and `said` beside it
// where the words are the table's own: server/src/session/scales/weigh-messages.ts), said in the
// tablet's language; a headline with no `said` (a verdict, the time limit's words) in its English.
import type { WeighStatus } from '#protocol';
import { type Msg, msg } from '../i18n/i18n.ts';
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
};

/** The weigh-off's headline in the tablet's language (its English where the tablet has no words for it). */
export function weighMessage(weigh: Pick<WeighStatus, 'message' | 'said'>): string {
  return weigh.said ? sayIt(weigh.said, WEIGH_WORDS) : weigh.message;
}
