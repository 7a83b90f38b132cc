// The one filter by viewer: whatever leaves the server about the table (the state's view, a card
// tap, the input log and the history told from it, a saved game's view, the warnings) passes here
// for the host or a spectator.
// The game says what it hides (playerView, publicInput); the table's own rules are the same for
// every game (server/API.md, "Who may read what"):
//  - a sticker's UID never goes to a spectator;
//  - a spectator learns a tapped card only when the game took the tap as a reveal and its
//    playerView kept the card (a card turned over face up);
//  - while a game is under way, a tap the table did not take names neither card nor sticker, to
//    anyone (H12: a card tapped privately while placing is known but never shown);
//  - a spectator reads the log of a game that hides anything only once it is over (L28, H20);
//  - warnings say what is wrong in the table's words, never where the server keeps its files;
//  - how many host tablets are connected is told to the host tablets alone.
import { isDeepStrictEqual } from 'node:util';
import { shownAt } from '../../../games/core/readings.ts';
import { awaiting, type Step, type Table, view } from '../../../games/core/table.ts';
import type { GameInput, Shown, Viewer } from '../../../games/core/types.ts';
import type { HostsMsg, PairingMsg, Role, Said, TapMsg } from '#protocol';
import { inTableWords, type FileNames } from './table-file-names.ts';
import { warningSaid } from './warning-words.ts';
import { publicInputs, publicSteps } from './log/hidden-inputs.ts';

export type LogShown = { ok: true; text: string } | { ok: false; reason: string };

/** One step of a game's history: its input as the table tells it, and the view it led to. */
export interface HistoryStep {
  input: GameInput;
  view: Record<string, unknown>;
}

export type HistoryShown = { ok: true; game: string | null; steps: HistoryStep[] } | { ok: false; reason: string };

/** A tap the table took: a card revealed, enrolled, or picked on the tablet (a game played face up). */
const TAKEN: ReadonlySet<TapMsg['outcome']> = new Set(['revealed', 'enrolled', 'picked']);
/** Refusals whose words the table writes without the card: nobody asked, a sticker not enrolled. */
const SAYS_NO_CARD: ReadonlySet<TapMsg['outcome']> = new Set(['no-player', 'unknown-card']);

/** From the start until the game awaits nothing more (no game, or a finished one: not under way). */
export function underWay(table: Table): boolean {
  return table.module !== null && table.last !== null && awaiting(table) !== null;
}

/** What the game shows `viewer` of an event at the table's current position. */
function gameShows(table: Table, viewer: Viewer, shown: Shown): Shown | null {
  const m = table.module;
  return m?.playerView && table.last ? m.playerView(table.last.state, viewer, shown) : shown;
}

/** The view at `step` (a position of the table's game) as `viewer` may see it: the game's
 * playerView of it, worked out once per position and viewer (games/core/readings.ts). */
function viewAt(table: Table, step: Step, viewer: Viewer): Readonly<Record<string, unknown>> {
  const m = table.module;
  return (m && shownAt(m, step, viewer)) ?? { game: m?.id ?? null, awaiting: null };
}

/** The game's view as `viewer` may see it: the state's `view`, and a saved game's. */
export function viewShownTo(table: Table, viewer: Viewer): Readonly<Record<string, unknown>> {
  return table.last ? viewAt(table, table.last, viewer) : view(table);
}

/** A tap event as `viewer` may see it (null: not at all). */
export function tapShownTo(table: Table, viewer: Viewer, tap: TapMsg): TapMsg | null {
  // `phrase` is `message` as the game wrote it: it goes where the message goes, and nowhere else.
  const { type: _type, uid, card, deck, message, phrase, ...rest } = tap;
  const taken = TAKEN.has(tap.outcome);
  const fields: Omit<TapMsg, 'type'> = { ...rest };
  if (viewer === 'host') {
    // Not taken while a game is under way: maybe a card in someone's hand, and the whole table sees the host's tablet.
    const names = taken || !underWay(table);
    if (names && uid !== undefined) fields.uid = uid;
    if (card === null || (names && card !== undefined)) fields.card = card;
    if (deck !== undefined) fields.deck = deck;
    if (message !== undefined) fields.message = message;
    if (message !== undefined && phrase !== undefined) fields.phrase = phrase;
  } else {
    if (tap.outcome === 'revealed' && card !== undefined) fields.card = card;
    // Other refusals may name the card (a card of another deck by its label, the engine's reason).
    if (message !== undefined && SAYS_NO_CARD.has(tap.outcome)) {
      fields.message = message;
      if (phrase !== undefined) fields.phrase = phrase;
    }
  }
  const s = gameShows(table, viewer, { kind: 'tap', ...fields });
  if (s?.kind !== 'tap') return null;
  const { kind: _kind, ...kept } = s;
  return { ...(kept as Omit<TapMsg, 'type'>), type: 'tap' };
}

