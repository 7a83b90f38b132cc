// Mcu.runUntil calls cpu.tick() only when it has work (a clock event due, an enabled interrupt
// pending), and jumps a sleeping CPU from one clock event to the next; the firmware must run
// exactly as under avr8js's own loop, which ticks after every instruction, with a SLEEP held as
// the chip holds it (avr8js runs it as a no-op): run again, cycle by cycle, until an interrupt
// takes the CPU away. Both run the firmware in lockstep, with host bytes arriving between
// slices, and at every slice end agree on the cycle counter, program counter, registers, RAM and
// I/O, and on every byte transmitted and the cycle it was sent on.
import { readFileSync } from 'node:fs';
import { avrInstruction, timer0Config, usart0Config } from 'avr8js';
import { describe, expect, it } from 'vitest';
import { ensureFirmwareHex } from './firmware-hex.ts';
import { parseIntelHex } from './intel-hex.ts';
import { Hx711Model } from './hx711-model.ts';
import { CPU_HZ, Mcu } from './mcu.ts';

const program = parseIntelHex(readFileSync(ensureFirmwareHex(), 'utf8'));
const SLEEP = 0x9588;
const SMCR = 0x53;
const SMCR_SE = 0x01;
const UCSRB_UDRIE = 0x20;

/** The firmware with its two HX711s (port D: DOUT bits 2 and 3, SCK bit 4), so that it streams samples. */
function powered(): { mcu: Mcu; sent: string[] } {
  const mcu = new Mcu(program);
  const sent: string[] = [];
  mcu.usart.onByteTransmit = (b) => sent.push(`${b}@${mcu.cycles}`);
  const hx = [2, 3].map((bit) => new Hx711Model({ clock: mcu, setDout: (high) => mcu.portD.setPin(bit, high), convert: () => bit * 1000 }));
  mcu.portD.addListener(() => {
    for (const m of hx) m.setSck(Mcu.outputHigh(mcu.portD, 4));
  });
  return { mcu, sent };
}

/** On a SLEEP with SE set, with nothing to transmit (the transmitter's interrupt off). */
function asleep(mcu: Mcu, quiet = false): boolean {
  const { cpu } = mcu;
  const idle = !quiet || (cpu.data[usart0Config.UCSRB]! & UCSRB_UDRIE) === 0;
  return cpu.progMem[cpu.pc] === SLEEP && (cpu.data[SMCR]! & SMCR_SE) !== 0 && idle;
}

/** avr8js's reference loop: a tick after every instruction; a SLEEP with SE set stays until an interrupt. */
function runTickingEvery(mcu: Mcu, until: number): void {
  const { cpu } = mcu;
  while (cpu.cycles < until) {
    const at = cpu.pc;
    const sleeping = asleep(mcu);
    avrInstruction(cpu);
    cpu.tick();
    if (sleeping && cpu.pc === at + 1) cpu.pc = at;
  }
}

/** The reference, one instruction (or one cycle of SLEEP) at a time, until the CPU leaves its SLEEP. */
function referenceUntilAwake(mcu: Mcu): void {
  const at = mcu.cpu.pc;
  while (mcu.cpu.pc === at) runTickingEvery(mcu, mcu.cycles + 1);
}

function expectSameState(fast: Mcu, reference: Mcu, what: string): void {
  expect(fast.cycles, what).toBe(reference.cycles);
  expect(fast.cpu.pc, what).toBe(reference.cpu.pc);
  expect(Buffer.compare(fast.cpu.data, reference.cpu.data), `data space ${what}`).toBe(0);
}

describe('Mcu.runUntil', () => {
  it("runs the firmware cycle-exact with avr8js's tick-every-instruction loop, its sleeps included", () => {
    const fast = powered();
    const reference = powered();
    const host = Buffer.from('#1 PING\n#2 STATUS\n');
    const slice = CPU_HZ / 1000 + 7; // odd slice ends land anywhere in the firmware's loops and sleeps
    let i = 0;
    let bytesWhileAsleep = 0;
    for (let until = slice; until < CPU_HZ * 0.6; until += slice) {
      fast.mcu.runUntil(until);
      runTickingEvery(reference.mcu, until);
      expectSameState(fast.mcu, reference.mcu, `at cycle ${until}`);
      if (until > CPU_HZ * 0.3 && !fast.mcu.usart.rxBusy) {
        if (asleep(fast.mcu)) bytesWhileAsleep++;
        const byte = host[i++ % host.length]!;
        expect(fast.mcu.usart.writeByte(byte)).toBe(reference.mcu.usart.writeByte(byte));
      }
    }
    expect(fast.sent).toEqual(reference.sent);
    expect(fast.sent.length).toBeGreaterThan(100);
    expect(i).toBeGreaterThan(10);
    // The comparison covers sleeping: the firmware sleeps most of the time, bytes arrive asleep.
    expect(fast.mcu.sleptCycles).toBeGreaterThan(CPU_HZ * 0.3);
    expect(bytesWhileAsleep).toBeGreaterThan(5);
  });

  it('wakes a sleeping CPU on the cycle a host byte lands (or at once when it landed in between) and on timer0 overflow', () => {
    const fast = powered().mcu;
    const reference = powered().mcu;
    fast.runUntil(CPU_HZ * 0.3); // past setup() and HELLO
    runTickingEvery(reference, CPU_HZ * 0.3);
    const wakes: number[] = [];
    for (const arrival of ['on the line', 'already in UDR0', 'none'] as const) {
      while (!asleep(reference, true)) runTickingEvery(reference, reference.cycles + 1);
      fast.runUntil(reference.cycles);
      expect(asleep(fast)).toBe(true);
      const at = fast.cycles;
      if (arrival !== 'none') {
        const immediate = arrival === 'already in UDR0'; // its receive interrupt pending before the next cycle
        expect(fast.usart.writeByte(0x23, immediate)).not.toBe(false);
        reference.usart.writeByte(0x23, immediate);
      }
      const slept = fast.sleptCycles;
      referenceUntilAwake(reference);
      wakes.push(reference.cpu.pc); // the interrupt's vector, entered two cycles after its event
      if (reference.cycles - 3 > at) {
        fast.runUntil(reference.cycles - 3);
        expect(asleep(fast), 'still asleep a cycle before the event').toBe(true);
      }
      fast.runUntil(reference.cycles);
      expectSameState(fast, reference, `woken by a byte ${arrival}`);
      expect(fast.sleptCycles - slept).toBe(reference.cycles - 2 - at);
    }
    expect(wakes).toEqual([usart0Config.rxCompleteInterrupt, usart0Config.rxCompleteInterrupt, timer0Config.ovfInterrupt]);
  });
});
