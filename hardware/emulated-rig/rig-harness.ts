// Test harness: an emulated rig with its output parsed, and helpers that wait in simulated time.
import { expect } from 'vitest';
import { RigLines, command, type RigLine } from './rig-lines.ts';
import { startEmulatedRig, type EmulatedRig, type EmulatedRigOptions } from './rig.ts';

export interface Harness {
  rig: EmulatedRig;
  lines: RigLines;
  send(body: string): void;
  /** Waits for a matching line among those that arrive from now on (or from `from`). */
  next(match: (l: RigLine) => boolean, simMs?: number, from?: number): Promise<RigLine>;
  /** Sends a command and waits for its ACK or NAK. */
  ask(body: string, id: number): Promise<RigLine>;
  run(simMs: number): Promise<void>;
  /** Checks the rig broke no rule (framing, sequence, HX711 timing) and closes it. */
  finish(): Promise<void>;
}

export async function harness(opts: EmulatedRigOptions = {}): Promise<Harness> {
  const rig = await startEmulatedRig(opts);
  const lines = new RigLines(rig.serial, () => rig.simMillis);
  const waitSim = (ms: number): Promise<void> => rig.waitSim(ms);
  const h: Harness = {
    rig,
    lines,
    send: (body) => void rig.serial.write(command(body)),
    next: (match, simMs = 2000, from = lines.lines.length) => lines.waitFor(match, { simMs, from, waitSim }),
    async ask(body, id) {
      const from = lines.lines.length;
      h.send(body);
      return h.next((l) => (l.type === 'ACK' || l.type === 'NAK') && l.fields[0] === String(id), 1000, from);
    },
    run: waitSim,
    async finish() {
      await rig.close();
      expect(lines.faults, 'framing faults').toEqual([]);
      expect(rig.timingViolations, 'HX711 timing violations').toEqual([]);
      assertSequence(lines.lines);
    },
  };
  return h;
}

/** Sequence numbers go up by one per line, wrapping at 65535, restarting at 0 with a HELLO. */
export function assertSequence(lines: readonly RigLine[]): void {
  for (let i = 1; i < lines.length; i++) {
    const prev = lines[i - 1]!;
    const cur = lines[i]!;
    const restart = cur.seq === 0 && cur.type === 'HELLO';
    if (!restart && cur.seq !== (prev.seq + 1) % 65536) throw new Error(`sequence gap: "${prev.text}" then "${cur.text}"`);
  }
}
