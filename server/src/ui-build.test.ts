import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { asProduction, uiIsStale } from './ui-build.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

it('rebuilds the tablet app when dist is missing or older than any source', () => {
  const root = mkdtempSync(join(tmpdir(), 'qm-ui-'));
  dirs.push(root);
  mkdirSync(join(root, 'src', 'screens'), { recursive: true });
  const source = join(root, 'src', 'screens', 'Round.tsx');
  writeFileSync(source, 'export {}');
  expect(uiIsStale(root)).toBe(true); // no dist
  mkdirSync(join(root, 'dist'));
  const index = join(root, 'dist', 'index.html');
  writeFileSync(index, '<!doctype html>');
  const t = Date.now() / 1000;
  utimesSync(source, t - 100, t - 100);
  utimesSync(index, t - 50, t - 50);
  expect(uiIsStale(root)).toBe(false);
  utimesSync(source, t, t); // a source edited after the build, deep in a folder
  expect(uiIsStale(root)).toBe(true);
});

it('does not rebuild for a test file edited beside the UI code', () => {
  const root = mkdtempSync(join(tmpdir(), 'qm-ui-'));
  dirs.push(root);
  mkdirSync(join(root, 'src', 'screens'), { recursive: true });
  mkdirSync(join(root, 'dist'));
  const source = join(root, 'src', 'screens', 'Round.tsx');
  const index = join(root, 'dist', 'index.html');
  writeFileSync(source, 'export {}');
  writeFileSync(index, '<!doctype html>');
  const t = Date.now() / 1000;
  utimesSync(source, t - 100, t - 100);
  utimesSync(index, t - 50, t - 50);
  for (const name of ['Round.test.tsx', 'connection.test.ts', 'format.spec.ts']) {
    const test = join(root, 'src', 'screens', name);
    writeFileSync(test, 'export {}');
    utimesSync(test, t, t);
  }
  expect(uiIsStale(root)).toBe(false);
  utimesSync(source, t, t);
  expect(uiIsStale(root)).toBe(true);
});

it('builds for production under NODE_ENV=test (vitest), then gives the caller its NODE_ENV back', async () => {
  const before = process.env.NODE_ENV;
  try {
    for (const callers of ['test', undefined]) {
      if (callers === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = callers;
      const during = await asProduction(async () => process.env.NODE_ENV);
      expect(during).toBe('production');
      expect(process.env.NODE_ENV).toBe(callers);
    }
    process.env.NODE_ENV = 'test';
    await expect(asProduction(async () => Promise.reject(new Error('the build failed')))).rejects.toThrow('the build failed');
    expect(process.env.NODE_ENV).toBe('test');
  } finally {
    process.env.NODE_ENV = before;
  }
});
