import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { buildEnv, buildUi, localImports, uiIsStale } from './ui-build.ts';

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

/** A built app in a folder of its own (`web-ui` in a fresh one), its build 50 s old, its files older. */
function builtApp(files: Record<string, string>): { root: string; web: string; age(path: string): void; touch(path: string): void } {
  const root = mkdtempSync(join(tmpdir(), 'qm-ui-'));
  dirs.push(root);
  const web = join(root, 'web-ui');
  const t = Date.now() / 1000;
  for (const [path, text] of Object.entries({ ...files, 'web-ui/dist/index.html': '<!doctype html>' })) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
    utimesSync(join(root, path), t - 100, t - 100);
  }
  utimesSync(join(web, 'dist', 'index.html'), t - 50, t - 50);
  return { root, web, age: (path) => utimesSync(join(root, path), t - 100, t - 100), touch: (path) => utimesSync(join(root, path), t, t) };
}

it('rebuilds when a module vite.config.ts imports changed, and those it imports in turn, outside web-ui too', () => {
  const app = builtApp({
    'web-ui/src/main.ts': 'export {}',
    'web-ui/vite.config.ts': "import { shortIds } from './short-ids.ts';\nexport default {};",
    'web-ui/short-ids.ts': "import { readPo } from '../scripts/i18n-catalogues.ts';\nconst later = () => import('../scripts/i18n-used.ts');",
    'scripts/i18n-catalogues.ts': 'export {}',
    'scripts/i18n-used.ts': 'export {}',
    'scripts/unrelated.ts': 'export {}',
  });
  expect([...localImports(join(app.web, 'vite.config.ts'))].map((f) => f.slice(app.root.length + 1))).toEqual([
    'web-ui/vite.config.ts',
    'web-ui/short-ids.ts',
    'scripts/i18n-catalogues.ts',
    'scripts/i18n-used.ts',
  ]);
  expect(uiIsStale(app.web)).toBe(false);
  app.touch('scripts/unrelated.ts');
  expect(uiIsStale(app.web)).toBe(false);
  for (const path of ['web-ui/short-ids.ts', 'scripts/i18n-catalogues.ts', 'scripts/i18n-used.ts', 'web-ui/vite.config.ts']) {
    app.touch(path);
    expect(uiIsStale(app.web), path).toBe(true);
    app.age(path);
  }
});

it('rebuilds when a file outside web-ui that the last build listed among its inputs changed', () => {
  const app = builtApp({
    'web-ui/src/main.ts': 'export {}',
    'web-ui/dist/.vite/inputs.json': JSON.stringify(['../protocol/said.ts', 'src/main.ts']),
    'protocol/said.ts': 'export {}',
    'protocol/server-only.ts': 'export {}',
  });
  expect(uiIsStale(app.web)).toBe(false);
  app.touch('protocol/server-only.ts');
  expect(uiIsStale(app.web)).toBe(false);
  app.touch('protocol/said.ts');
  expect(uiIsStale(app.web)).toBe(true);
});

/** Whether this process has loaded Vite's bundler (its native binding): Vite built here, in-process. */
const bundlerLoaded = (): boolean => {
  const report = process.report.getReport() as { sharedObjects?: string[] };
  return (report.sharedObjects ?? []).some((so) => /rolldown|esbuild|lightningcss/.test(so));
};

it("builds the tablet app in a child process: Vite and its bundler never load in the caller's (issue 56)", async () => {
  const top = mkdtempSync(join(tmpdir(), 'qm-ui-'));
  dirs.push(top);
  const root = join(top, 'web-ui');
  mkdirSync(join(root, 'src'), { recursive: true });
  mkdirSync(join(top, 'lib'));
  writeFileSync(join(top, 'lib', 'env.js'), 'export const env = process.env.NODE_ENV;');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title><script type="module" src="./src/main.js"></script>');
  writeFileSync(join(root, 'src', 'main.js'), "import { env } from '../../lib/env.js';\ndocument.title = env;");
  // A config that needs nothing from node_modules (this folder is not under the project), with the
  // tablet's plugin that lists the build's inputs.
  const plugin = fileURLToPath(new URL('../../web-ui/build-inputs.ts', import.meta.url));
  writeFileSync(
    join(root, 'vite.config.ts'),
    `import { buildInputs } from ${JSON.stringify(plugin)};\nexport default { root: import.meta.dirname, plugins: [buildInputs(import.meta.dirname)] };`,
  );
  writeFileSync(join(top, 'package.json'), '{"type": "module"}');
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
  // The build listed what its modules came from, outside web-ui too: an edit there makes it stale.
  expect(JSON.parse(readFileSync(join(root, 'dist', '.vite', 'inputs.json'), 'utf8'))).toEqual(['../lib/env.js', 'index.html', 'src/main.js']);
  expect(uiIsStale(root)).toBe(false);
  const later = Date.now() / 1000 + 10;
  utimesSync(join(top, 'lib', 'env.js'), later, later);
  expect(uiIsStale(root)).toBe(true);
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
