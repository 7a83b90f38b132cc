// One server per data directory: a second one is refused, naming the process that holds it, and
// the OS releases the hold when its holder dies (kill -9 included), so nothing is left stale.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { run } from '../../server/cli/serve.ts';
import { DataDirInUse, DataHold, socketFor } from '../../server/src/data-hold.ts';
import { fakeTableDevice } from '../../server/src/devices/fake-rig.ts';
import { TableSession } from '../../server/src/session/table-session.ts';
import { startTestServer } from '../../server/src/testing.ts';
import { spawnServer } from './child-server.ts';
import { everyGame } from '../every-game.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'qm-hold-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const openSession = (dataDir: string) => TableSession.open({ ...everyGame(), dataDir, device: fakeTableDevice({ rate: 0 }) });

describe('the hold on a data directory, in one process', () => {
  for (const kind of ['abstract', 'file'] as const) {
    it(`is refused while held and taken again once released (${kind} socket)`, async () => {
      const hold = await DataHold.take(dir, kind);
      const refused = await DataHold.take(dir, kind).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(DataDirInUse);
      expect((refused as Error).message).toBe(`the data directory ${dir} is in use by this process: stop it first or use --data DIR`);
      expect(await DataHold.holderOf(dir, kind)).toEqual({ pid: process.pid });
      await hold.release();
      expect(await DataHold.holderOf(dir, kind)).toBeNull();
      await (await DataHold.take(dir, kind)).release();
    });
  }

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

describe('the hold on a data directory, across processes', () => {
  it('a second server on a held directory is refused naming the holder; once it is killed (-9) the directory is free', async () => {
    const child = await spawnServer(dir);
    const pid = child.proc.pid;
    const named = `the data directory ${dir} is in use by quartermaster serve, process ${pid} (${child.url}): stop it first or use --data DIR`;
    try {
      await expect(startTestServer({ ...everyGame(), dataDir: dir })).rejects.toThrow(named);
      // `quartermaster serve` says so and exits 1, before opening its device.
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const args = ['--data', dir, '--http-port', '0', '--host', '127.0.0.1', '--no-qr', '--skip-ui-build', '--json'];
      expect(await run(args)).toBe(1);
      expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([`quartermaster serve: ${named}`]);
      errors.mockRestore();
    } finally {
      await child.kill('SIGKILL');
    }
    expect(await DataHold.holderOf(dir)).toBeNull();
    const server = await startTestServer({ ...everyGame(), dataDir: dir });
    await server.stop(true);
  });

  it('a socket file left by a holder killed with -9 is taken over (the fallback where there are no abstract sockets)', async () => {
    const path = socketFor(dir, 'file');
    const holder = spawn(
      process.execPath,
      ['-e', `require('node:net').createServer((c) => c.end()).listen(${JSON.stringify(path)}, () => console.log('held'))`],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    await new Promise<void>((resolve) => createInterface({ input: holder.stdout! }).once('line', () => resolve()));
    await expect(DataHold.take(dir, 'file')).rejects.toThrow(DataDirInUse);
    holder.kill('SIGKILL');
    await exited;
    expect(existsSync(path)).toBe(true);
    const hold = await DataHold.take(dir, 'file');
    await hold.release();
    expect(existsSync(path)).toBe(false);
  });
});
