// The emulated rig's speed: simulated seconds per wall-clock second (fast pace), and how long
// a command takes to be answered in simulated time. Prints one JSON object on its last line.
import { harness } from '../hardware/emulator/rig-harness.ts';

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const speeds: number[] = [];
for (let run = 0; run < 3; run++) {
  const h = await harness();
  await h.next((l) => l.type === 'HELLO');
  const wall0 = performance.now();
  const sim0 = h.rig.simMillis;
  await h.run(3000);
  speeds.push((h.rig.simMillis - sim0) / (performance.now() - wall0));
  process.stderr.write(`run ${run}: ${speeds.at(-1)!.toFixed(2)}x real time\n`);
  await h.rig.close();
}

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
    hx711: { maxSckHighUs: sckHighUs, readBothChannelsUs: readUs, limitUs: 60 },
    pingAnswerSimMs: { median: median(answers), max: Math.max(...answers), note: 'measured to the emulator 5 ms slice' },
  }),
);
