// The logbook on disk: <dataDir>/logbook.jsonl (lines.ts), appended and fsynced a line at a time,
// and <dataDir>/logbook-names.json (names.ts), replaced durably. Opening never fails for a damaged
// line or names file: what cannot be read is reported in `problems` and skipped.
import { existsSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { fileTrouble, fsyncDir, syncedFile, writeFileDurably } from '../session/durable.ts';
import { apply, type Entry, fold, type Folded, type LogbookLine, lineProblem } from './lines.ts';
import { nameKey } from '../../../games/core/seats.ts';
import { fromAliases, type Renames, renameShown, withoutRename } from './names.ts';

const PlayerName = Type.String({ minLength: 1, maxLength: 200 });
const NamesFile = Type.Union([
  Type.Object({ renames: Type.Array(Type.Object({ from: PlayerName, to: PlayerName }), { maxItems: 10_000 }) }),
  /** The older shape: normalised name → the name it counts as, followed as a chain. */
  Type.Object({ aliases: Type.Record(Type.String({ maxLength: 200 }), PlayerName) }),
]);

export class LogbookStore {
  readonly path: string;
  private readonly namesPath: string;
  private folded: Folded;
  private readonly byId = new Map<string, Entry>();
  private names: Renames = [];
  /** Whether the file ends mid-line (a crash while appending): the next line starts on a new one. */
  private torn: boolean;

  constructor(dataDir: string) {
    this.path = join(dataDir, 'logbook.jsonl');
    this.namesPath = join(dataDir, 'logbook-names.json');
    let text = '';
    let unreadable: string | null = null;
    try {
      if (existsSync(this.path)) text = readFileSync(this.path, 'utf8');
    } catch (e) {
      // A folder in its place, no permission: the table plays on, and the host is told.
      unreadable = `logbook.jsonl could not be read (${fileTrouble(e)}): no game is recorded until it can be`;
    }
    this.torn = text.length > 0 && !text.endsWith('\n');
    this.folded = fold(text);
    if (unreadable) this.folded.problems.push(unreadable);
    for (const e of this.folded.entries) this.byId.set(e.id, e);
    this.names = this.readNames();
  }

  /** Oldest first, undone ones included (marked). */
  get entries(): readonly Entry[] {
    return this.folded.entries;
  }

  /** The renames and merges in force, oldest first. */
  get renames(): Renames {
    return this.names;
  }

  /** Every name as played (undone games too), one spelling a name: the latest. */
  get played(): string[] {
    const by = new Map<string, string>();
    for (const e of this.folded.entries) for (const s of e.seats) by.set(nameKey(s.player), s.player);
    return [...by.values()];
  }

  /** What could not be read, in the table's words (never a server path). */
  get problems(): readonly string[] {
    return this.folded.problems;
  }

  /** When the start with this hash last began (ISO), if the logbook saw it. */
  begunAt(start: string): string | undefined {
    return this.folded.begun.get(start);
  }

  /** Appends one line durably, then applies it. Throws (nothing changed) when it cannot be written or is not a line. */
  append(line: LogbookLine): void {
    // What is written must read back: a line the reader would skip is not written.
    const invalid = lineProblem(line);
    if (invalid) throw new Error(`the line was not written: ${invalid}`);
    const text = `${this.torn ? '\n' : ''}${JSON.stringify(line)}\n`;
    const created = !existsSync(this.path);
    syncedFile(this.path, 'a', (fd) => writeSync(fd, text));
    if (created) fsyncDir(join(this.path, '..'));
    this.torn = false;
    const problem = apply(this.folded, this.byId, line);
    if (problem) this.folded.problems.push(`a line just written is not counted: ${problem}`);
  }

  /** A fresh id for a game finished at `at`. */
  idFor(game: string, at: string): string {
    const base = `${at.replace(/[:.]/g, '-')}-${game.replace(/[^A-Za-z0-9-]/g, '')}`;
    let id = base;
    for (let i = 2; this.byId.has(id); i++) id = `${base}-${i}`;
    return id;
  }

  /** The player shown as `from` counts as `to` from now on (a rename, or a merge): why not, or null. */
  rename(from: string, to: string): string | null {
    return this.writeNames(renameShown(this.names, this.played, from, to));
  }

  /** The rename of `from` (a name as played) is undone, that player is `from` again: why not, or null. */
  undoRename(from: string): string | null {
    return this.writeNames(withoutRename(this.names, from));
  }

  /** Writes the names durably (throws, nothing changed, when it cannot), or says why not. */
  private writeNames(next: Renames | string): string | null {
    if (typeof next === 'string') return next;
    writeFileDurably(this.namesPath, `${JSON.stringify({ renames: next }, null, 1)}\n`);
    this.names = next;
    return null;
  }

  private readNames(): Renames {
    if (!existsSync(this.namesPath)) return [];
    try {
      const raw: unknown = JSON.parse(readFileSync(this.namesPath, 'utf8'));
      if (Value.Check(NamesFile, raw)) return 'renames' in raw ? raw.renames : fromAliases(raw.aliases, this.played);
    } catch {
      // reported below
    }
    this.folded.problems.push('logbook-names.json is damaged: renames and merges are not applied until the host makes one again');
    return [];
  }
}
