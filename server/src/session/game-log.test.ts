import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../../games/index.ts';
import { inputLog, view } from '../../../games/core/table.ts';
import { GameLog } from './game-log.ts';

const dirs: string[] = [];
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'qm-log-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const start = { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] };
const squabble = [
  { type: 'reveal', player: 'Ann', card: '9H' },
  { type: 'reveal', player: 'Bob', card: '4S' },
  { type: 'reveal', player: 'Cy', card: 'KD' },
  { type: 'divvy', red: 3, black: 4 },
];

function write(dir: string, inputs: unknown[]): string {
  const path = join(dir, 'game.jsonl');
  const { log, table } = GameLog.open(path, registry);
  expect(inputLog(table)).toEqual([]);
  for (const i of inputs) log.append(i as { type: string });
  log.close();
  return path;
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
});
