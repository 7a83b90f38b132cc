// `quartermaster flash`: puts the firmware this companion builds (or --hex FILE) onto the rig
// through its bootloader with Debian's avrdude, then waits for the rig's HELLO and says which
// firmware it now runs. --emulate flashes the emulated rig, so it can be tried without a board.
import { readFileSync } from 'node:fs';
import { readFlags, type CliIo, consoleIo, TOKEN_RULE, usableDataDir } from './flags.ts';
import { chooseBoardPort, hexImage, type PortInfo, tooBigProblem } from '../../firmware-bridge/src/index.ts';
import { type FlashEvent, type FlashResult, flashRig, listSerialPorts } from '../../firmware-bridge/src/ports.ts';

const USAGE = `usage: quartermaster flash [--port PATH | --emulate] [options]

Writes the rig's firmware through its bootloader (Debian's avrdude: apt-get install -y avrdude),
tries the Nano's bootloader speed (115200 baud) and then the old bootloader's (57600), verifies
what it wrote, and waits for the rig to say which firmware it now runs. Exit status 0: flashed.

  --port PATH      serial port of the rig, or "auto" (default): the one port with the USB id
                   of a Nano (CH340 1a86:7523, FT232 0403:6001) or an Uno (2341:0043, 2341:0001)
  --emulate        flash the emulated rig (the firmware in the avr8js emulator, behind a pty)
  --hex FILE       the image to write (Intel HEX); default the firmware built by \`npm run firmware\`
  --attempts N     tries to get in step with the bootloader at each speed, 1–10 (default 3)
  --give-up S      stop avrdude when it has shown no progress for S seconds, 2–600 (default 20)
  --pause-serve    the port is held by a running quartermaster serve: have it let go of the
                   port while it writes the firmware it brings, and take it back (its update on
                   the Device screen); needs --token T (or $QUARTERMASTER_TOKEN) and its --data DIR
  --token T        with --pause-serve: the host token the running table printed
  --data DIR       with --pause-serve: the running table's data directory (as for serve)
  --json           one JSON object per line: {"type": "port" | "image" | "speed" | "progress" | "flashed" | "waiting" | "done" | "problem", …}
  -h, --help       this help`;

export interface FlashDeps {
  /** The serial ports to choose from with --port auto (default: the machine's). */
  listPorts?: () => Promise<PortInfo[]>;
  /** The avrdude to run (default: the one on the PATH). */
  avrdude?: string;
}

