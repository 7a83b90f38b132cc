// A table: the game being played, its accepted inputs and the states between them.
// Immutable: `submit` returns a new table, sharing history with the old one, so undo is O(1)
// and restores exactly the previous state. What a position shows (what the game awaits, its view,
// what each viewer is shown) is worked out once and kept with its step (readings.ts).
import { readable, type Readings, readingsOf, VIEWERS, viewOf } from './readings.ts';
import { startNamesProblem } from './seats.ts';
import { phrase } from './phrase.ts';
import { isRejection, reject, type AnyGameModule, type Awaiting, type DeckDescription, type GameInput, type Rejection, type Viewer } from './types.ts';

/** One accepted input and the state it led to. */
export interface Step {
  readonly prev: Step | null;
  readonly input: GameInput;
  readonly state: unknown;
  readonly length: number;
  /** What the position shows, once worked out (readings.ts). */
  shows: Readings | null;
}

export interface Table {
  readonly module: AnyGameModule | null;
  readonly last: Step | null;
}

export type TableOutcome = { ok: true; table: Table } | Rejection;

export type GameRegistry = ReadonlyMap<string, AnyGameModule>;
export { VIEWERS } from './readings.ts';

export const emptyTable: Table = { module: null, last: null };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Applies one untrusted input: `start`, `undo`, or a move of the game being played. The new
 * position is taken only once what it awaits and what it shows `viewers` have been worked out (and
 * are kept for every later read): a state the game cannot show them would break every later read,
 * so it is never accepted. Every viewer by default; a table passes the viewers connected to it (with
 * none, the view is worked out on its first read: the price of a position is then the game's move).
 */
export function submit(registry: GameRegistry, table: Table, raw: unknown, viewers: readonly Viewer[] = VIEWERS): TableOutcome {
  return take(registry, table, raw, viewers);
}

/**
 * Applies an input the table took before: a line of its log, or of a table script being replayed.
 * Like `submit`, but what each position shows is worked out only when it is read (the positions of
 * a log were shown when their inputs were taken; a replay reads only where it ends, and `replayLines`
 * checks that one).
 */
export function resubmit(registry: GameRegistry, table: Table, raw: unknown): TableOutcome {
  return take(registry, table, raw, null);
}

function take(registry: GameRegistry, table: Table, raw: unknown, shown: readonly Viewer[] | null): TableOutcome {
  if (!isObject(raw)) return reject(phrase('an input must be a JSON object with a "type"'));
  if (typeof raw.type !== 'string') return reject(phrase('an input needs a string field "type"'));

  if (raw.type === 'undo') {
    if (Object.keys(raw).some((k) => k !== 'type')) return reject(phrase('undo takes no fields'));
    if (!table.last) return reject(phrase('nothing to undo'));
    const prev = table.last.prev;
    return { ok: true, table: { module: prev ? table.module : null, last: prev } };
  }

  if (raw.type === 'start') {
    if (table.last) return reject(phrase('a game is already under way (undo back to before its start to begin another)'));
    if (typeof raw.game !== 'string') return reject(phrase('start needs a string field "game" (one of: {known})', { known: [...registry.keys()].join(', ') }));
    const module = registry.get(raw.game);
    if (!module) return reject(phrase('unknown game "{game}" (known: {known})', { game: raw.game, known: [...registry.keys()].join(', ') }));
    try {
      const input = module.parseInput(raw);
      if (isRejection(input)) return input;
      // One name rule for every game, before the game sees the names.
      const names = startNamesProblem(module.playerNames(input), module.reservedNames);
      if (names) return reject(phrase('start: {problem}', { problem: names }));
      const started = module.start(input);
      if (!started.ok) return started;
      return taken(module, { prev: null, input, state: started.state, length: 1, shows: null }, shown);
    } catch (e) {
      return gameBug(module, e);
    }
  }

  const { module, last: prev } = table;
  if (!module || !prev)
    return reject(phrase('no game has started: the first input must be {start}, not "{type}"', { start: '{"type":"start", ...}', type: raw.type }));
  try {
    const input = module.parseInput(raw);
    if (isRejection(input)) return input;
    const next = module.apply(prev.state, input);
    if (!next.ok) return next;
    return taken(module, { prev, input, state: next.state, length: prev.length + 1, shows: null }, shown);
  } catch (e) {
    return gameBug(module, e);
  }
}

/** The table after `step`; with `shown`, once what it shows them has been worked out (readings.ts). */
function taken(module: AnyGameModule, step: Step, shown: readonly Viewer[] | null): TableOutcome {
  if (shown) readable(module, step, shown);
  return { ok: true, table: { module, last: step } };
}

/** Null when the table's position can be shown (what it shows is then worked out and kept), else
 * the refusal `submit` would have given the input that led to it. */
export function unshowable(table: Table): Rejection | null {
  const { module, last } = table;
  if (!module || !last) return null;
  try {
    readable(module, last);
    return null;
  } catch (e) {
    return gameBug(module, e);
  }
}

/** The refusal of an input the game's code threw on: it is never logged, and the caller is not
 * taken down. Such a throw is a bug in the game's rules module. */
function gameBug(module: AnyGameModule, e: unknown): Rejection {
  const why = e instanceof Error ? e.message : String(e);
  return reject(
    phrase('{game} could not take this input ({why}): a bug in the game, please report it; nothing changed', {
      game: module.description.name,
      why: why.slice(0, 200),
    }),
  );
}

export function currentState(table: Table): unknown {
  return table.last?.state ?? null;
}

/** The accepted inputs that lead to the current state, oldest first (undone ones left out). */
export function inputLog(table: Table): GameInput[] {
  const out: GameInput[] = [];
  for (let s = table.last; s; s = s.prev) out.push(s.input);
  return out.reverse();
}

/** What the game awaits now (kept with the position: the same object at every read; do not change it). */
export function awaiting(table: Table): Awaiting | null {
  if (!table.module || !table.last) return { type: 'start' };
  return awaitingAt(table.module, table.last);
}

/** What the game awaits at `step`, a position of a game of `module` (kept like `awaiting`). */
export function awaitingAt(module: AnyGameModule, step: Step): Awaiting | null {
  return readingsOf(module, step).awaiting;
}

/** The game's view of the position, with `awaiting` (kept with the position, frozen: copy it to change it). */
export function view(table: Table): Record<string, unknown> {
  if (!table.module || !table.last) return { game: null, awaiting: { type: 'start' } };
  return viewOf(table.module, table.last);
}

/** The decks of the registered games, once each (games may share a deck, and so its enrolment). */
export function decksOf(registry: GameRegistry): DeckDescription[] {
  const decks = new Map<string, DeckDescription>();
  for (const m of registry.values()) if (m.description.deck && !decks.has(m.description.deck.id)) decks.set(m.description.deck.id, m.description.deck);
  return [...decks.values()];
}
