// The atomic file replacement behind the card map: a failed write leaves nothing behind.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileDurably } from './durable.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'qm-durable-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

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
