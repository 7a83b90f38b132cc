// When a game enters the logbook (docs/logbook.md): the moment it finishes (it awaits nothing more),
// once. Watching the table after every change makes it idempotent: the same finished game seen
// again (a restart, a change that is not a move) is already there. An undone last step marks the
// entry undone; the same ending reached again counts again; another ending is a new entry. A game
// put away keeps its entry, which then links to the saved game; taken up again, it is live again.
import { createHash } from 'node:crypto';
import { awaiting, inputLog, view, type Table } from '../../../games/core/table.ts';
import type { GameResult } from '../../../games/core/result.ts';
import type { Entry, FinishedLine, LogbookLine } from './lines.ts';
import type { LogbookStore } from './store.ts';
import { fileTrouble } from '../session/durable.ts';

const sha = (x: unknown): string => createHash('sha256').update(JSON.stringify(x)).digest('hex');
/** What tells one finished game from another: its inputs, hashed. */
export const keyOf = (table: Table): string => sha(inputLog(table));
const strings = (x: unknown): string[] => (Array.isArray(x) ? x.filter((p): p is string => typeof p === 'string') : []);

export class LogbookRecorder {
  /** The last step looked at: a change that is not a move (a tap, the scale) is skipped at once. */
  private seen: unknown = undefined;
  /** The start (hash) of the table looked at last: a game begins when one appears. */
  private lastStart: string | null = null;

  constructor(
    private readonly store: LogbookStore,
    private readonly warn: (message: string) => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Looks at the table after a change: records, marks undone, or nothing. */
  observe(table: Table): void {
    if (table.last === this.seen) return;
    try {
      this.look(table);
      this.seen = table.last;
    } catch (e) {
      // Tried again at the next change: the logbook never holds up the game.
      this.warn(`the logbook could not be written (${fileTrouble(e)}): the game is recorded once it can be`);
    }
  }

  /** The game on the table went to the shelf as `saved`. */
  putAway(saved: string): void {
    this.tryAll(this.live().map((e): LogbookLine => ({ kind: 'putAway', id: e.id, saved })));
  }

  /** The saved game `saved` is on the table again. */
  takenUp(saved: string): void {
    this.tryAll(this.store.entries.filter((e) => e.saved === saved).map((e): LogbookLine => ({ kind: 'takenUp', id: e.id })));
  }

  private tryAll(lines: LogbookLine[]): void {
    try {
      for (const line of lines) this.store.append(line);
    } catch (e) {
      this.warn(`the logbook could not note where a game went (${fileTrouble(e)}): its link to the shelf may be missing`);
    }
  }

  /** Entries of the game on the table (not put away), undone ones too. */
  private live(): Entry[] {
    return this.store.entries.filter((e) => e.saved === null);
  }

  private look(table: Table): void {
    const inputs = inputLog(table);
    const start = inputs.length ? sha(inputs[0]) : null;
    // Undone back to its start, a game has not begun again; a new game with the same start has.
    if (start && inputs.length === 1 && start !== this.lastStart) this.store.append({ kind: 'begun', start, at: this.now().toISOString() });
    this.lastStart = start;
    const finished = table.module !== null && table.last !== null && awaiting(table) === null;
    const key = finished ? keyOf(table) : null;
    for (const e of this.live()) {
      if (e.key === key) continue;
      // Another game on the table: this one went to the shelf unheard (a crash between the two).
      if (e.start !== start) this.store.append({ kind: 'putAway', id: e.id, saved: null });
      // The same game, its ending undone (or another ending reached).
      else if (!e.undone) this.store.append({ kind: 'undone', id: e.id });
    }
    if (!key || !start) return;
    const same = this.live().find((e) => e.key === key);
    if (same) return void (same.undone && this.store.append({ kind: 'redone', id: same.id }));
    this.store.append(this.finished(table, key, start, inputs.length));
  }

  private finished(table: Table, key: string, start: string, inputs: number): FinishedLine {
    const m = table.module!;
    const at = this.now();
    const begun = this.store.begunAt(start);
    const minutes = begun ? Math.max(0, Math.round((at.getTime() - Date.parse(begun)) / 60000)) : null;
    return {
      kind: 'finished',
      id: this.store.idFor(m.id, at.toISOString()),
      game: m.id,
      name: m.description.name,
      at: at.toISOString(),
      minutes,
      inputs,
      ...resultOf(table),
      key,
      start,
    };
  }
}

/** The game's own result, or (a game without the hook) its players and the view's winners. */
function resultOf(table: Table): Required<GameResult> {
  const m = table.module!;
  const state = table.last!.state;
  const r: GameResult = m.result?.(state) ?? {
    seats: m.playerNames(inputLog(table)[0]!).map((player) => ({ player, score: null })),
    winners: strings((view(table) as { winners?: unknown }).winners),
  };
  return { seats: r.seats, winners: r.winners, highestWins: r.highestWins ?? true };
}
