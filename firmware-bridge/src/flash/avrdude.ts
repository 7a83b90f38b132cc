// One run of Debian's avrdude on the rig's port (`-c arduino -p m328p -D`: the bootloader's
// STK500 protocol, no chip erase, which the bootloader could not do anyway): its progress read
// from what it prints, and its end told as one of a few outcomes. avrdude never stops by itself
// when the port's far side goes away (it spins on the dead line), so a run that prints nothing
// for `stallMs` is killed.
import { spawn } from 'node:child_process';

export type FlashPhase = 'write' | 'verify';

export type AvrdudeOutcome =
  | { kind: 'flashed' }
  | { kind: 'missing' }
  /** Nothing came back at all. */
  | { kind: 'silent' }
  /** Something answered, but not the bootloader at this speed. */
  | { kind: 'not-in-sync' }
  | { kind: 'verify-failed'; detail: string }
  | { kind: 'cannot-open'; detail: string }
  | { kind: 'stalled' }
  | { kind: 'failed'; detail: string };

export interface AvrdudeOptions {
  port: string;
  baud: number;
  hexPath: string;
  /** Tries to get in sync with the bootloader (avrdude's own default is 10, about 6 s each when silent). */
  attempts: number;
  /** Kill avrdude when it has printed nothing for this long. */
  stallMs: number;
  onProgress?: (phase: FlashPhase, percent: number) => void;
  /** The program to run; default `avrdude` from the PATH. */
  command?: string;
}

/** Runs avrdude once; never rejects. `log` is all it printed. */
export function runAvrdude(o: AvrdudeOptions): Promise<{ outcome: AvrdudeOutcome; log: string }> {
  const args = ['-c', 'arduino', '-p', 'm328p', '-P', o.port, '-b', String(o.baud), '-D', '-x', `attempts=${o.attempts}`, '-U', `flash:w:${o.hexPath}:i`];
  return new Promise((resolve) => {
    const child = spawn(o.command ?? 'avrdude', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    let stalled = false;
    let phase: FlashPhase | null = null;
    let marks = 0;
    let timer: NodeJS.Timeout | undefined;
    const watch = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        child.kill('SIGKILL');
      }, o.stallMs);
    };
    const hear = (d: Buffer): void => {
      const text = d.toString('latin1');
      for (const ch of text) {
        log += ch;
        if (log.endsWith('Writing |')) [phase, marks] = ['write', 0];
        else if (log.endsWith('Reading |')) [phase, marks] = [log.includes('verifying flash') ? 'verify' : null, 0];
        else if (phase && ch === '#') o.onProgress?.(phase, Math.min(100, ++marks * 2));
        else if (phase && ch === '|') phase = null;
      }
      watch();
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    watch();
    child.once('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({ outcome: e.code === 'ENOENT' ? { kind: 'missing' } : { kind: 'failed', detail: e.message }, log });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ outcome: stalled ? { kind: 'stalled' } : avrdudeOutcome(code, log), log });
    });
  });
}

/** What avrdude's exit status and words say happened. */
export function avrdudeOutcome(code: number | null, log: string): AvrdudeOutcome {
  const mismatch = /verification (?:error|mismatch)[^\n]*(?:\n[^\n]*(?:!=|content mismatch)[^\n]*)?/i.exec(log);
  if (mismatch) return { kind: 'verify-failed', detail: mismatch[0].replace(/\s+/g, ' ').trim() };
  if (code === 0 && /bytes of flash verified/.test(log)) return { kind: 'flashed' };
  const open = /(?:can't|cannot|unable to) open (?:device|port)[^\n]*/i.exec(log);
  if (open) return { kind: 'cannot-open', detail: open[0].trim() };
  const responses = [...log.matchAll(/not in sync: resp=0x([0-9a-f]{2})/gi)].map((m) => m[1]);
  if (responses.length > 0) return responses.every((r) => r === '00') ? { kind: 'silent' } : { kind: 'not-in-sync' };
  if (/programmer is not responding/.test(log)) return { kind: 'silent' };
  const last = log
    .split('\n')
    .filter((l) => /error/i.test(l) && !/TIOCM/.test(l))
    .pop();
  return { kind: 'failed', detail: (last ?? `avrdude ended with status ${code}`).trim() };
}
