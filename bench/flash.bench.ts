// Flashing the emulated rig with Debian's avrdude (firmware-bridge's flashRig, as `quartermaster
// flash` and the tablet's update do): the wall time from the first avrdude to the new firmware's
// HELLO, and how much of it avrdude's writing and checking take, three times. The rest is the
// bootloader's second after each open of the port (avrdude's, then the HELLO's) and the boot.
// Prints one JSON object on its last line.
import { flashRig } from '../firmware-bridge/src/ports.ts';
import { ensureFirmwareHex, startEmulatedRigOnPty } from '../hardware/emulated-rig/index.ts';

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const hexPath = ensureFirmwareHex();
const total: number[] = [];
const writing: number[] = [];
const checking: number[] = [];
for (let i = 0; i < 3; i++) {
  const rig = await startEmulatedRigOnPty({ pace: 'realtime', bootloader: {} });
  const at: Record<string, number> = {};
  const t0 = performance.now();
  const result = await flashRig({
    port: rig.path,
    hexPath,
    attempts: 3,
    stallMs: 20_000,
    onEvent: (e) => {
      if (e.type === 'progress') at[`${e.phase}${e.percent === 100 ? 'End' : 'Start'}`] ??= performance.now();
    },
  });
  total.push((performance.now() - t0) / 1000);
  await rig.close();
  if (!result.ok) throw new Error(result.message);
  writing.push(((at.writeEnd ?? 0) - (at.writeStart ?? 0)) / 1000);
  checking.push(((at.verifyEnd ?? 0) - (at.verifyStart ?? 0)) / 1000);
}
const s = (xs: number[]) => Number(median(xs).toFixed(2));
console.log(
  JSON.stringify({
    toHelloS: s(total),
    writingS: s(writing),
    checkingS: s(checking),
    note: 'medians of 3, the built firmware onto the emulated rig over a pty (no baud pacing)',
  }),
);
