// One powered-up ATmega328P at 16 MHz running a program in avr8js, with the peripherals the
// firmware uses (timer0 for millis() and PWM, timer2 for tone(), USART0, SPI, ports B/C/D). A new Mcu is a power-on reset.
import {
  AVRIOPort,
  AVRSPI,
  AVRTimer,
  AVRUSART,
  CPU,
  PinState,
  avrInstruction,
  portBConfig,
  portCConfig,
  portDConfig,
  spiConfig,
  timer0Config,
  timer2Config,
  usart0Config,
} from 'avr8js';
import { fixUsartReceive } from './usart-fix.ts';

export const CPU_HZ = 16_000_000;
const SREG = 0x5f;
const SREG_I = 0x80; // interrupts enabled
const SMCR = 0x53;
const SMCR_SE = 0x01; // sleep enable
const SLEEP = 0x9588;

/** avr8js keeps its queue of clock events private: the CPU, seen as the holder of that queue. */
interface ClockEvents {
  readonly nextClockEvent: { readonly cycles: number } | null;
}

/** The CPU's clock events, read where avr8js keeps them (a clear error if a new avr8js moved them). */
function clockEventsOf(cpu: object): ClockEvents {
  if (!hasClockEvents(cpu)) throw new Error('avr8js keeps no nextClockEvent on its CPU: the emulated rig cannot run on this version');
  return cpu;
}
const hasClockEvents = (o: object): o is ClockEvents => 'nextClockEvent' in o;

/** What the chip models need of the MCU: its clock and a way to schedule work on it. */
export interface SimClock {
  readonly hz: number;
  /** CPU cycles since power-on. */
  readonly cycles: number;
  /** Runs `cb` after `cycles` CPU cycles; returns a function that cancels it. */
  after(cycles: number, cb: () => void): () => void;
}

export class Mcu implements SimClock {
  readonly hz = CPU_HZ;
  readonly cpu: CPU;
  /** The same object as `cpu`, for its private queue of clock events. */
  private readonly events: ClockEvents;
  readonly portB: AVRIOPort;
  readonly portC: AVRIOPort;
  readonly portD: AVRIOPort;
  readonly usart: AVRUSART;
  readonly spi: AVRSPI;

  constructor(program: Uint16Array) {
    this.cpu = new CPU(new Uint16Array(program));
    this.events = clockEventsOf(this.cpu);
    new AVRTimer(this.cpu, timer0Config); // millis()/delay() never advance without it
    new AVRTimer(this.cpu, timer2Config); // tone() on the user pins
    this.portB = new AVRIOPort(this.cpu, portBConfig);
    this.portC = new AVRIOPort(this.cpu, portCConfig);
    this.portD = new AVRIOPort(this.cpu, portDConfig);
    this.usart = new AVRUSART(this.cpu, usart0Config, CPU_HZ);
    fixUsartReceive(this.cpu);
    this.spi = new AVRSPI(this.cpu, spiConfig, CPU_HZ);
  }

  get cycles(): number {
    return this.cpu.cycles;
  }

  /** Simulated milliseconds since power-on. */
  get millis(): number {
    return this.cpu.cycles / (CPU_HZ / 1000);
  }

  after(cycles: number, cb: () => void): () => void {
    let live = true;
    const fire = (): void => {
      if (live) cb();
    };
    this.cpu.addClockEvent(fire, Math.max(1, Math.round(cycles)));
    return () => {
      live = false;
    };
  }

  /** CPU cycles spent asleep (SLEEP with SMCR's SE bit set) since power-on. */
  sleptCycles = 0;

  /**
   * Runs until the cycle counter reaches `until`. cpu.tick() after an instruction does something
   * only when a clock event is due or an enabled interrupt is pending; testing that here first
   * (what tick tests) saves a call on almost every instruction, about a tenth of the CPU time.
   *
   * avr8js runs SLEEP as a no-op; here a SLEEP with SMCR's SE bit set halts the CPU on it as the
   * chip does, until an enabled interrupt is taken (it returns behind the SLEEP). Asleep, nothing
   * changes but the clock events (timers, USART, SPI and the chip models all schedule their work
   * as such), so the clock jumps from one event to the next instead of running SLEEP cycle by cycle.
   */
  runUntil(until: number): void {
    const cpu = this.cpu;
    const events = this.events;
    const { data, progMem } = cpu;
    while (cpu.cycles < until) {
      if (progMem[cpu.pc] === SLEEP && data[SMCR]! & SMCR_SE) {
        this.sleepToNextEvent(until);
        continue;
      }
      avrInstruction(cpu);
      const event = events.nextClockEvent;
      if ((event !== null && event.cycles <= cpu.cycles) || (cpu.nextInterrupt >= 0 && data[SREG]! & SREG_I)) cpu.tick();
    }
  }

  /**
   * What SLEEP run again cycle by cycle, with a tick after each, does until the first tick that
   * has something to do: the next clock event (never past `until`), or at once an enabled
   * pending interrupt. Without an interrupt taken the CPU stays on its SLEEP.
   */
  private sleepToNextEvent(until: number): void {
    const cpu = this.cpu;
    const at = cpu.pc;
    const start = cpu.cycles;
    const event = this.events.nextClockEvent;
    const wake = cpu.nextInterrupt >= 0 && cpu.data[SREG]! & SREG_I;
    cpu.cycles = wake ? start + 1 : Math.max(start + 1, Math.min(event?.cycles ?? until, until));
    this.sleptCycles += cpu.cycles - start;
    cpu.pc = at + 1;
    cpu.tick();
    if (cpu.pc === at + 1) cpu.pc = at;
  }

  /** True when the firmware drives the pin high as an output. */
  static outputHigh(port: AVRIOPort, bit: number): boolean {
    return port.pinState(bit) === PinState.High;
  }
}
