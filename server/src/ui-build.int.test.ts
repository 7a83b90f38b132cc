import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { buildEnv, buildUi, uiIsStale } from './ui-build.ts';

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

/** Whether this process has loaded Vite's bundler (its native binding): Vite built here, in-process. */
const bundlerLoaded = (): boolean => {
  const report = process.report.getReport() as { sharedObjects?: string[] };
  return (report.sharedObjects ?? []).some((so) => /rolldown|esbuild|lightningcss/.test(so));
};

it("builds the tablet app in a child process: Vite and its bundler never load in the caller's (issue 56)", async () => {
  const root = mkdtempSync(join(tmpdir(), 'qm-ui-'));
  dirs.push(root);
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title><script type="module" src="./src/main.js"></script>');
  writeFileSync(join(root, 'src', 'main.js'), 'document.title = process.env.NODE_ENV;');
  // A config that needs nothing from node_modules (this folder is not under the project).
  writeFileSync(join(root, 'vite.config.ts'), 'export default { root: import.meta.dirname };');
  writeFileSync(join(root, 'package.json'), '{"type": "module"}');
  const said: string[] = [];
  const before = process.env.NODE_ENV;
  await buildUi(root, (m) => said.push(m));
  expect(process.env.NODE_ENV).toBe(before);
  expect(existsSync(join(root, 'dist', 'index.html'))).toBe(true);
  // The production build, whatever NODE_ENV the caller (vitest: "test") runs under.
  const js = readdirSync(join(root, 'dist', 'assets')).map((f) => readFileSync(join(root, 'dist', 'assets', f), 'utf8'));
  expect(js.join('')).toMatch(/document\.title=[`"']production[`"']/);
  expect(said.at(-1)).toMatch(/^tablet app built in \d+\.\d s$/);
  expect(bundlerLoaded()).toBe(false);
});

it('says why when the build fails, and the caller goes on', async () => {
  const root = mkdtempSync(join(tmpdir(), 'qm-ui-'));
  dirs.push(root);
  writeFileSync(join(root, 'vite.config.ts'), 'export default {');
  await expect(buildUi(root, () => undefined)).rejects.toThrow(/^Vite stopped with exit status 1$/);
});

it('gives the build NODE_ENV "production" and the rest of the caller\'s environment', () => {
  expect(buildEnv({ NODE_ENV: 'test', PATH: '/bin' })).toEqual({ NODE_ENV: 'production', PATH: '/bin' });
  expect(buildEnv({ PATH: '/bin' })).toEqual({ NODE_ENV: 'production', PATH: '/bin' });
});
