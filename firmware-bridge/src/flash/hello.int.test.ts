// Waiting for the new firmware's HELLO after a flash, on the emulated rig (with its bootloader,
// behind a pty): a port that goes away before the HELLO (the board dropping off the bus, or a path
// renewed just as it was opened) is opened again, and the rig is still found.
import { afterAll, describe, expect, it } from 'vitest';
import { type EmulatedRigOnPty, startEmulatedRigOnPty } from '../../../hardware/emulated-rig/index.ts';
import { waitForHello } from './hello.ts';

const rigs: EmulatedRigOnPty[] = [];
afterAll(() => Promise.all(rigs.map((r) => r.close())));

/** A rig whose port waitForHello (given `ms`) has opened, resetting it into its bootloader; then its cable is pulled. */
async function pulledWhileWaiting(ms: number): Promise<{ rig: EmulatedRigOnPty; hello: ReturnType<typeof waitForHello> }> {
  const rig = await startEmulatedRigOnPty({ pace: 'fast', bootloader: {} });
  rigs.push(rig);
  const hello = waitForHello(rig.path, ms);
  await expect.poll(() => rig.bootloader?.running, { timeout: 10_000, interval: 5 }).toBe(true);
  rig.unplug();
  return { rig, hello };
}

describe('waitForHello', () => {
  it('opens the port again when it goes away before the HELLO, and finds the rig', async () => {
    const { rig, hello } = await pulledWhileWaiting(30_000);
    rig.plug();
    expect(await hello).toMatchObject({ fw: expect.stringMatching(/^\d+\.\d+\.\d+$/), proto: expect.any(Number), board: 'nano' });
  });

  it('looks for the rig until its time when it never comes back, then gives up', async () => {
    const started = performance.now();
    const { hello } = await pulledWhileWaiting(3000);
    expect(await hello).toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(3000);
  });
});
