// A test file's tier is in its path (test/setup/tiers.ts), and a file that starts a server, a child
// process, a pty or the emulated firmware is not in `unit`: unit files share their workers' modules
// and answer in seconds while editing. What a file starts is read off what it loads: its imports
// (type-only ones load nothing), followed through the project's own files, until one of STARTERS.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tierOf } from '../setup/tiers.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What loading each of these starts, by package or by the project's file (relative to the root). */
const STARTERS: Readonly<Record<string, string>> = {
  'node:child_process': 'a child process',
  child_process: 'a child process',
  fastify: 'a server',
  ws: 'a WebSocket server or client',
  serialport: 'a serial port',
  'playwright-core': 'a browser',
  avr8js: 'the emulated firmware',
  'server/src/start.ts': 'the companion server (startServer)',
  'firmware-bridge/src/pty/pty.ts': 'a pty (socat)',
};
/** Loaded by a test file itself, these open a socket; deeper down, as a data directory's hold, they do not count. */
const OWN_STARTERS: Readonly<Record<string, string>> = { 'node:net': 'a socket', 'node:http': 'a server', 'node:https': 'a server' };

const IMPORT = /(?:^|\n)\s*(?:import|export)(\s+type)?\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The modules a file loads when it runs: relative ones as absolute paths, packages by name. */
function loads(file: string): string[] {
  const out: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (m[1]) continue; // import type … / export type …
    const spec = (m[2] ?? m[3] ?? m[4]) as string;
    out.push(spec.startsWith('.') ? resolve(dirname(file), spec) : spec);
  }
  return out;
}

/** The first starter a test file loads, with the chain of the project's files that leads to it. */
function firstStarter(file: string): { starter: string; what: string; via: string[] } | null {
  const from = new Map<string, string | null>([[file, null]]);
  const queue = [file];
  const chain = (f: string): string[] => {
    const out: string[] = [];
    for (let at: string | null | undefined = f; at; at = from.get(at)) out.unshift(relative(root, at));
    return out;
  };
  while (queue.length > 0) {
    const f = queue.shift() as string;
    for (const spec of loads(f)) {
      const key = isAbsolute(spec) ? relative(root, spec) : spec;
      const what = STARTERS[key] ?? (f === file ? OWN_STARTERS[key] : undefined);
      if (what) return { starter: key, what, via: chain(f) };
      if (isAbsolute(spec) && !from.has(spec) && existsSync(spec) && /\.(ts|tsx|mjs)$/.test(spec)) {
        from.set(spec, f);
        queue.push(spec);
      }
    }
  }
  return null;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (['node_modules', 'dist', 'build', '.git'].includes(e.name)) return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? testFiles(path) : /\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const tests = testFiles(root);
const at = (path: string): string => join(root, path);

describe('test tiers by name', () => {
  it('no unit file starts a server, a child process, a pty or the emulated firmware', () => {
    const wrong = tests
      .filter((f) => tierOf(relative(root, f)) === 'unit')
      .flatMap((f) => {
        const s = firstStarter(f);
        return s ? [`${s.via.join(' → ')} loads ${s.starter} (${s.what}): name the test *.int.test.ts`] : [];
      });
    expect(wrong).toEqual([]);
  });

  it('the check sees each kind of starter where a test loads one', () => {
    expect(firstStarter(at('server/src/session/lesson-gate.int.test.ts'))?.starter).toBe('server/src/start.ts');
    expect(firstStarter(at('test/server/serve-cli.int.test.ts'))?.starter).toBe('node:child_process');
    expect(firstStarter(at('firmware-bridge/src/pty/pty.int.test.ts'))?.what).toMatch(/pty|serial port/);
    expect(firstStarter(at('hardware/emulated-rig/mcu.int.test.ts'))?.starter).toBe('avr8js');
    expect(firstStarter(at('server/src/testing.int.test.ts'))?.starter).toBe('ws');
    // Through a helper: the table's test server starts the companion.
    expect(firstStarter(at('server/src/plugins/api.int.test.ts'))?.via).toEqual(['server/src/plugins/api.int.test.ts', 'server/src/testing.ts']);
    for (const path of Object.keys(STARTERS).filter((k) => k.includes('/'))) expect(existsSync(at(path)), path).toBe(true);
  });

  it('a pure file loads no starter', () => {
    expect(firstStarter(at('test/setup/tiers.ts'))).toBeNull();
    expect(firstStarter(at('scale/resolver.ts'))).toBeNull();
  });

  it('a browser file is not also named for integration', () => {
    expect(tests.map((f) => relative(root, f)).filter((f) => f.startsWith('test/e2e/') && /\.int\.test\./.test(f))).toEqual([]);
  });
});
