// The games put away: every game log the table kept, in <dataDir>/games/<time>-<game>.jsonl, so a
// finished or abandoned game is never lost. Listed on the shelf (final standings, or resume).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { replayLines } from '../../../games/core/replay.ts';
import { awaiting, inputLog, view, type GameRegistry } from '../../../games/core/table.ts';

export interface SavedGame {
  /** The file name without `.jsonl`: what `resume` and GET /api/saved/:id take. */
  id: string;
  game: string | null;
  /** When it was put away (ISO time). */
  savedAt: string;
  players: string[];
  inputs: number;
  finished: boolean;
  winners: string[];
}

const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

export class SavedGames {
  /** Summaries by file, kept while the file's size and time are the same (logs put away never change). */
  private readonly cache = new Map<string, { key: string; summary: SavedGame }>();

  constructor(
    readonly dir: string,
    private readonly registry: GameRegistry,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  /** A fresh file name for a game put away now. */
  nameFor(game: string | null, now = new Date()): string {
    const stamp = now.toISOString().replace(/[:.]/g, '-');
    const base = `${stamp}-${(game ?? 'no-game').replace(/[^A-Za-z0-9-]/g, '')}`;
    let name = base;
    for (let i = 2; existsSync(this.pathOf(name)); i++) name = `${base}-${i}`;
    return name;
  }

  pathOf(id: string): string {
    return join(this.dir, `${id}.jsonl`);
  }

  has(id: string): boolean {
    return ID.test(id) && existsSync(this.pathOf(id));
  }

  /** Newest first. */
  list(): SavedGame[] {
    const ids = readdirSync(this.dir)
      .filter((f) => f.endsWith('.jsonl'))
      .map((f) => f.slice(0, -'.jsonl'.length))
      .filter((id) => ID.test(id))
      .sort()
      .reverse();
    return ids.map((id) => this.summary(id));
  }

  /** The final view of a saved game (its standings), replayed from its log. */
  view(id: string): Record<string, unknown> | null {
    if (!this.has(id)) return null;
    return view(replayLines(this.registry, readFileSync(this.pathOf(id), 'utf8')).table);
  }

  private summary(id: string): SavedGame {
    const path = this.pathOf(id);
    const st = statSync(path);
    const key = `${st.size}-${st.mtimeMs}`;
    const hit = this.cache.get(id);
    if (hit?.key === key) return hit.summary;
    const { table } = replayLines(this.registry, readFileSync(path, 'utf8'));
    const v = view(table) as { game?: unknown; winners?: unknown };
    const start = inputLog(table)[0] as { players?: unknown } | undefined;
    const strings = (x: unknown): string[] => (Array.isArray(x) ? x.filter((p): p is string => typeof p === 'string') : []);
    const summary: SavedGame = {
      id,
      game: typeof v.game === 'string' ? v.game : (table.module?.id ?? null),
      savedAt: st.mtime.toISOString(),
      players: strings(start?.players),
      inputs: inputLog(table).length,
      finished: table.last !== null && awaiting(table) === null,
      winners: strings(v.winners),
    };
    this.cache.set(id, { key, summary });
    return summary;
  }
}
