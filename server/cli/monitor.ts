// `quartermaster monitor`: prints what the rig (or a balance) says, decoded, with the link's
// counters, for people bringing up a rig. --json gives one JSON object per event per line, each
// with a `type` (hello, sample, tag, error, link, hb, ack, nak), for scripts.
import { startEmulator } from './emulator.ts';
import { readFlags } from './flags.ts';
import { openRig, RIG_SOURCE_OPTIONS, rigSourceProblem } from './rig-source.ts';
import { dataDir } from '../src/paths.ts';
import {
  type DeviceKinds,
  type DeviceStatus,
  deviceKinds,
  kindChoice,
  kindLines,
  type LinkCounters,
  type OpenDeviceOptions,
  RigDevice,
} from '../../firmware-bridge/src/index.ts';

const usage = (kinds: DeviceKinds): string => `usage: quartermaster monitor [--port PATH | --sim | --emulate] [options]

  --port PATH      serial port of the rig, or "auto" (default) to find it by USB id and HELLO
  --sim            the simulated rig
  --emulate        the real firmware in the avr8js emulator, behind a pty
  --balance KIND   with --port: a commercial balance of one of these kinds:
${kindLines(kinds, ' '.repeat(21))}
  --baud N         serial speed (default 115200 for the rig, the kind's for a balance: ${kindBauds(kinds)})
  --rate SPS       ask the rig for 10 or 80 samples per second
  --json           one JSON object per event per line
  --duration S     stop after S seconds (default: until Ctrl-C)
  --data DIR       data directory, for the stored calibration (default as for serve)
  -h, --help       this help`;

type Out = (line: string) => void;

export interface MonitorIo {
  out: Out;
  err: Out;
  /** Resolves when the user wants to stop (Ctrl-C); tests pass their own. */
  interrupted?: Promise<void>;
}

/** The kinds' serial speeds, "9600" when they share one. */
const kindBauds = (kinds: DeviceKinds): string => [...new Set([...kinds.values()].map((k) => k.baudRate))].join(', ') || 'none';

function fail(message: string, io: MonitorIo, kinds: DeviceKinds): number {
  io.err(`quartermaster monitor: ${message}\n\n${usage(kinds)}`);
  return 2;
}

function counterText(c: LinkCounters): string {
  return `ok ${c.linesOk}  bad-crc ${c.badChecksum}  too-long ${c.tooLong}  unknown ${c.unknownType}  malformed ${c.malformed}  gaps ${c.seqGaps} (lost ${c.linesLost})  dup ${c.duplicates ?? 0}  reconnects ${c.reconnects}`;
}

function linkText(s: DeviceStatus): string {
  return `link ${s.state} ${s.port ?? ''}  ${counterText(s.counters)}${s.lastError ? `  last error: ${s.lastError}` : ''}`;
}

const cupName = (cup: number) => (cup === 0 ? 'left ' : 'right');

