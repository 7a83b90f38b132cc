// One server per data directory, however the directory is reached (a bind mount, a symlink, `..`):
// a second one is refused, naming the process that holds it, and the OS releases the hold when its
// holder dies (kill -9 included), so nothing is left stale. A process that takes the hold's name
// first can neither block the table where the file lock holds it nor speak through the refusal.
import { type ChildProcess, execFileSync, spawn, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../server/cli/serve.ts';
import { DataDirInUse, DataHold, type HoldKind, heldBy, localUrl } from '../../server/src/data-lock/hold.ts';
import { LOCK_FILE } from '../../server/src/data-lock/file-lock.ts';
import { socketFor } from '../../server/src/data-lock/socket-lock.ts';
import { fakeTableDevice } from '../../server/src/devices/fake-rig-for-tests.ts';
import { TableSession } from '../../server/src/session/table-session.ts';
import { startTestServer } from '../../server/src/testing.ts';
import { spawnServer } from './child-server.ts';
import { everyGame } from '../every-game.ts';
import { tempDirEach } from '../temp-dir.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** The file lock (where fs-native-extensions loads, as here) and the socket kept for elsewhere. */
const KINDS = ['lock', 'abstract', 'file'] as const satisfies readonly HoldKind[];
const BY_IDENTITY = ['lock', 'abstract'] as const satisfies readonly HoldKind[];

let dir: string;
tempDirEach('qm-hold-', (d) => (dir = d));

const openSession = (dataDir: string) => TableSession.open({ ...everyGame(), dataDir, device: fakeTableDevice({ rate: 0 }) });
const refusal = (p: Promise<unknown>): Promise<Error> =>
  p.then(
    () => {
      throw new Error('the hold was taken twice');
    },
    (e: unknown) => {
      expect(e).toBeInstanceOf(DataDirInUse);
      return e as Error;
    },
  );
const serveArgs = (data: string) => ['--data', data, '--http-port', '0', '--host', '127.0.0.1', '--no-qr', '--skip-ui-build', '--json'];

/** A child process started with `args`, once it has printed its first line. */
async function child(command: string, args: string[], opts: SpawnOptions = {}): Promise<{ proc: ChildProcess; kill(): Promise<void> }> {
  const proc = spawn(command, args, { cwd: ROOT, ...opts, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    proc.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}) before it was ready`)));
    createInterface({ input: proc.stdout! }).once('line', () => resolve());
  });
  return {
    proc,
    async kill() {
      proc.kill('SIGKILL');
      await exited;
    },
  };
}
/** A process that holds `data` with a hold of `kind`. */
const holder = (kind: HoldKind, data: string) => child(process.execPath, ['bin/run-ts.mjs', 'test/server/data-lock-child.ts', kind, data]);
/** A process that listens on `name` first and answers whoever connects with `words` ("PID": its own pid). */
const squatter = (name: string, words: string, opts: SpawnOptions = {}) =>
  child(
    process.execPath,
    [
      '-e',
      `require('node:net').createServer((c) => c.end(${JSON.stringify(words)}.replace('PID', String(process.pid)))).listen(${JSON.stringify(name)}, () => console.log('listening'))`,
    ],
    opts,
  );

describe('the hold on a data directory, in one process', () => {
  for (const kind of KINDS) {
    it(`is refused while held and taken again once released (${kind})`, async () => {
      const hold = await DataHold.take(dir, kind);
      const refused = await refusal(DataHold.take(dir, kind));
      expect(refused.message).toBe(`the data directory ${dir} is in use by this process: stop it first or use --data DIR`);
      expect(await DataHold.holderOf(dir, kind)).toEqual({ pid: process.pid });
      await hold.release();
      expect(await DataHold.holderOf(dir, kind)).toBeNull();
      await (await DataHold.take(dir, kind)).release();
    });
  }

  for (const kind of BY_IDENTITY) {
    it(`every path to the directory meets one hold: a symlink, "..", "//", a trailing slash (${kind})`, async () => {
      const real = join(dir, 'real');
      mkdirSync(join(dir, 'other'));
      const hold = await DataHold.take(real, kind);
      symlinkSync(real, join(dir, 'link'));
      for (const path of [join(dir, 'link'), `${dir}/other/../real`, `${dir}//real`, `${real}/`]) {
        expect((await refusal(DataHold.take(path, kind))).message).toContain('is in use by this process');
      }
      await hold.release();
    });
  }

  it("the lock file is the server's user's alone (no other user can open it to take the lock first)", async () => {
    const hold = await DataHold.take(dir, 'lock');
    expect(statSync(join(dir, LOCK_FILE)).mode & 0o777).toBe(0o600);
    await hold.release();
  });

  it('a second TableSession on the same directory is refused; sessions on other directories open', async () => {
    const first = await openSession(dir);
    const other = mkdtempSync(join(tmpdir(), 'qm-hold-other-'));
    try {
      await expect(openSession(dir)).rejects.toThrow(/the data directory .* is in use by this process/);
      // The first goes on as before.
      expect(first.input({ type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] })).toEqual({ ok: true });
      const beside = await openSession(other);
      await beside.close();
      await first.close();
      const again = await openSession(dir);
      expect(again.state('host').inputs).toBe(1);
      await again.close();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('the hold through a bind mount (mount --bind, unshare, another user: run as root, as CI does)', () => {
  let a: string;
  let b: string;
  beforeEach(() => {
    // No suite is skipped for want of what it needs: without root this case cannot be shown, and says so.
    if (process.getuid?.() !== 0)
      throw new Error('these cases need root (`mount --bind`, `unshare --net`, a process as nobody): run the tests as root (CI does)');
    a = join(dir, 'a');
    b = join(dir, 'b');
    mkdirSync(a);
    mkdirSync(b);
    execFileSync('mount', ['--bind', a, b]);
  });
  afterEach(() => {
    if (existsSync(b) && statSync(a).ino === statSync(b).ino) execFileSync('umount', ['--lazy', b]); // lazy: a server a failed test left running must not keep the mount
  });

  for (const kind of BY_IDENTITY) {
    it(`a directory held by one path is held by its bind mount (${kind})`, async () => {
      const hold = await DataHold.take(a, kind);
      expect((await refusal(DataHold.take(b, kind))).message).toBe(`the data directory ${b} is in use by this process: stop it first or use --data DIR`);
      expect(await DataHold.holderOf(b, kind)).toEqual({ pid: process.pid });
      await hold.release();
      await (await DataHold.take(b, kind)).release();
    });
  }

  it('`quartermaster serve` on the bind mount is refused while a server runs on the directory; after kill -9 it starts', async () => {
    const first = await spawnServer(a);
    const named = `the data directory ${b} is in use by quartermaster serve, process ${first.proc.pid} (${first.url}): stop it first or use --data DIR`;
    try {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(await run(serveArgs(b))).toBe(1);
      expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([`quartermaster serve: ${named}`]);
      errors.mockRestore();
      await expect(startTestServer({ ...everyGame(), dataDir: b })).rejects.toThrow(named);
    } finally {
      await first.kill('SIGKILL');
    }
    const server = await startTestServer({ ...everyGame(), dataDir: b });
    await server.stop(true);
  });

  it('a server in another network namespace (a container sharing the folder) holds it too, by the file lock', async () => {
    const held = await child('unshare', ['--net', process.execPath, 'bin/run-ts.mjs', 'test/server/data-lock-child.ts', 'lock', a]);
    try {
      expect((await refusal(DataHold.take(b))).message).toBe(
        `the data directory ${b} is in use by quartermaster serve, process ${held.proc.pid}: stop it first or use --data DIR`,
      );
    } finally {
      await held.kill();
    }
    await (await DataHold.take(b)).release();
  });

  it("another user's process on the socket's name is not taken for a quartermaster server, even when it gives its own pid", async () => {
    const squat = await squatter(socketFor(a, 'abstract'), '{"pid":PID,"url":"http://127.0.0.1:7777"}', { uid: 65534, gid: 65534, cwd: '/' });
    try {
      const refused = await refusal(DataHold.take(b, 'abstract'));
      expect(refused.message).toMatch(/^the data directory .* is held by something that is not a quartermaster server/);
      expect(refused.message).not.toContain(String(squat.proc.pid));
    } finally {
      await squat.kill();
    }
  });
});

describe('the hold on a data directory, across processes', () => {
  it('a second server on a held directory is refused naming the holder; once it is killed (-9) the directory is free', async () => {
    const child = await spawnServer(dir);
    const pid = child.proc.pid;
    const named = `the data directory ${dir} is in use by quartermaster serve, process ${pid} (${child.url}): stop it first or use --data DIR`;
    try {
      await expect(startTestServer({ ...everyGame(), dataDir: dir })).rejects.toThrow(named);
      // `quartermaster serve` says so and exits 1, before opening its device.
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(await run(serveArgs(dir))).toBe(1);
      expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([`quartermaster serve: ${named}`]);
      errors.mockRestore();
    } finally {
      await child.kill('SIGKILL');
    }
    expect(await DataHold.holderOf(dir)).toBeNull();
    const server = await startTestServer({ ...everyGame(), dataDir: dir });
    await server.stop(true);
  });

  for (const kind of BY_IDENTITY) {
    it(`a holder killed with -9 lets go at once (${kind})`, async () => {
      const held = await holder(kind, dir);
      expect(await DataHold.holderOf(dir, kind)).toEqual({ pid: held.proc.pid });
      await refusal(DataHold.take(dir, kind));
      await held.kill();
      await (await DataHold.take(dir, kind)).release();
    });
  }

  it('a socket file left by a holder killed with -9 is taken over (the fallback where there are no abstract sockets)', async () => {
    const path = socketFor(dir, 'file');
    const held = await squatter(path, '');
    await refusal(DataHold.take(dir, 'file'));
    await held.kill();
    expect(existsSync(path)).toBe(true);
    const hold = await DataHold.take(dir, 'file');
    await hold.release();
    expect(existsSync(path)).toBe(false);
  });
});

describe('a process that takes the name of the hold first', () => {
  const EVIL = 'http://evil.example/phish';

  it('where the file lock holds the directory, a squatter on any socket name blocks nothing and is never quoted', async () => {
    const squats = [await squatter(socketFor(dir, 'abstract'), `{"pid":1,"url":"${EVIL}"}`), await squatter(socketFor(dir, 'file'), EVIL)];
    try {
      const server = await startTestServer({ ...everyGame(), dataDir: dir });
      const refused = await refusal(DataHold.take(dir));
      expect(refused.message).toBe(`the data directory ${dir} is in use by this process (${server.url}): stop it first or use --data DIR`);
      await server.stop(true);
    } finally {
      for (const s of squats) await s.kill();
    }
  });

  for (const [what, words] of [
    ['names a process that does not listen on it (pid 1) and a foreign address', `{"pid":1,"url":"${EVIL}"}`],
    ['answers with words of its own', `the table moved: go to ${EVIL}`],
    ['answers with JSON that is no holder', `{"url":"${EVIL}"}`],
  ] as const) {
    it(`on the socket's name, one that ${what} is said to be no quartermaster server, in our words only`, async () => {
      const squat = await squatter(socketFor(dir, 'abstract'), words);
      try {
        const refused = await refusal(DataHold.take(dir, 'abstract'));
        expect(refused.message).toBe(
          `the data directory ${dir} is held by something that is not a quartermaster server (it took the name of the directory's hold and does not answer as a quartermaster server would): stop it or use --data DIR`,
        );
        expect(await DataHold.holderOf(dir, 'abstract')).toBe('stranger');
      } finally {
        await squat.kill();
      }
    });
  }

  it('one of our own user that gives its own pid is named by its pid, never by an address that is not of this machine', async () => {
    const squat = await squatter(socketFor(dir, 'abstract'), `{"pid":PID,"url":"${EVIL}"}`);
    try {
      const refused = await refusal(DataHold.take(dir, 'abstract'));
      expect(refused.message).toBe(`the data directory ${dir} is in use by quartermaster serve, process ${squat.proc.pid}: stop it first or use --data DIR`);
    } finally {
      await squat.kill();
    }
  });

  it("a holder's words are repeated only as a live process's id and an http(s) address of this machine", () => {
    const words = (o: unknown) => heldBy({ heldBy: JSON.stringify(o), vouched: true });
    expect(words({ pid: process.pid, url: 'http://127.0.0.1:7777' })).toEqual({ pid: process.pid, url: 'http://127.0.0.1:7777' });
    expect(words({ pid: process.pid, url: 'http://[::1]:7777' })).toEqual({ pid: process.pid, url: 'http://[::1]:7777' });
    expect(words({ pid: process.pid, url: EVIL })).toEqual({ pid: process.pid });
    expect(words({ pid: '12; rm -rf /', url: 'http://127.0.0.1:1' })).toBe('stranger');
    expect(words({ pid: -1 })).toBe('stranger');
    // Words an earlier holder left, read before the new holder wrote its own: its process is gone.
    expect(words({ pid: 2 ** 30 + 7 })).toBe('unknown');
    expect(words([1, 2])).toBe('stranger');
    expect(heldBy({ heldBy: '', vouched: true })).toBe('unknown');
    expect(heldBy({ heldBy: JSON.stringify({ pid: process.pid }), vouched: false })).toBe('stranger');
    for (const bad of [
      EVIL,
      'javascript:alert(1)',
      'http://127.0.0.1:7777/phish',
      'http://127.0.0.1:7777/?next=evil',
      'http://me@127.0.0.1:7777',
      'ftp://127.0.0.1:21',
      'http://127.0.0.1.evil.example',
      42,
    ]) {
      expect(localUrl(bad)).toBeUndefined();
    }
    expect(localUrl('http://localhost:7777')).toBe('http://localhost:7777');
    expect(localUrl('https://127.0.0.1:7777/')).toBe('https://127.0.0.1:7777');
  });
});
