import {
  appendFileSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../../../games/index.ts';
import { inputLog, view } from '../../../../games/core/table.ts';
import { diskOps, type FileOps } from '../durable.ts';
import { GameLog } from './game-log.ts';
import { SQUABBLE, START_3 } from '../../../../games/seven-seize/testing/round-one.ts';

const dirs: string[] = [];
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'qm-log-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const start = START_3;
const squabble = SQUABBLE;

function write(dir: string, inputs: unknown[]): string {
  const path = join(dir, 'game.jsonl');
  const { log, table } = GameLog.open(path, registry);
  expect(inputLog(table)).toEqual([]);
  for (const i of inputs) log.append(i as { type: string });
  log.close();
  return path;
}

/** Appends an undo, closes the log and opens it again (a restart): how many inputs it replays. */
function undoThenReplay(log: GameLog, path: string): number {
  log.append({ type: 'undo' });
  log.close();
  const again = GameLog.open(path, registry);
  again.log.close();
  return inputLog(again.table).length;
}

describe('GameLog', () => {
  it('replays what was appended, undo included', () => {
    const path = write(tmp(), [start, ...squabble, { type: 'undo' }]);
    const { table, warnings, log } = GameLog.open(path, registry);
    log.close();
    expect(warnings).toEqual([]);
    expect(inputLog(table)).toHaveLength(4);
    expect(view(table)).toMatchObject({ phase: 'divvy', captain: 'Ann' });
  });

  it('keeps a complete last line that only lost its newline', () => {
    const dir = tmp();
    const path = write(dir, [start, ...squabble]);
    truncateSync(path, readFileSync(path).length - 1);
    const { table, warnings, log } = GameLog.open(path, registry);
    log.append({ type: 'undo' });
    log.close();
    expect(warnings).toEqual([]);
    expect(inputLog(table)).toHaveLength(5);
    expect(readFileSync(path, 'utf8').split('\n').at(-2)).toBe('{"type":"undo"}');
  });

  it('reports a line the engine refuses and goes on (not fatal)', () => {
    const dir = tmp();
    const path = join(dir, 'game.jsonl');
    writeFileSync(path, `${[start, { type: 'divvy', red: 9, black: 9 }, ...squabble].map((i) => JSON.stringify(i)).join('\n')}\n`);
    const { table, warnings, log } = GameLog.open(path, registry);
    log.close();
    expect(warnings).toEqual([expect.stringMatching(/^game\.jsonl line 2 was skipped: /)]);
    expect(inputLog(table)).toHaveLength(5);
  });

  it('archives the log and starts an empty one; adopting it back resumes the game', () => {
    const dir = tmp();
    const path = write(dir, [start, ...squabble]);
    const { log } = GameLog.open(path, registry);
    const target = join(dir, 'games', 'kept.jsonl');
    expect(log.archive(target)).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe('');
    expect(readdirSync(join(dir, 'games'))).toEqual(['kept.jsonl']);
    expect(log.archive(join(dir, 'games', 'empty.jsonl'))).toBe(false);
    const { table, warnings } = log.adopt(target, registry);
    expect(warnings).toEqual([]);
    expect(inputLog(table)).toHaveLength(1 + squabble.length);
    expect(readdirSync(join(dir, 'games'))).toEqual([]);
    log.append({ type: 'undo' });
    log.close();
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(2 + squabble.length);
  });

  it('a crash cutting the file at any byte resumes a prefix of the game, and the log stays appendable', () => {
    const dir = tmp();
    const full = write(dir, [start, ...squabble]);
    const bytes = readFileSync(full);
    const lineEnds = [...bytes.keys()].filter((i) => bytes[i] === 0x0a).map((i) => i + 1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: bytes.length }), (cut) => {
        const path = join(dir, 'cut.jsonl');
        writeFileSync(path, bytes.subarray(0, cut));
        const { table, warnings, log } = GameLog.open(path, registry);
        // Whole lines survive; a line cut before its newline survives only if it was complete JSON.
        const whole = lineEnds.filter((e) => e <= cut).length;
        const n = inputLog(table).length;
        expect(n === whole || (n === whole + 1 && cut === (lineEnds[whole] ?? 0) - 1)).toBe(true);
        expect(warnings.length).toBe(n === whole && cut > (lineEnds[whole - 1] ?? 0) ? 1 : 0);
        log.append(n > 0 ? { type: 'undo' } : start);
        log.close();
        const again = GameLog.open(path, registry);
        again.log.close();
        expect(again.warnings).toEqual([]);
        expect(inputLog(again.table)).toHaveLength(n > 0 ? n - 1 : 1);
      }),
      { numRuns: 60 },
    );
  });

  it('a write that fails leaves the log as it was', () => {
    const dir = tmp();
    const path = write(dir, [start]);
    const { log } = GameLog.open(path, registry);
    log.close(); // the descriptor is gone: the next append fails
    expect(() => log.append({ type: 'undo' })).toThrow();
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(1);
    appendFileSync(path, '');
  });

  it('a put-away that fails leaves the live log open, appending, and never writing into a descriptor reused by another file', () => {
    const dir = tmp();
    const path = write(dir, [start, ...squabble]);
    const { log } = GameLog.open(path, registry);
    // A directory where the game should go: the rename fails (EISDIR).
    const target = join(dir, 'games', 'kept.jsonl');
    mkdirSync(target, { recursive: true });
    expect(() => log.archive(target)).toThrow(/EISDIR/);
    // Another file opened now takes the lowest free descriptor (a closed log's, if it were closed).
    const other = join(dir, 'tablet-socket-stand-in');
    const fd = openSync(other, 'w');
    log.append({ type: 'undo' });
    closeSync(fd);
    log.close();
    expect(readFileSync(other, 'utf8')).toBe('');
    expect(readdirSync(dir).sort()).toEqual(['game.jsonl', 'games', 'tablet-socket-stand-in']);
    const again = GameLog.open(path, registry);
    again.log.close();
    expect(inputLog(again.table)).toHaveLength(squabble.length);
  });

  const failing = (fails: { rename?: (from: string, to: string) => string | null; write?: (path: string) => string | null }): FileOps => {
    const error = (code: string): Error => Object.assign(new Error(`${code}: injected`), { code });
    return {
      ...diskOps,
      rename(from, to) {
        const code = fails.rename?.(from, to);
        if (code) throw error(code);
        diskOps.rename(from, to);
      },
      writeSynced(path, data) {
        const code = fails.write?.(path);
        if (code) throw error(code);
        diskOps.writeSynced(path, data);
      },
    };
  };
  /** rename(2) between two directories fails as it does between two file systems. */
  const crossDevice = (from: string, to: string): string | null => (dirname(from) === dirname(to) ? null : 'EXDEV');

  it('puts a game away to another file system and takes it back (EXDEV: copied, then the source replaced)', () => {
    const dir = tmp();
    const path = write(dir, [start, ...squabble]);
    const { log } = GameLog.open(path, registry, failing({ rename: crossDevice }));
    const target = join(dir, 'games', 'kept.jsonl');
    const kept = readFileSync(path, 'utf8');
    expect(log.archive(target)).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe(kept);
    expect(readFileSync(path, 'utf8')).toBe('');
    log.append(start);
    log.append({ type: 'undo' });
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(2);
    // Taken back (the table must be empty first).
    expect(log.archive(join(dir, 'games', 'second.jsonl'))).toBe(true);
    const { table, warnings } = log.adopt(target, registry);
    expect(warnings).toEqual([]);
    expect(inputLog(table)).toHaveLength(1 + squabble.length);
    expect(readdirSync(join(dir, 'games'))).toEqual(['second.jsonl']);
    expect(readdirSync(dir).sort()).toEqual(['game.jsonl', 'games']);
    expect(undoThenReplay(log, path)).toBe(squabble.length);
  });

  // A real second file system when this machine has one (tmpfs /dev/shm beside the temp dir).
  const shm = '/dev/shm';
  const otherFs = ((): boolean => {
    try {
      return statfsSync(shm).type !== statfsSync(tmpdir()).type || statfsSync(shm).blocks !== statfsSync(tmpdir()).blocks;
    } catch {
      return false;
    }
  })();
  it.runIf(otherFs)('puts a game away to games/ on another file system (a real one) and takes it back', () => {
    const dir = tmp();
    const elsewhere = mkdtempSync(join(shm, 'qm-games-'));
    dirs.push(elsewhere);
    symlinkSync(elsewhere, join(dir, 'games'));
    const path = write(dir, [start, ...squabble]);
    const { log } = GameLog.open(path, registry);
    const target = join(dir, 'games', 'kept.jsonl');
    expect(log.archive(target)).toBe(true);
    expect(readdirSync(elsewhere)).toEqual(['kept.jsonl']);
    expect(readFileSync(path, 'utf8')).toBe('');
    expect(log.adopt(target, registry).warnings).toEqual([]);
    expect(readdirSync(elsewhere)).toEqual([]);
    expect(undoThenReplay(log, path)).toBe(squabble.length);
  });

  const failures: [string, FileOps][] = [
    ['the rename is refused (EACCES)', failing({ rename: (from) => (from.endsWith('game.jsonl') ? 'EACCES' : null) })],
    ['the copy to another file system finds the disk full (ENOSPC)', failing({ rename: crossDevice, write: () => 'ENOSPC' })],
    ['the empty log cannot replace the live one (EIO)', failing({ rename: (from) => (from.endsWith('.next') ? 'EIO' : null) })],
    [
      'across file systems, the empty log cannot replace the live one (EIO)',
      failing({ rename: (from, to) => crossDevice(from, to) ?? (from.endsWith('.next') ? 'EIO' : null) }),
    ],
  ];
  for (const [what, ops] of failures) {
    it(`a put-away that fails leaves the game logging as before, and a restart replays it: ${what}`, () => {
      const dir = tmp();
      const path = write(dir, [start, ...squabble]);
      const { log } = GameLog.open(path, registry, ops);
      expect(() => log.archive(join(dir, 'games', 'kept.jsonl'))).toThrow(/injected/);
      expect(readdirSync(join(dir, 'games'))).toEqual([]);
      expect(readdirSync(dir).sort()).toEqual(['game.jsonl', 'games']);
      expect(undoThenReplay(log, path)).toBe(squabble.length);
    });
  }

  it('a take-up that fails leaves the saved game on the shelf and the empty log live', () => {
    const dir = tmp();
    const saved = join(dir, 'games', 'kept.jsonl');
    mkdirSync(dirname(saved));
    writeFileSync(saved, `${[start, ...squabble].map((i) => JSON.stringify(i)).join('\n')}\n`);
    const path = join(dir, 'game.jsonl');
    for (const ops of [failing({ rename: () => 'EACCES' }), failing({ rename: crossDevice, write: () => 'ENOSPC' })]) {
      const { log } = GameLog.open(path, registry, ops);
      expect(() => log.adopt(saved, registry)).toThrow(/injected/);
      expect(readdirSync(dir).sort()).toEqual(['game.jsonl', 'games']);
      expect(readFileSync(saved, 'utf8').trim().split('\n')).toHaveLength(1 + squabble.length);
      log.append(start);
      log.close();
      expect(inputLog(GameLog.open(path, registry).table)).toHaveLength(1);
      writeFileSync(path, '');
    }
  });
});
