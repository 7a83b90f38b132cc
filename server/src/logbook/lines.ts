// The logbook file's lines (<dataDir>/logbook.jsonl, docs/logbook.md): append-only, one event a
// line, folded in order into the games the table finished. A game is recorded once when it
// finishes; an undone ending is marked, not erased (the line stays, the game no longer counts);
// the same ending reached again counts again. A line that cannot be read is reported and skipped.
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** An ISO time in UTC, as Date#toISOString writes it. */
const When = Type.String({ pattern: '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z$' });
const Name = Type.String({ minLength: 1, maxLength: 200 });
const Id = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$' });
/** sha256 of the game's inputs (`key`) or of its start (`start`), hex. */
const Hash = Type.String({ pattern: '^[0-9a-f]{64}$' });

/** Bounds no game comes near (a score either way, a length, a number of moves): a line beyond them
 * is damaged, and the sums and medians the stats make of them stay finite. */
export const LIMITS = { score: 1_000_000, minutes: 10 * 366 * 24 * 60, inputs: 1_000_000 } as const;

export const SeatLine = Type.Object({
  player: Name,
  seat: Type.Optional(Type.String({ maxLength: 40 })),
  score: Type.Union([Type.Number(), Type.Null()]),
  /** The seat that played first, where the game said. */
  began: Type.Optional(Type.Literal(true)),
});

/** A game that finished: its result as the game gave it. */
export const FinishedLine = Type.Object({
  kind: Type.Literal('finished'),
  id: Id,
  game: Type.String({ maxLength: 100 }),
  name: Type.String({ maxLength: 100 }),
  at: When,
  minutes: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]),
  inputs: Type.Integer({ minimum: 1 }),
  seats: Type.Array(SeatLine, { minItems: 1, maxItems: 20 }),
  winners: Type.Array(Name, { maxItems: 20 }),
  highestWins: Type.Boolean(),
  key: Hash,
  start: Hash,
});
export type FinishedLine = Static<typeof FinishedLine>;

/** Each kind of line and its shape. */
const KINDS = {
  finished: FinishedLine,
  /** The ending of `id` was undone (it no longer counts), or reached again (it counts again). */
  undone: Type.Object({ kind: Type.Literal('undone'), id: Id }),
  redone: Type.Object({ kind: Type.Literal('redone'), id: Id }),
  /** `id` went to the shelf as the saved game `saved` (null: the server did not hear which). */
  putAway: Type.Object({ kind: Type.Literal('putAway'), id: Id, saved: Type.Union([Id, Type.Null()]) }),
  /** `id` was taken up from the shelf again: it is the game on the table. */
  takenUp: Type.Object({ kind: Type.Literal('takenUp'), id: Id }),
  /** A game began (its start's hash): how long a game took is measured from here. */
  begun: Type.Object({ kind: Type.Literal('begun'), start: Hash, at: When }),
};
const Lines = Type.Union(Object.values(KINDS));
export type LogbookLine = Static<typeof Lines>;

/** A finished game as folded from the lines. */
export interface Entry extends FinishedLine {
  /** Its ending was undone: it stays in the file, marked, and counts for nothing. */
  undone: boolean;
  /** Still on the table (null), or the saved game it went to the shelf as (`''`: not known). */
  saved: string | null;
}

export interface Folded {
  entries: Entry[];
  /** The time each start (hash) last began. */
  begun: Map<string, string>;
  problems: string[];
}

/** Why a parsed value is not a logbook line, or null: its kind's shape, and times that are real dates. */
export function lineProblem(raw: unknown): string | null {
  const kind = typeof raw === 'object' && raw !== null ? (raw as { kind?: unknown }).kind : undefined;
  const schema = typeof kind === 'string' && Object.hasOwn(KINDS, kind) ? KINDS[kind as keyof typeof KINDS] : undefined;
  if (!schema) return 'it is not a logbook line (no kind the logbook knows)';
  if (!Value.Check(schema, raw)) {
    const first = Value.Errors(schema, raw).First();
    return `it is not a logbook line (${first?.path.slice(1) || 'the line'}: ${first?.message ?? 'another shape'})`;
  }
  const line = raw as LogbookLine;
  if ('at' in line && Number.isNaN(Date.parse(line.at))) return `its time ${line.at} is no date`;
  return line.kind === 'finished' ? beyondLimits(line) : null;
}

/** A number of a finished game that no game gives, in words, or null. */
function beyondLimits(line: FinishedLine): string | null {
  const seat = line.seats.findIndex((s) => s.score !== null && Math.abs(s.score) > LIMITS.score);
  if (seat >= 0) return `seat ${seat + 1}'s score ${line.seats[seat]!.score} is beyond any game's (at most ${LIMITS.score} either way)`;
  if (line.minutes !== null && line.minutes > LIMITS.minutes) return `its length of ${line.minutes} minutes is beyond any game's (at most ten years)`;
  if (line.inputs > LIMITS.inputs) return `its ${line.inputs} moves are beyond any game's (at most ${LIMITS.inputs})`;
  return null;
}

/** Reads one line: the line, or why it cannot be. */
export function readLine(text: string): LogbookLine | string {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return 'it is not JSON (cut short or damaged)';
  }
  return lineProblem(raw) ?? (raw as LogbookLine);
}

/** Folds the file's text, in order, into its entries (oldest first). */
export function fold(text: string, file = 'logbook.jsonl'): Folded {
  const folded: Folded = { entries: [], begun: new Map(), problems: [] };
  const byId = new Map<string, Entry>();
  text.split('\n').forEach((t, i) => {
    if (t.trim() === '') return;
    const line = readLine(t);
    if (typeof line === 'string') return void folded.problems.push(`${file} line ${i + 1} is skipped: ${line}`);
    const problem = apply(folded, byId, line);
    if (problem) folded.problems.push(`${file} line ${i + 1} is skipped: ${problem}`);
  });
  return folded;
}

/** Applies one line to what is folded so far (also used for each line appended); why not, or null. */
export function apply(folded: Folded, byId: Map<string, Entry>, line: LogbookLine): string | null {
  if (line.kind === 'begun') return void folded.begun.set(line.start, line.at), null;
  if (line.kind === 'finished') {
    if (byId.has(line.id)) return `the game ${line.id} is recorded twice`;
    const entry: Entry = { ...line, undone: false, saved: null };
    byId.set(line.id, entry);
    folded.entries.push(entry);
    return null;
  }
  const entry = byId.get(line.id);
  if (!entry) return `it names a game the logbook does not hold (${line.id})`;
  if (line.kind === 'undone') entry.undone = true;
  else if (line.kind === 'redone') entry.undone = false;
  else if (line.kind === 'putAway') entry.saved = line.saved ?? '';
  else entry.saved = null;
  return null;
}
