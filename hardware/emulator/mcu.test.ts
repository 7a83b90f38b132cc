// Mcu.runUntil calls cpu.tick() only when it has work (a clock event due, an enabled interrupt
// pending); the firmware must run exactly as under avr8js's own loop, which ticks after every
// instruction. Both run the firmware in lockstep, with host bytes arriving between slices, and at
// every slice end agree on the cycle counter, program counter, registers, RAM and I/O, and on
// every byte transmitted and the cycle it was sent on.
import { readFileSync } from 'node:fs';
import { avrInstruction } from 'avr8js';
import { describe, expect, it } from 'vitest';
import { ensureFirmwareHex } from './firmware-hex.ts';
import { parseIntelHex } from './intel-hex.ts';
import { CPU_HZ, Mcu } from './mcu.ts';

const program = parseIntelHex(readFileSync(ensureFirmwareHex(), 'utf8'));

function powered(): { mcu: Mcu; sent: string[] } {
  const mcu = new Mcu(program);
  const sent: string[] = [];
  mcu.usart.onByteTransmit = (b) => sent.push(`${b}@${mcu.cycles}`);
  return { mcu, sent };
}

/** avr8js's reference loop: a tick after every instruction. */
function runTickingEvery(mcu: Mcu, until: number): void {
  while (mcu.cpu.cycles < until) {
    avrInstruction(mcu.cpu);
    mcu.cpu.tick();
  }
}

describe('Mcu.runUntil', () => {
  it("runs the firmware cycle-exact with avr8js's tick-every-instruction loop", () => {
    const fast = powered();
    const reference = powered();
    const host = Buffer.from('#1 PING\n#2 STATUS\n');
    const slice = CPU_HZ / 1000 + 7; // odd slice ends land anywhere in the firmware's loops
    let i = 0;
    for (let until = slice; until < CPU_HZ * 0.6; until += slice) {
      fast.mcu.runUntil(until);
      runTickingEvery(reference.mcu, until);
      expect(fast.mcu.cycles).toBe(reference.mcu.cycles);
      expect(fast.mcu.cpu.pc).toBe(reference.mcu.cpu.pc);
      expect(Buffer.compare(fast.mcu.cpu.data, reference.mcu.cpu.data), `data space at cycle ${until}`).toBe(0);
      if (until > CPU_HZ * 0.3 && !fast.mcu.usart.rxBusy) {
        const byte = host[i++ % host.length]!;
        expect(fast.mcu.usart.writeByte(byte)).toBe(reference.mcu.usart.writeByte(byte));
      }
    }
    expect(fast.sent).toEqual(reference.sent);
    expect(fast.sent.length).toBeGreaterThan(100);
    expect(i).toBeGreaterThan(10);
  });
});
