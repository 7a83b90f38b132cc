// The atomic file replacement behind the card map, and the move behind a game put away: a failed
// write or move leaves nothing behind and the source where it was.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskOps, type FileOps, fileTrouble, moveFileDurably, writeFileDurably } from './durable.ts';
import { tempDirEach } from '../../../test/temp-dir.ts';

let dir: string;
tempDirEach('qm-durable-', (d) => (dir = d));

describe('writeFileDurably', () => {
  it('replaces the file with the new text', () => {
    const path = join(dir, 'cards.json');
    writeFileDurably(path, 'one');
    writeFileDurably(path, 'two');
    expect(readFileSync(path, 'utf8')).toBe('two');
    expect(readdirSync(dir)).toEqual(['cards.json']);
  });

  it('a write that fails throws and leaves no temporary file behind', () => {
    // cards.json is a directory: the temporary file is written, then cannot replace it.
    const path = join(dir, 'cards.json');
    mkdirSync(path);
    expect(() => writeFileDurably(path, '{}')).toThrow();
    expect(readdirSync(dir)).toEqual(['cards.json']);
    expect(existsSync(`${path}.tmp-${process.pid}`)).toBe(false);
  });
});

describe('moveFileDurably', () => {
  const injected = (code: string): Error => Object.assign(new Error(`${code}: injected`), { code });
  /** Another file system (every rename fails with EXDEV), its disk full or not. */
  const elsewhere = (full: boolean): FileOps => ({
    ...diskOps,
    rename: (from, to) => {
      if (from.endsWith('seats.json')) throw injected('EXDEV');
      diskOps.rename(from, to);
    },
    writeSynced: (path, data) => {
      if (full) throw injected('ENOSPC');
      diskOps.writeSynced(path, data);
    },
  });

  it('moves a file to another file system by copying it, then removing the source', () => {
    mkdirSync(join(dir, 'games'));
    writeFileSync(join(dir, 'seats.json'), '{"gold":"easy"}');
    moveFileDurably(join(dir, 'seats.json'), join(dir, 'games', 'kept.json'), elsewhere(false));
    expect(readdirSync(dir)).toEqual(['games']);
    expect(readdirSync(join(dir, 'games'))).toEqual(['kept.json']);
    expect(readFileSync(join(dir, 'games', 'kept.json'), 'utf8')).toBe('{"gold":"easy"}');
  });

  it('a move that fails leaves the source where it was and nothing at the target', () => {
    mkdirSync(join(dir, 'games'));
    writeFileSync(join(dir, 'seats.json'), '{"gold":"easy"}');
    expect(() => moveFileDurably(join(dir, 'seats.json'), join(dir, 'games', 'kept.json'), elsewhere(true))).toThrow(/ENOSPC/);
    expect(readdirSync(dir).sort()).toEqual(['games', 'seats.json']);
    expect(readdirSync(join(dir, 'games'))).toEqual([]);
  });
});

describe('fileTrouble', () => {
  const system = (code: string, text: string): Error => Object.assign(new Error(`${code}: ${text}, open '/srv/qm/game.jsonl.next'`), { code });

  it("says what went wrong with a file in the table's words and its code, never the path the system quotes", () => {
    expect(fileTrouble(system('EMFILE', 'too many open files'))).toBe('the table cannot open more files just now (too many connections?): try again (EMFILE)');
    expect(fileTrouble(system('ENOSPC', 'no space left on device'))).toBe('the disk is full (ENOSPC)');
    expect(fileTrouble(system('EACCES', 'permission denied'))).toBe('the server is not allowed to write its data folder (EACCES)');
    for (const code of ['ENFILE', 'EDQUOT', 'EPERM', 'EROFS', 'EIO', 'ENOENT', 'EEXIST', 'EISDIR', 'ENOTDIR', 'EBUSY', 'ESOMETHINGNEW']) {
      const words = fileTrouble(system(code, 'what the system says'));
      expect(words).toMatch(new RegExp(`^[^/]+ \\(${code}\\)$`));
      expect(words).not.toContain('what the system says');
    }
  });

  it("keeps the server's own words (an error that is not the system's)", () => {
    expect(fileTrouble(new Error('the current game must be put away first'))).toBe('the current game must be put away first');
  });
});