/** `kinds`: the devices --balance may name (a test gives its own). */
export async function run(
  argv: string[],
  io: MonitorIo = { out: (l) => console.log(l), err: (l) => console.error(l) },
  kinds: DeviceKinds = deviceKinds,
): Promise<number> {
  const bad = (message: string): number => fail(message, io, kinds);
  const values = readFlags(
    'monitor',
    argv,
    {
      ...RIG_SOURCE_OPTIONS,
      balance: { type: 'string' },
      baud: { type: 'string' },
      rate: { type: 'string' },
      json: { type: 'boolean', default: false },
      duration: { type: 'string' },
    } as const,
    usage(kinds),
    io,
  );
  if (typeof values === 'number') return values;
  const sourceProblem = rigSourceProblem(values);
  if (sourceProblem) return bad(sourceProblem);
  const balance = values.balance === undefined ? undefined : kinds.get(values.balance);
  if (values.balance !== undefined && !balance) return bad(`--balance must be ${kindChoice(kinds)}, not '${values.balance}'`);
  if (values.balance !== undefined && (values.sim || values.emulate)) return bad('--balance goes with --port');
  const baud = values.baud === undefined ? undefined : Number(values.baud);
  if (baud !== undefined && (!Number.isInteger(baud) || baud < 300 || baud > 4_000_000))
    return bad(`--baud must be a whole number of bits per second, not '${values.baud}'`);
  const rate = values.rate === undefined ? undefined : Number(values.rate);
  if (rate !== undefined && rate !== 10 && rate !== 80) return bad(`--rate must be 10 or 80, not '${values.rate}'`);
  const duration = values.duration === undefined ? undefined : Number(values.duration);
  if (duration !== undefined && !(duration > 0 && duration <= 86_400)) return bad(`--duration must be a number of seconds, not '${values.duration}'`);

  const options: OpenDeviceOptions = { dataDir: dataDir(values.data) };
  if (values.sim) options.sim = true;
  else if (values.emulate) options.emulate = startEmulator;
  else options.port = values.port ?? 'auto';
  if (balance) options.balance = balance;
  if (baud !== undefined) options.baudRate = baud;

  const opened = await openRig('monitor', options, (line) => io.err(line));
  if (!opened) return 1;
  const { device } = opened;
  const json = values.json;
  const started = performance.now();
  const stamp = (t: number) => ((t - started) / 1000).toFixed(3).padStart(8);
  const emit = (obj: Record<string, unknown>, text: string) => io.out(json ? JSON.stringify(obj) : text);

  device.on('sample', (s) =>
    emit(
      {
        type: 'sample',
        cup: s.cup,
        raw: s.raw,
        grams: s.grams === null ? null : Math.round(s.grams * 1000) / 1000,
        saturated: s.saturated,
        ...(s.stable !== undefined && { stable: s.stable }),
        ...(s.deviceT !== undefined && { deviceT: s.deviceT }),
        t: Math.round(s.t - started),
      },
      `${stamp(s.t)}  sample ${cupName(s.cup)}  raw ${String(s.raw).padStart(9)}  ${s.grams === null ? 'uncalibrated' : `${s.grams.toFixed(2)} g`}${s.saturated ? '  SATURATED' : ''}${s.stable === false ? '  (unstable)' : ''}`,
    ),
  );
  device.on('tag', (t) =>
    emit(
      { type: 'tag', reader: t.reader, uid: t.uid, present: t.present, t: Math.round(t.t - started) },
      `${stamp(t.t)}  tag    reader ${t.reader}  ${t.present ? 'ON ' : 'OFF'} ${t.uid}`,
    ),
  );
  device.on('error', (e) =>
    emit(
      { type: 'error', code: e.code, ...(e.detail !== undefined && { detail: e.detail }), message: e.message, t: Math.round(e.t - started) },
      `${stamp(e.t)}  error  ${e.code}: ${e.message}`,
    ),
  );
  let lastState: string | undefined;
  device.on('status', (s) => {
    // Every change of state, and the counters once a second (the rig's heartbeat) in text mode.
    if (s.state !== lastState || !json) emit({ type: 'link', ...s }, `${stamp(performance.now())}  ${linkText(s)}`);
    lastState = s.state;
  });
  if (device instanceof RigDevice) {
    device.link.on('message', (m) => {
      const t = performance.now();
      if (m.type === 'HELLO')
        emit(
          { type: 'hello', seq: m.seq, proto: m.proto, fw: m.fw, board: m.board, caps: m.caps, rate: m.rate },
          `${stamp(t)}  hello  proto ${m.proto}  fw ${m.fw}  board ${m.board}  caps ${m.caps.join(',')}  rate ${m.rate}`,
        );
      else if (m.type === 'HB' && json)
        emit({ type: 'hb', seq: m.seq, deviceT: m.t, streaming: m.streaming, rate: m.rate, counters: device.status().counters }, '');
      else if (m.type === 'ACK')
        emit(
          { type: 'ack', seq: m.seq, id: m.id, ...(m.info !== undefined && { info: m.info }) },
          `${stamp(t)}  ack    id ${m.id}${m.info ? ` ${m.info}` : ''}`,
        );
      else if (m.type === 'NAK') emit({ type: 'nak', seq: m.seq, id: m.id, reason: m.reason }, `${stamp(t)}  nak    id ${m.id} ${m.reason}`);
      else if (m.type === 'READS')
        emit(
          { type: 'reads', seq: m.seq, deviceT: m.t, reader: m.reader, reads: m.reads, misses: m.misses },
          `${stamp(t)}  reads  reader ${m.reader}  ${m.reads} read the card, ${m.misses} missed it`,
        );
    });
  }

  const stop = new Promise<void>((resolve) => {
    const onSignal = () => resolve();
    if (io.interrupted) void io.interrupted.then(resolve);
    else {
      process.once('SIGINT', onSignal);
      process.once('SIGTERM', onSignal);
    }
    if (duration !== undefined) setTimeout(resolve, duration * 1000).unref();
  });
  try {
    await device.start();
    if (rate !== undefined && device.setRate) {
      await device.setRate(rate as 10 | 80).catch((e: Error) => io.err(`quartermaster monitor: could not set the rate: ${e.message}`));
    }
    if (!json) io.err(`monitoring ${device.status().port ?? device.kind} (${device.kind}); Ctrl-C to stop`);
    await stop;
  } finally {
    device.removeAllListeners('status');
    await opened.close();
    const final = device.status();
    emit({ type: 'link', ...final, final: true }, `${stamp(performance.now())}  ${linkText(final)}`);
  }
  return 0;
}
