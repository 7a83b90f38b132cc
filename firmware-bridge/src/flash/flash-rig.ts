// Flashing the rig: its port checked free, avrdude at the Nano's bootloader speed (115200) and,
// when the board does not get in sync there, at the old bootloader's (57600), then the new
// firmware's HELLO awaited. Every failure is told in words that say what to do.
import { setTimeout as sleep } from 'node:timers/promises';
import { type AvrdudeOutcome, type FlashPhase, runAvrdude } from './avrdude.ts';
import { type Hello, portAppears, waitForHello } from './hello.ts';
import { isServe, portHolders } from './port-holders.ts';

/** The bootloaders' speeds, the current one first (Arduino's advice). */
export const BOOTLOADER_SPEEDS = [
  { baud: 115200, bootloader: "the current bootloader's speed" },
  { baud: 57600, bootloader: "the old bootloader's speed" },
] as const;

const SETTLE_MS = 300;

/** How long a new firmware has to say HELLO: a Nano's bootloader waits about a second and the boot
 * takes another, so a rig that stays silent this long is not coming up; the rest is room for a
 * busy computer (or an emulated rig sharing its cores). */
export const HELLO_MS = 30_000;

export type FlashEvent =
  | { type: 'speed'; baud: number; bootloader: string }
  | { type: 'progress'; phase: FlashPhase; percent: number }
  | { type: 'flashed'; baud: number }
  | { type: 'waiting'; seconds: number };

export type FlashProblem =
  | 'avrdude-missing'
  | 'held-by-serve'
  | 'port-busy'
  | 'cannot-open'
  | 'not-in-sync'
  | 'silent'
  | 'verify-failed'
  | 'timed-out'
  | 'avrdude-failed'
  | 'no-hello';

export type FlashResult =
  | { ok: true; hello: Hello; baud: number }
  | { ok: false; problem: FlashProblem; message: string; log?: string; holder?: { pid: number; command: string } };

export interface FlashOptions {
  port: string;
  hexPath: string;
  attempts: number;
  stallMs: number;
  /** How long the new firmware has to say HELLO (HELLO_MS unless told). */
  helloMs?: number;
  onEvent?: (e: FlashEvent) => void;
  /** The avrdude to run; default the one on the PATH. */
  avrdude?: string;
}

export async function flashRig(o: FlashOptions): Promise<FlashResult> {
  const holder = portHolders(o.port)[0];
  if (holder && isServe(holder))
    return {
      ok: false,
      problem: 'held-by-serve',
      holder,
      message: `${o.port} is held by quartermaster serve (process ${holder.pid}): stop it (Ctrl-C where it runs), flash, then start it again; or, when the rig's firmware is older than the one this Quartermaster brings, update it from a host tablet's Device screen, where the table lets go of the port while it flashes`,
    };
  if (holder)
    return {
      ok: false,
      problem: 'port-busy',
      holder,
      message: `${o.port} is open in another program (process ${holder.pid}: ${holder.command.slice(0, 80)}): close it and flash again`,
    };
  const answers: AvrdudeOutcome['kind'][] = [];
  let log = '';
  for (const [i, speed] of BOOTLOADER_SPEEDS.entries()) {
    // Between two runs, the board a moment to settle (and a renewed pty to reappear).
    if (i > 0) await sleep(SETTLE_MS);
    o.onEvent?.({ type: 'speed', ...speed });
    let run: Awaited<ReturnType<typeof runAvrdude>> | null = null;
    for (let tries = 0; tries < 2; tries++) {
      if (!(await portAppears(o.port, 2000))) return { ok: false, problem: 'cannot-open', message: `${o.port} is not there: is the rig plugged in?` };
      run = await runAvrdude({
        port: o.port,
        baud: speed.baud,
        hexPath: o.hexPath,
        attempts: o.attempts,
        stallMs: o.stallMs,
        onProgress: (phase, percent) => o.onEvent?.({ type: 'progress', phase, percent }),
        ...(o.avrdude && { command: o.avrdude }),
      });
      log += run.log;
      // A port that was gone for a moment as avrdude opened it (a board re-enumerating) gets one more try.
      if (run.outcome.kind !== 'cannot-open' || !/No such file/i.test(run.outcome.detail)) break;
      await sleep(SETTLE_MS);
    }
    if (!run) break;
    const { outcome } = run;
    if (outcome.kind === 'flashed') {
      o.onEvent?.({ type: 'flashed', baud: speed.baud });
      const helloMs = o.helloMs ?? HELLO_MS;
      o.onEvent?.({ type: 'waiting', seconds: helloMs / 1000 });
      const hello = await waitForHello(o.port, helloMs);
      if (hello) return { ok: true, hello, baud: speed.baud };
      return {
        ok: false,
        problem: 'no-hello',
        log,
        message: `the firmware was written and verified, but the rig has not said hello in ${helloMs / 1000} s: unplug it and plug it back in; if it stays silent, flash it again`,
      };
    }
    if (outcome.kind === 'silent' || outcome.kind === 'not-in-sync') {
      answers.push(outcome.kind);
      continue;
    }
    return { ok: false, log, ...failure(outcome, o) };
  }
  if (answers.every((a) => a === 'silent'))
    return {
      ok: false,
      problem: 'silent',
      log,
      message: `the board on ${o.port} does not answer at 115200 or 57600 baud: unplug it, plug it back in and try again`,
    };
  return {
    ok: false,
    problem: 'not-in-sync',
    log,
    message: `the board on ${o.port} answered, but not as a Nano's bootloader at 115200 or 57600 baud: check the board (an Arduino Nano or Uno with its bootloader), the port (is it the rig's?) and the cable (one that carries data)`,
  };
}

function failure(
  outcome: Exclude<AvrdudeOutcome, { kind: 'flashed' | 'silent' | 'not-in-sync' }>,
  o: FlashOptions,
): { problem: FlashProblem; message: string } {
  switch (outcome.kind) {
    case 'missing':
      return { problem: 'avrdude-missing', message: 'avrdude is not installed: install the Debian package avrdude (apt-get install -y avrdude)' };
    case 'verify-failed':
      return {
        problem: 'verify-failed',
        message: `the flash did not read back as written (${outcome.detail}): flash again. The bootloader is never overwritten, so the board stays recoverable; if it fails again, try another USB cable or port`,
      };
    case 'stalled':
      return {
        problem: 'timed-out',
        message: `avrdude made no progress for ${o.stallMs / 1000} s and was stopped (was the rig unplugged?): plug it back in and flash again; the bootloader keeps the board recoverable`,
      };
    case 'cannot-open':
      return { problem: 'cannot-open', message: `cannot open ${o.port} (${outcome.detail})` };
    default:
      return { problem: 'avrdude-failed', message: `avrdude failed: ${outcome.detail}` };
  }
}
