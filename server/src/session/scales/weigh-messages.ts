// The weigh-off's words for the table: the headline of each stage of a two-cup contest, what the
// scale knows at the time limit (R24), and a tare refusal as a sentence.
import type { ContestStatus } from '../../../../scale/contest.ts';
import type { SentPhrase } from '../../../../games/core/phrase-key.ts';
import type { FlatPhrase, Said, SaidPhrase, SaidValue, WeighStatus } from '#protocol';

type Cups = { left: string; right: string };
/** While a tare waits for still cups: the seconds it may still take (the tablet's progress). */
export type Taring = { taring?: { secondsLeft: number; ofSeconds: number } };

const round2 = (g: number): number => Math.round(g * 100) / 100;

/** A headline as the table's own words: its English `text` and, beside it, its id and players for each tablet's language. */
function said(id: string, text: string, players: Record<string, string> = {}): { message: string; said: Said } {
  const values = Object.fromEntries(Object.entries(players).map(([k, player]) => [k, { player }]));
  return { message: text, said: { id: `weigh/${id}`, ...(Object.keys(values).length ? { values } : {}), text } };
}

/** The headlines the weigh-off gives itself (weigh-off-controls.ts, table-weigh-off.ts), by their ids. */
const OWN: Readonly<Record<string, string>> = {
  'Taring… keep your hands off the scale': 'taring',
  'Weighing… keep your hands off the scale': 'weighing',
  'Weighing longer… keep your hands off the scale': 'weighing-longer',
  'Both pieces are out: weighing again… keep your hands off the scale': 'reweigh',
};

/** A headline the weigh-off gave itself, with its id where it is one of its own (else its English alone). */
export function headline(message: string): { message: string; said?: Said } {
  const id = OWN[message];
  return id ? said(id, message) : { message };
}

/** Why a verdict was a tie, where the scale did not name a side (R22, R24). */
export type TieWhy = 'tie-called' | 'tie-after-lift' | 'too-close';
const WHY: Readonly<Record<TieWhy, string>> = {
  'tie-called': 'No clear winner: the table called a tie (R22, R24)',
  'tie-after-lift': 'No clear winner, even with the zero after the contest: a tie (R22, R24). Put the collections back, one piece fewer each',
  'too-close': 'Too close to the tie band to name a side: a tie (R22, R24)',
};

/** A game's sentence as the weigh status carries it, or null where a value is a sentence itself (then said in English). */
export function flat(p: SentPhrase | SaidPhrase): FlatPhrase | null {
  const values: FlatPhrase['values'] = {};
  for (const [k, v] of Object.entries(p.values)) {
    if (typeof v === 'object' && !('list' in v)) return null;
    values[k] = typeof v === 'object' ? { list: [...v.list], type: v.type } : v;
  }
  return { message: p.message, values };
}

/** A verdict's headline: why it was a tie (if it was one the scale did not name), then the game's
 * words for it (`said`, in English; `told`, the same as phrases for each tablet's language). */
export function verdictWords(why: TieWhy | null, gameSaid: string, told: readonly SentPhrase[]): { message: string; said?: Said; told?: FlatPhrase[] } {
  const whyText = why ? WHY[why] : '';
  const phrases = told.flatMap((p) => flat(p) ?? []);
  const message = [whyText, gameSaid].filter(Boolean).join('. ');
  return {
    message,
    ...(why ? { said: said(why, whyText).said } : {}),
    ...(phrases.length && phrases.length === told.length ? { told: phrases } : {}),
  };
}

/** A tare refusal as a sentence for the table's headline (the controller's reason is a clause). */
export function tareSentence(reason: string): string {
  const clause = reason.replace(/^cannot tare:\s*/, '');
  const parts = clause.split(/;\s*/).map((p) => p.replace(/^the (left|right) cup \(([^)]+)\)/, "$2's cup ($1)"));
  const said = parts.map((p) => `${p[0]?.toUpperCase() ?? ''}${p.slice(1)}`).join('. ');
  return `${said}. Empty both cups, keep your hands off the scale, then press “Tare” again.`;
}

/** The status the tablets see of a two-cup contest: `message` the weigh-off's own headline, `taring`
 * a tare's progress, `undecided` the words at the time limit. */
