// A table: the game being played, its accepted inputs and the states between them.
// Immutable: `submit` returns a new table, sharing history with the old one, so undo is O(1)
// and restores exactly the previous state.
import { startNamesProblem } from './seats.ts';
import { isRejection, reject, type AnyGameModule, type Awaiting, type DeckDescription, type GameInput, type Rejection } from './types.ts';

interface Step {
  readonly prev: Step | null;
  readonly input: GameInput;
  readonly state: unknown;
  readonly length: number;
}

export interface Table {
  readonly module: AnyGameModule | null;
  readonly last: Step | null;
}

export type TableOutcome = { ok: true; table: Table } | Rejection;

export type GameRegistry = ReadonlyMap<string, AnyGameModule>;

export const emptyTable: Table = { module: null, last: null };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Applies one untrusted input: `start`, `undo`, or a move of the game being played. */
export function submit(registry: GameRegistry, table: Table, raw: unknown): TableOutcome {
  if (!isObject(raw)) return reject('an input must be a JSON object with a "type"');
  if (typeof raw.type !== 'string') return reject('an input needs a string field "type"');

  if (raw.type === 'undo') {
    if (Object.keys(raw).some((k) => k !== 'type')) return reject('undo takes no fields');
    if (!table.last) return reject('nothing to undo');
    const prev = table.last.prev;
    return { ok: true, table: { module: prev ? table.module : null, last: prev } };
  }

  if (raw.type === 'start') {
    if (table.last) return reject('a game is already under way (undo back to before its start to begin another)');
    if (typeof raw.game !== 'string') return reject(`start needs a string field "game" (one of: ${[...registry.keys()].join(', ')})`);
    const module = registry.get(raw.game);
    if (!module) return reject(`unknown game "${raw.game}" (known: ${[...registry.keys()].join(', ')})`);
    return guarded(module, () => {
      const input = module.parseInput(raw);
      if (isRejection(input)) return input;
      // One name rule for every game, before the game sees the names.
      const names = startNamesProblem(module.playerNames(input), module.reservedNames);
      if (names) return reject(`start: ${names}`);
      const started = module.start(input);
      if (!started.ok) return started;
      return readable(module, { prev: null, input, state: started.state, length: 1 });
    });
  }

  const { module, last: prev } = table;
  if (!module || !prev) return reject(`no game has started: the first input must be {"type":"start", ...}, not "${raw.type}"`);
  return guarded(module, () => {
    const input = module.parseInput(raw);
    if (isRejection(input)) return input;
    const next = module.apply(prev.state, input);
    if (!next.ok) return next;
    return readable(module, { prev, input, state: next.state, length: prev.length + 1 });
  });
}

/** The table after `step`, once what the game awaits, its view and what a spectator is shown of it
 * have been worked out on it once: a state the game cannot show would break every later read (and
 * every replay of the log), so it is never accepted. */
function readable(module: AnyGameModule, step: Step): TableOutcome {
  module.awaiting(step.state);
  const shown = module.view(step.state);
  module.playerView?.(step.state, 'spectator', { kind: 'view', view: shown });
  return { ok: true, table: { module, last: step } };
}

/** Runs the game's code: a game that throws refuses the input (so it is never logged) instead of
 * taking the caller down. Such a throw is a bug in the game's rules module. */
function guarded(module: AnyGameModule, run: () => TableOutcome): TableOutcome {
  try {
    return run();
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return reject(`${module.description.name} could not take this input (${why.slice(0, 200)}): a bug in the game, please report it; nothing changed`);
  }
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

export function awaiting(table: Table): Awaiting | null {
  if (!table.module || !table.last) return { type: 'start' };
  return table.module.awaiting(table.last.state);
}

export function view(table: Table): Record<string, unknown> {
  if (!table.module || !table.last) return { game: null, awaiting: { type: 'start' } };
  return { ...table.module.view(table.last.state), awaiting: table.module.awaiting(table.last.state) };
}

/** The decks of the registered games, once each (games may share a deck, and so its enrolment). */
export function decksOf(registry: GameRegistry): DeckDescription[] {
  const decks = new Map<string, DeckDescription>();
  for (const m of registry.values()) if (m.description.deck && !decks.has(m.description.deck.id)) decks.set(m.description.deck.id, m.description.deck);
  return [...decks.values()];
}
