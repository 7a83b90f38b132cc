// `quartermaster serve` arguments: a bad one is a clear message and exit 2, never a stack trace.
// Checked in-process through the exported run(argv); a child process only where the process itself
// is what is tested (the exit status, serving and answering, a signal, another user).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '#protocol';
import { TOKEN_RULE, run } from '../../server/cli/serve.ts';
import { spawnServer } from './child-server.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serve = (...args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'bin', 'quartermaster.mjs'), 'serve', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });

/** run(argv) in this process: its exit status and what it printed. */
async function serveHere(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...m: unknown[]) => void out.push(`${m.join(' ')}\n`));
  vi.spyOn(console, 'error').mockImplementation((...m: unknown[]) => void err.push(`${m.join(' ')}\n`));
  const status = await run(args);
  return { status, stdout: out.join(''), stderr: err.join('') };
}
afterEach(() => {
  vi.restoreAllMocks();
});

describe('quartermaster serve arguments', () => {
  const cases: [string[], RegExp][] = [
    [['--http-port', 'seven'], /--http-port must be a port number/],
    [['--http-port', '70000'], /--http-port must be a port number/],
    [['--rate', '40'], /--rate must be 10 or 80/],
    [['--balance', 'scales'], /--balance must be mt-sics or and/],
    [['--balance', 'and', '--emulate'], /does not go with --balance/],
    [['--port', '/dev/ttyUSB0', '--emulate'], /choose one of --port and --emulate/],
    [['--token', 'a b'], /--token must be/],
    [
      ['--host-name', 'http://table.example/'],
      /--host-name must be a host name or address, with :PORT if the tablets reach it on another port \(table\.example, table\.example:8080\), not "http:\/\/table\.example\/"/,
    ],
    [['--host-name', 'the table'], /--host-name must be a host name or address/],
    [['--log-format', 'xml'], /--log-format must be pretty or json, not "xml"/],
    [['--think-ms', '0'], /--think-ms must be 1–30000 \(milliseconds\), not "0"/],
    [['--think-ms', 'soon'], /--think-ms must be 1–30000/],
    [['--max-connections', '3'], /--max-connections must be 8–10000, not "3"/],
    [['--max-connections', 'lots'], /--max-connections must be 8–10000, not "lots"/],
    [['--cannons'], /Unknown option '--cannons'/],
    [['extra'], /Unexpected argument 'extra'/],
  ];
  for (const [args, message] of cases) {
    it(args.join(' '), async () => {
      const r = await serveHere(...args);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toMatch(/usage: quartermaster serve/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    });
  }

  it('the command lines in the docs give tokens that serve accepts', () => {
    const files = [
      'server/API.md',
      'README.md',
      ...readdirSync(join(ROOT, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    const docs = files.map((f) => readFileSync(join(ROOT, f), 'utf8')).join('\n');
    const commands = docs.split('\n').filter((l) => /quartermaster(\.mjs)? serve .*--token/.test(l));
    expect(commands.length).toBeGreaterThan(0);
    for (const line of commands) expect(line.match(/--token\s+(\S+)/)?.[1], line).toMatch(TOKEN_RULE);
  });

  it('--help prints the options and exits 0', async () => {
    const r = await serveHere('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/--http-port N/);
    expect(r.stdout).toMatch(/server\/API\.md/);
  });

  it("the program itself exits with run's status: 2 and the usage for a bad argument", () => {
    const bad = serve('--cannons');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/Unknown option '--cannons'[\s\S]*usage: quartermaster serve/);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  });

  it('logs in readable lines with --log-format pretty, without a line per HTTP request unless --log-level debug', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-logs-'));
    try {
      // Both at once, on data directories of their own (one server per directory).
      const [pretty, json] = await Promise.all([
        spawnServer(join(dir, 'pretty'), 'cli-test-token', ['--log-level', 'info', '--log-format', 'pretty']),
        spawnServer(join(dir, 'json'), 'cli-test-token', ['--log-level', 'debug', '--log-format', 'json']),
      ]);
      await fetch(`${pretty.url}/api/state`);
      expect(await pretty.kill('SIGTERM')).toBe(0);
      expect(pretty.stderr()).toMatch(/INFO: Server listening at http:\/\/127\.0\.0\.1:\d+/);
      expect(pretty.stderr()).not.toMatch(/"level":|incoming request/);

      await fetch(`${json.url}/api/state`);
      expect(await json.kill('SIGTERM')).toBe(0);
      const lines = json
        .stderr()
        .split('\n')
        .filter((l) => l.startsWith('{'));
      expect(lines.map((l) => (JSON.parse(l) as { msg?: string }).msg)).toContain('incoming request');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a rig that is not plugged in: serves anyway, says so, and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-noport-'));
    try {
      const s = await spawnServer(dir, 'cli-test-token', ['--port', '/dev/ttyQM-not-there']);
      const state = (await (await fetch(`${s.url}/api/state`)).json()) as SessionState;
      expect(state.device.kind).toBe('rig');
      expect(state.device.state).not.toBe('connected');
      expect(await s.kill('SIGTERM')).toBe(0);
      expect(s.stderr()).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('quartermaster serve with a data directory it cannot use', () => {
  // Root may write anywhere: the read-only case then runs the server as "nobody", for whom the mode counts.
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  /** A data directory with a file where the server keeps a folder. */
  const fileInPlaceOf = (folder: string) => (root: string) => {
    mkdirSync(join(root, 'data'));
    writeFileSync(join(root, 'data', folder), 'not a folder');
    return join(root, 'data');
  };
  const cases: [string, (root: string) => string, RegExp, object][] = [
    [
      'read-only',
      (root) => {
        const dir = join(root, 'ro');
        mkdirSync(dir);
        chmodSync(root, 0o755);
        chmodSync(dir, 0o555);
        return dir;
      },
      /is not writable/,
      asNobody,
    ],
    [
      'a file in its place',
      (root) => {
        writeFileSync(join(root, 'data'), 'not a directory');
        return join(root, 'data');
      },
      /is a file, not a directory/,
      {},
    ],
    [
      'its game log is a directory',
      (root) => {
        mkdirSync(join(root, 'data', 'game.jsonl'), { recursive: true });
        return join(root, 'data');
      },
      /game\.jsonl in it is not a file/,
      {},
    ],
    [
      'its old card map is a directory',
      (root) => {
        mkdirSync(join(root, 'data', 'cards.json'), { recursive: true });
        return join(root, 'data');
      },
      /cards\.json in it is not a file/,
      {},
    ],
    [
      "its hold's lock is a directory",
      (root) => {
        mkdirSync(join(root, 'data', 'server.lock'), { recursive: true });
        return join(root, 'data');
      },
      /server\.lock in it is not a file/,
      {},
    ],
    ['a file where its card maps go', fileInPlaceOf('cards'), /cards in it is not a folder/, {}],
    ['a file where the games put away go', fileInPlaceOf('games'), /games in it is not a folder/, {}],
  ];
  const args = (data: string) => ['--data', data, '--http-port', '0', '--host', '127.0.0.1', '--no-qr', '--skip-ui-build'];
  for (const [what, make, message, as] of cases) {
    // In this process, but for another user: only a process of its own can run as "nobody" (and it
    // shows that the program ends at once, nothing left open).
    const child = what === 'read-only';
    it(`${what}: says so and exits 1 at once (a script or service manager must not wait forever)`, async () => {
      const root = mkdtempSync(join(tmpdir(), 'qm-baddata-'));
      try {
        const data = make(root);
        const r = child
          ? spawnSync(process.execPath, [join(ROOT, 'bin', 'quartermaster.mjs'), 'serve', ...args(data)], {
              cwd: ROOT,
              encoding: 'utf8',
              timeout: 30_000,
              ...as,
            })
          : { signal: null, ...(await serveHere(...args(data))) };
        expect(r.signal, `still running after 30 s; stderr: ${r.stderr}`).toBeNull();
        expect(r.status).toBe(1);
        expect(r.stderr).toContain(`the data directory ${data} cannot be used`);
        expect(r.stderr).toMatch(message);
        expect(r.stderr).not.toMatch(/\n\s+at /);
      } finally {
        chmodSync(root, 0o700);
        rmSync(root, { recursive: true, force: true });
      }
    });
  }
});
