// firmware-bridge figures: decoded events per second (codec + RigDevice, in process), serial line
// to typed event latency over a real pty (p50/p99), and the time to reconnect once a vanished pty
// is back. Progress on stderr; one JSON object on the last stdout line.
import { Duplex } from 'node:stream';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crcHex } from '../firmware-bridge/src/protocol/crc8.ts';
import { RigDecoder } from '../firmware-bridge/src/protocol/decoder.ts';
import { RigDevice } from '../firmware-bridge/src/devices/rig-device.ts';
import { CalibrationStore } from '../firmware-bridge/src/devices/calibration-store.ts';
import { DuplexChannel } from '../firmware-bridge/src/transport/channel.ts';
import { SerialChannel } from '../firmware-bridge/src/transport/serial-channel.ts';
import { exposeAsPty } from '../firmware-bridge/src/pty/pty.ts';

const line = (body: string) => `${body}*${crcHex(body)}\r\n`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

/** A rig's worth of traffic: per 100 ms two samples, and a heartbeat and a tag now and then. */
function traffic(lines: number): string {
  const out: string[] = [line('HELLO 0 proto=1 fw=1.0.0 board=nano caps=scale2,rfid,rate rate=80')];
  for (let seq = 1; out.length < lines; seq++) {
    const s = seq & 0xffff;
    const t = seq * 6;
    if (seq % 160 === 0) out.push(line(`HB ${s} ${t} 1 80`));
    else if (seq % 997 === 0) out.push(line(`TAG ${s} ${t} 0 ${seq % 2 ? 'ON' : 'OFF'} 04A1B2C3D4E5F6`));
    else out.push(line(`S ${s} ${t} ${seq % 2} ${((seq * 7919) % 400000) - 200000}`));
  }
  return out.join('');
}

async function decodeRate(): Promise<{ codecLinesPerSec: number; deviceEventsPerSec: number }> {
  const N = 200_000;
  const data = Buffer.from(traffic(N), 'latin1');
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += 4096) chunks.push(data.subarray(i, i + 4096));
  const codec: number[] = [];
  const device: number[] = [];
  for (let run = 0; run < 5; run++) {
    const d = new RigDecoder();
    let t0 = performance.now();
    let n = 0;
    for (const c of chunks) n += d.push(c).messages.length;
    codec.push(n / ((performance.now() - t0) / 1000));

    // The same bytes through the whole driver: link, counters, grams, typed events.
    const feed = new Duplex({ read() {}, write: (_c, _e, cb) => cb() });
    const channel = new DuplexChannel(feed, 'bench');
    const dev = new RigDevice({ kind: 'rig', channel, identity: 'bench', store: new CalibrationStore(await mkdtemp(join(tmpdir(), 'qm-bench-'))) });
    let events = 0;
    dev.on('sample', () => events++);
    dev.on('tag', () => events++);
    await dev.start();
    t0 = performance.now();
    for (const c of chunks) feed.emit('data', c);
    device.push(events / ((performance.now() - t0) / 1000));
    await dev.stop();
  }
  return { codecLinesPerSec: Math.round(quantile(codec, 0.5)), deviceEventsPerSec: Math.round(quantile(device, 0.5)) };
}

async function latency(): Promise<{ p50Ms: number; p99Ms: number; lines: number }> {
  const rigSide = new Duplex({ read() {}, write: (_c, _e, cb) => cb() });
  const pty = await exposeAsPty(rigSide);
  const dev = new RigDevice({
    kind: 'rig',
    channel: new SerialChannel({ path: pty.path }),
    identity: 'bench',
    store: new CalibrationStore(await mkdtemp(join(tmpdir(), 'qm-bench-'))),
  });
  const sentAt = new Map<number, number>();
  const lat: number[] = [];
  dev.on('sample', (s) => {
    const at = sentAt.get(s.raw);
    if (at !== undefined) lat.push(performance.now() - at);
  });
  await dev.start();
  const N = 3000;
  for (let i = 1; i <= N; i++) {
    const body = `S ${i} ${i * 12} 0 ${i}`;
    sentAt.set(i, performance.now());
    rigSide.push(line(body));
    // 80 samples/s on two channels is one line every 6 ms; 2 ms keeps the host busy but not queued.
    if (i % 2 === 0) await sleep(2);
  }
  await sleep(300);
  await dev.stop();
  await pty.close();
  const warm = lat.slice(100);
  return { p50Ms: round(quantile(warm, 0.5)), p99Ms: round(quantile(warm, 0.99)), lines: lat.length };
}

async function reconnect(): Promise<{ medianMs: number; runs: number }> {
  const rigSide = new Duplex({ read() {}, write: (_c, _e, cb) => cb() });
  const pty = await exposeAsPty(rigSide);
  const channel = new SerialChannel({ path: pty.path });
  await channel.open();
  const times: number[] = [];
  const connected = () => channel.state === 'connected'; // a call, so TypeScript does not narrow it
  for (let i = 0; i < 7; i++) {
    await pty.vanish();
    while (connected()) await sleep(5);
    await sleep(200);
    const back = performance.now();
    await pty.reappear();
    while (!connected()) await sleep(2);
    times.push(performance.now() - back);
  }
  await channel.close();
  await pty.close();
  return { medianMs: round(quantile(times, 0.5), 1), runs: times.length };
}

process.stderr.write('bridge: decode rate …\n');
const rate = await decodeRate();
process.stderr.write('bridge: line-to-event latency over a pty …\n');
const lat = await latency();
process.stderr.write('bridge: reconnect after the pty returns …\n');
const rec = await reconnect();
console.log(
  JSON.stringify({
    decodedLinesPerSec: rate.codecLinesPerSec,
    deviceEventsPerSec: rate.deviceEventsPerSec,
    lineToEventLatencyMs: { p50: lat.p50Ms, p99: lat.p99Ms, lines: lat.lines, transport: 'pty (socat), serialport 13' },
    reconnectAfterReturnMs: { median: rec.medianMs, runs: rec.runs },
  }),
);
process.exit(0);
