// The galley scale (test/devices/galley-scale/), a device kind registered only here, walked through
// as docs/adding-a-device.md adds one: opened simulated and read; named by the help of `quartermaster
// serve` and `monitor` and taken by their --balance; read by `monitor` on a real serial port; and
// served by the table unchanged: a tablet sees a one-pan device, and the virtual panel loads its pan.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../games/index.ts';
import type { ScaleSample, SimulatedDevice } from '../../firmware-bridge/src/index.ts';
import { exposeAsPty, openDevice } from '../../firmware-bridge/src/ports.ts';
import { run as monitor } from '../../server/cli/monitor.ts';
import { run as serve } from '../../server/cli/serve.ts';
import { openTableDevice } from '../../server/src/devices/open.ts';
import type { ScaleMsg, SnapshotMsg } from '#protocol';
import { startServer } from '../../server/src/start.ts';
import { TestClient } from '../../server/src/testing.ts';
import { capture } from '../cli/capture.ts';
import { galleyScale, kinds } from '../devices/galley-scale/kinds.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'qm-galley-'));
const near = (grams: number | null | undefined, want: number) => grams != null && Math.abs(grams - want) <= 0.02 + 1e-9;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
  vi.restoreAllMocks();
});

describe('the galley scale, a device kind of a test of its own', () => {
  it('opens simulated: one cup, no card reader, samples that follow the pan', async () => {
    const opened = await openDevice({ dataDir: dataDir(), balance: galleyScale, sim: { speed: 10 } });
    cleanups.push(() => opened.close());
    expect(opened.device).toMatchObject({ kind: 'galley', cups: 1, hasReader: false });
    const samples: ScaleSample[] = [];
    opened.device.on('sample', (s) => samples.push(s));
    await opened.device.start();
    opened.rig?.setGrams(0, 42.5);
    await vi.waitFor(() => expect(samples.some((s) => s.stable && near(s.grams, 42.5))).toBe(true), { timeout: 20_000, interval: 10 });
    expect(samples.some((s) => s.stable === false)).toBe(true);
    expect(opened.device.status()).toMatchObject({ state: 'connected', counters: { malformed: 0 } });
  });

  it('is named by the help of serve and monitor, and their --balance takes it; without it, it is refused', async () => {
    const help = capture();
    expect(await monitor(['--help'], help.io, kinds)).toBe(0);
    expect(help.out.join('\n')).toMatch(/ {21}galley {3}the ship's galley scale \(a test's own\)/);
    expect(help.out.join('\n')).toMatch(/the kind's for a balance: 9600, 4800\)/);
    const wrong = capture();
    expect(await monitor(['--port', '/dev/x', '--balance', 'ohaus'], wrong.io, kinds)).toBe(2);
    expect(wrong.err[0]).toMatch(/^quartermaster monitor: --balance must be mt-sics, and or galley, not 'ohaus'/);
    const unknown = capture();
    expect(await monitor(['--port', '/dev/x', '--balance', 'galley'], unknown.io)).toBe(2);
    expect(unknown.err[0]).toMatch(/--balance must be mt-sics or and, not 'galley'/);

    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await serve(['--help'], kinds)).toBe(0);
    expect(log.mock.calls.join('\n')).toMatch(/ {23}galley {3}the ship's galley scale/);
    expect(await serve(['--balance', 'ohaus'], kinds)).toBe(2);
    expect(error.mock.calls.join('\n')).toMatch(/--balance must be mt-sics, and or galley, not "ohaus"/);
  });

  it('`quartermaster monitor --balance galley` reads it on a real serial port', async () => {
    const scale: SimulatedDevice = galleyScale.simulate({ speed: 10 });
    cleanups.push(() => scale.close());
    const pty = await exposeAsPty(scale.serial);
    cleanups.push(() => pty.close());
    scale.setGrams(0, 7.25);
    let stop!: () => void;
    const interrupted = new Promise<void>((resolve) => (stop = resolve));
    const c = capture();
    const events = () => c.out.map((l) => JSON.parse(l) as { type: string; grams?: number; stable?: boolean; counters?: { malformed: number } });
    const out = (line: string) => {
      c.out.push(line);
      if (events().some((e) => e.type === 'sample' && e.stable && near(e.grams, 7.25))) stop();
    };
    const code = await monitor(['--port', pty.path, '--balance', 'galley', '--json', '--data', dataDir()], { out, err: c.io.err, interrupted }, kinds);
    expect(code).toBe(0);
    expect(events().at(-1)).toMatchObject({ type: 'link', counters: { malformed: 0 } });
  });

  it('the table serves it unchanged: a tablet sees a one-pan device, and the virtual panel loads the pan', async () => {
    const dir = dataDir();
    const device = await openTableDevice({ dataDir: dir, balance: galleyScale });
    const running = await startServer({
      dataDir: dir,
      device,
      registry,
      httpPort: 0,
      host: '127.0.0.1',
      token: 'galley-host-token',
      uiDir: null,
      logger: false,
    });
    cleanups.push(() => running.close());
    const host = await TestClient.connect(`ws://127.0.0.1:${running.port}/ws`, { token: 'galley-host-token' });
    await host.act({ type: 'watch', scale: true }); // live readings come only to a tablet that watches the scale
    cleanups.push(() => host.close());
    const snapshot = await host.next<SnapshotMsg>('snapshot');
    expect(snapshot.device).toMatchObject({ kind: 'galley', cups: 1, hasReader: false, sim: true });
    await host.act({ type: 'sim', action: 'addPiece', cup: 'left', grams: 12.5 });
    await host.next<ScaleMsg>('scale', (m) => near((m as ScaleMsg).left, 12.5), 20_000);
  });
});
