// The emulated rig's speed: simulated seconds per wall-clock second (fast pace), CPU seconds per
// simulated second, and how long a command takes to be answered in simulated time. Prints one JSON object on its last line.
import { harness } from '../hardware/emulated-rig/rig-harness.ts';

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const cpuSeconds = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

// Wall speed, and CPU seconds per emulated second: idle (10 samples/s, a reader and no card) and
// busy (80 samples/s, a card on the reader).
const speeds: number[] = [];
const cpuIdle: number[] = [];
const cpuBusy: number[] = [];
for (let run = 0; run < 3; run++) {
  for (const busy of [false, true]) {
    const h = await harness();
    await h.next((l) => l.type === 'HELLO');
    if (busy) {
      await h.ask('RATE 1 80', 1);
      h.rig.placeTag(0, '04A1B2C3');
      await h.next((l) => l.type === 'TAG');
    }
    const wall0 = performance.now();
    const cpu0 = cpuSeconds();
    const sim0 = h.rig.simMillis;
    await h.run(3000);
    const simSeconds = (h.rig.simMillis - sim0) / 1000;
    (busy ? cpuBusy : cpuIdle).push((cpuSeconds() - cpu0) / simSeconds);
    if (!busy) speeds.push((simSeconds * 1000) / (performance.now() - wall0));
    process.stderr.write(`run ${run} ${busy ? 'busy' : 'idle'}: ${((cpuSeconds() - cpu0) / simSeconds).toFixed(3)} CPU s per emulated s\n`);
    await h.rig.close();
  }
}
const figures = (xs: number[]) => ({ median: Number(median(xs).toFixed(3)), runs: xs.map((x) => Number(x.toFixed(3))) });

const h = await harness();
await h.next((l) => l.type === 'S', 1500);
await h.run(1000);
const hx = h.rig.hx711![0];
const sckHighUs = Number(hx.maxSckHighUs.toFixed(1));
const readUs = Math.round(hx.lastReadUs);
const answers: number[] = [];
for (let id = 1; id <= 20; id++) {
  const sent = h.rig.simMillis;
  const ack = await h.ask(`PING ${id}`, id);
  answers.push(ack.at - sent);
}
await h.rig.close();

console.log(
  JSON.stringify({
    simSecondsPerWallSecond: { median: Number(median(speeds).toFixed(2)), runs: speeds.map((s) => Number(s.toFixed(2))) },
    cpuSecondsPerSimSecond: { idle: figures(cpuIdle), busy: figures(cpuBusy) },
    hx711: { maxSckHighUs: sckHighUs, readBothChannelsUs: readUs, limitUs: 60 },
    pingAnswerSimMs: { median: median(answers), max: Math.max(...answers), note: 'measured to the emulator 5 ms slice' },
  }),
);