/** The accepted inputs as a table script, less what is still hidden (hidden-inputs.ts). */
export function logText(table: Table): string {
  return publicInputs(table)
    .map((i) => `${JSON.stringify(i)}\n`)
    .join('');
}

/** Whether the view at a position hides anything from each viewer, once worked out. */
const hiding = new WeakMap<Step, Partial<Record<Viewer, boolean>>>();

/** The game's playerView takes something out of the view `viewer` gets (it may add to it). */
function viewHides(table: Table, viewer: Viewer): boolean {
  if (!table.last) return false;
  const known = hiding.get(table.last) ?? {};
  hiding.set(table.last, known);
  if (known[viewer] === undefined) {
    const full = view(table);
    const shown = viewShownTo(table, viewer);
    known[viewer] = Object.keys(full).some((k) => !isDeepStrictEqual(full[k], shown[k]));
  }
  return known[viewer];
}

/**
 * The log as `viewer` may read it. What a game's view hides can be worked out from its moves
 * (captures that hide gold, L28; hidden scores, H20): while the view hides anything from a
 * spectator, the spectator reads the log only once the game is over. The host reads the public log
 * at any time; reveals still under way are left out for everyone (hidden-inputs.ts).
 */
export function logShownTo(table: Table, viewer: Viewer): LogShown {
  const barred = logBarred(table, viewer);
  return barred === null ? { ok: true, text: logText(table) } : { ok: false, reason: barred };
}

/** Why `viewer` may not read the log now, or null. */
function logBarred(table: Table, viewer: Viewer): string | null {
  const m = table.module;
  if (viewer === 'spectator' && m && underWay(table) && viewHides(table, viewer))
    return `${m.description.name} keeps some of the game hidden until it ends, and its log would give it away: a spectator may read the log and the history once the game is over (the host token reads them now)`;
  return null;
}

/**
 * The game's history as `viewer` may read it, under the log's rule: each public step (the log's
 * line) with the view it led to, as the game shows that view to `viewer` (so a step's view hides
 * what the table's did at the time: a card placed face down, the gold, the cards of a reveal).
 */
export function historyShownTo(table: Table, viewer: Viewer): HistoryShown {
  const barred = logBarred(table, viewer);
  if (barred !== null) return { ok: false, reason: barred };
  const m = table.module;
  if (!m) return { ok: true, game: null, steps: [] };
  const steps = publicSteps(table).map(({ input, step }) => ({ input, view: viewAt(table, step, viewer) }));
  return { ok: true, game: m.id, steps };
}

/** The warnings in the table's words: no path of the server's files, for host or spectator; and
 * beside them each one's id and values (warning-words.ts), every code in it in the table's words too. */
export function warningsShownTo(warnings: readonly string[], files: FileNames): { warnings: string[]; warningsSaid: Said[] } {
  const warningsSaid = warnings.map((w) => {
    const said = warningSaid(w);
    const values = said.values
      ? Object.fromEntries(Object.entries(said.values).map(([k, v]) => [k, 'code' in v ? { code: inTableWords(v.code, files) } : v]))
      : undefined;
    return { ...said, ...(values ? { values } : {}), text: inTableWords(said.text, files) };
  });
  return { warnings: warningsSaid.map((w) => w.text), warningsSaid };
}

/** A tablet's standing as host, told to it; a host link's code (`invited`) reaches a host tablet only. */
export function pairingShownTo(viewer: Role, msg: PairingMsg): PairingMsg | null {
  return (msg.state === 'invited' || msg.state === 'withdrawn') && viewer !== 'host' ? null : msg;
}

/** How many host tablets are connected, told to a host tablet (how many others); a spectator is not told. */
export function hostsShownTo(viewer: Role, hosts: number): HostsMsg | null {
  return viewer === 'host' ? { type: 'hosts', others: Math.max(0, hosts - 1) } : null;
}