export async function run(argv: string[], io: CliIo = consoleIo, deps: FlashDeps = {}): Promise<number> {
  const bad = (message: string): number => {
    io.err(`quartermaster flash: ${message}\n\n${USAGE}`);
    return 2;
  };
  const values = readFlags(
    'flash',
    argv,
    {
      port: { type: 'string' },
      emulate: { type: 'boolean', default: false },
      hex: { type: 'string' },
      attempts: { type: 'string' },
      'give-up': { type: 'string' },
      'pause-serve': { type: 'boolean', default: false },
      token: { type: 'string' },
      json: { type: 'boolean', default: false },
    } as const,
    USAGE,
    io,
  );
  if (typeof values === 'number') return values;
  if (values.port !== undefined && values.emulate) return bad('give only one of --port and --emulate');
  if (values.port === '') return bad('--port needs a path, e.g. /dev/ttyUSB0, or "auto"');
  const attempts = values.attempts === undefined ? 3 : Number(values.attempts);
  if (!Number.isInteger(attempts) || attempts < 1 || attempts > 10) return bad(`--attempts must be a whole number 1–10, not '${values.attempts}'`);
  const giveUp = values['give-up'] === undefined ? 20 : Number(values['give-up']);
  if (!(giveUp >= 2 && giveUp <= 600)) return bad(`--give-up must be a number of seconds 2–600, not '${values['give-up']}'`);

  const pause = values['pause-serve'];
  const token = values.token ?? process.env.QUARTERMASTER_TOKEN;
  if (values.token !== undefined && !pause) return bad('--token goes with --pause-serve');
  if (pause && values.emulate) return bad('--pause-serve is for a rig on a port held by quartermaster serve, not --emulate');
  if (pause && values.hex !== undefined) return bad('with --pause-serve the running table writes the firmware it brings: --hex goes without it');
  if (pause && (token === undefined || !TOKEN_RULE.test(token))) return bad('--pause-serve needs the host token the running table printed: --token T');

  const json = values.json;
  const say = (obj: Record<string, unknown>, text: string): void => io.out(json ? JSON.stringify(obj) : text);
  const problem = (code: string, message: string): number => {
    if (json) io.out(JSON.stringify({ type: 'problem', problem: code, message }));
    io.err(`quartermaster flash: ${message}`);
    return 1;
  };

  let hexPath: string;
  try {
    hexPath = values.hex ?? (await import('../../hardware/emulated-rig/firmware-hex.ts')).ensureFirmwareHex();
  } catch (e) {
    return problem('no-image', `there is no firmware image to write: ${(e as Error).message}`);
  }
  let text: string;
  try {
    text = readFileSync(hexPath, 'utf8');
  } catch (e) {
    return problem('no-image', `cannot read ${hexPath}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
  const image = hexImage(text, hexPath);
  if ('problem' in image) return problem('bad-image', image.problem);
  const tooBig = tooBigProblem(image.bytes);
  if (tooBig) return problem('too-big', tooBig);

  let emulated: { path: string; close(): Promise<void> } | null = null;
  let port: string;
  if (values.emulate) {
    const { startEmulatedRigOnPty } = await import('../../hardware/emulated-rig/index.ts');
    emulated = await startEmulatedRigOnPty({ pace: 'realtime', noise: true, bootloader: {} });
    port = emulated.path;
  } else if (values.port === undefined || values.port === 'auto') {
    let ports: PortInfo[];
    try {
      ports = await (deps.listPorts ?? listSerialPorts)();
    } catch (e) {
      return problem('no-port', (e as Error).message);
    }
    const choice = chooseBoardPort(ports);
    if ('problem' in choice) return problem('no-port', choice.problem);
    port = choice.path;
    say({ type: 'port', port, board: choice.board }, `found ${choice.board} on ${port}`);
  } else port = values.port;

  if (pause && token !== undefined) {
    const dir = usableDataDir('flash', values.data, io);
    if (typeof dir === 'number') return dir;
    const { flashThroughServe } = await import('./flash-through-serve.ts');
    say({ type: 'pause-serve', port }, `asking the quartermaster serve that holds ${port} to let go of it and write its firmware`);
    const done = await flashThroughServe({
      port,
      dataDir: dir,
      token,
      onStep: (step, percent) => say({ type: 'table', step, percent }, `  ${step}${percent === null ? '' : `, ${percent} %`}`),
    });
    if (!done.ok) return problem(done.problem, done.message);
    say({ type: 'done', port, fw: done.fw }, `done: the rig now runs firmware ${done.fw}; the running table has its port back`);
    return 0;
  }

  say({ type: 'image', hex: hexPath, bytes: image.bytes }, `writing ${hexPath} (${image.bytes.toLocaleString('en')} bytes) to ${port}`);
  let shown = -1;
  const onEvent = (e: FlashEvent): void => {
    if (e.type === 'progress') {
      // Text: every tenth percent, so a terminal's log stays short.
      if (!json && Math.floor(e.percent / 10) === shown) return;
      shown = Math.floor(e.percent / 10);
      say({ ...e }, `  ${e.phase === 'write' ? 'writing  ' : 'verifying'} ${String(e.percent).padStart(3)} %`);
      if (e.percent === 100) shown = -1;
    } else if (e.type === 'speed') say({ ...e }, `trying ${e.baud} baud (${e.bootloader})`);
    else if (e.type === 'flashed') say({ ...e }, `written and verified at ${e.baud} baud`);
    else say({ ...e }, `waiting up to ${e.seconds} s for the rig to start its new firmware`);
  };
  let result: FlashResult;
  try {
    result = await flashRig({ port, hexPath, attempts, stallMs: giveUp * 1000, onEvent, ...(deps.avrdude && { avrdude: deps.avrdude }) });
  } finally {
    await emulated?.close();
  }
  if (!result.ok)
    return problem(
      result.problem,
      result.problem === 'held-by-serve'
        ? `${result.message}; or let it pause: quartermaster flash --pause-serve --token T (the host token it printed)`
        : result.message,
    );
  const old = result.baud === 57600 ? ' (the board has the old bootloader: 57600 baud)' : '';
  say(
    { type: 'done', port, fw: result.hello.fw, proto: result.hello.proto, board: result.hello.board, baud: result.baud },
    `done: the rig now runs firmware ${result.hello.fw} (protocol ${result.hello.proto}, board ${result.hello.board})${old}`,
  );
  return 0;
}