export function describeContest(s: ContestStatus, cups: Cups, message: string, taring: Taring, undecided: () => Undecided): WeighStatus {
  switch (s.phase) {
    case 'tare':
      return {
        stage: 'tare',
        contest: cups,
        verdict: null,
        ...(message ? headline(message) : said('empty-cups', 'Empty both cups, then press “Tare”')),
        ...taring,
      };
    case 'loading':
      return {
        stage: 'loading',
        contest: cups,
        verdict: null,
        ...(s.verdict === 'none'
          ? // A tie after the collections were lifted out: the cups are empty and zeroed (R22).
            said(
              'set-aside',
              `${cups.left} and ${cups.right}: each set one piece aside and put the rest back in your cup, then press “All in, weigh!” (R22)`,
              cups,
            )
          : said('load', `Put ${cups.left}'s collection in the left cup and ${cups.right}'s in the right cup, then press “All in, weigh!”`, cups)),
      };
    case 'lifting':
      return {
        stage: 'lifting',
        contest: cups,
        verdict: null,
        ...said('lift-out', 'Lift both collections out of the cups and keep your hands off the empty cups: their zero after the contest decides'),
        ...(s.known ? { known: { lowGrams: round2(s.known.lowGrams), highGrams: round2(s.known.highGrams) } } : {}),
      };
    case 'weighing':
      return {
        stage: 'weighing',
        contest: cups,
        verdict: null,
        ...(message ? headline(message) : said('weighing', 'Weighing… keep your hands off the scale')),
        ...(s.timeLeftMs !== null ? { secondsLeft: Math.ceil(s.timeLeftMs / 1000) } : {}),
      };
    case 'undecided':
      return {
        stage: 'undecided',
        contest: cups,
        verdict: null,
        ...undecided(),
        ...(s.known ? { known: { lowGrams: round2(s.known.lowGrams), highGrams: round2(s.known.highGrams) } } : {}),
        ...(s.liftedOut ? { liftedOut: true } : {}),
      };
    case 'verdict':
      return { stage: 'verdict', contest: cups, verdict: s.verdict, message: message };
    case 'tiebreak-removal': {
      const waiting = (['left', 'right'] as const).filter((side) => s.removal?.[side] !== 'removed').map((side) => cups[side]);
      const tooMuch = (['left', 'right'] as const)
        .filter((side) => s.removal?.[side] === 'too-much')
        .map((side) => `${cups[side]}'s cup lost more than one piece: put pieces back`);
      const ask = waiting.length ? `${waiting.join(' and ')}: take one piece out of your cup (R22)` : 'Both pieces are out';
      const text = [ask, ...tooMuch].join('. ');
      // The words as an id while no cup lost too much (that case stays in English for now).
      const words = tooMuch.length
        ? { message: text }
        : waiting.length === 2
          ? said('take-one-out-both', text, cups)
          : waiting.length === 1
            ? said('take-one-out', text, { player: waiting[0] ?? '' })
            : said('both-out', text);
      return { stage: 'tiebreak', contest: cups, verdict: 'none', ...words };
    }
  }
}

/** The words at the time limit: their English, and their id and values (the tablet words what the
 * scale knows from the status's `known` and `contest`). */
export type Undecided = { message: string; said?: Said };

/** At the time limit, as an id and values: the seconds, the tie band, what a tie does now (the
 * game's sentence, when a phrase made it); the tablet says what the scale knows from `known`. */
export function undecided(s: ContestStatus, cups: Cups, band: number, timeLimitMs: number, tie: string, tiePhrase: SaidPhrase | null): Undecided {
  const message = undecidedWords(s, cups, band, timeLimitMs, tie);
  const phrase = tiePhrase && flat(tiePhrase);
  if (!phrase) return { message };
  const values: Record<string, SaidValue> = { band: { grams: band }, tie: { phrase } };
  if (!s.liftedOut) values.seconds = { count: Math.round(timeLimitMs / 1000) };
  return { message, said: { id: s.liftedOut ? 'weigh/undecided-lifted' : 'weigh/undecided', values, text: message } };
}

/** At the time limit: what the scale knows, and the choice the rules give (R24; `tie`: what a tie does now, the game's words). */
export function undecidedWords(s: ContestStatus, cups: Cups, band: number, timeLimitMs: number, tie: string): string {
  const seconds = Math.round(timeLimitMs / 1000);
  const k = s.known;
  let known = 'the cups never kept still long enough to weigh';
  if (k) {
    const up = (g: number): string => (Math.ceil(g * 10) / 10).toFixed(1);
    const down = (g: number): string => (Math.floor(g * 10) / 10).toFixed(1);
    if (k.lowGrams >= 0) known = `${cups.left}'s cup is heavier, by ${down(k.lowGrams)} to ${up(k.highGrams)} g`;
    else if (k.highGrams <= 0) known = `${cups.right}'s cup is heavier, by ${down(-k.highGrams)} to ${up(-k.lowGrams)} g`;
    else known = `the cups are within ${up(Math.max(-k.lowGrams, k.highGrams))} g of each other`;
  }
  if (s.liftedOut)
    return `No clear winner, even with the empty cups' zero after the contest: ${known}, and a winner needs more than ${band} g (R24). Call it a tie — ${tie} — or settle it by hand`;
  return `No clear winner after ${seconds} s: ${known}, and a winner needs more than ${band} g (R24). Call it a tie — ${tie} —, weigh longer, or lift both collections out so the empty cups give the zero after the contest`;
}
