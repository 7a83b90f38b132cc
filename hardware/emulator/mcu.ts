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
  readonly portB: AVRIOPort;
  readonly portC: AVRIOPort;
  readonly portD: AVRIOPort;
  readonly usart: AVRUSART;
  readonly spi: AVRSPI;

  constructor(program: Uint16Array) {
    this.cpu = new CPU(new Uint16Array(program));
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

  /**
   * Runs until the cycle counter reaches `until`. cpu.tick() after an instruction does something
   * only when a clock event is due or an enabled interrupt is pending; testing that here first
   * (what tick tests) saves a call on almost every instruction, about a tenth of the CPU time.
   */
  runUntil(until: number): void {
    const cpu = this.cpu;
    const events = cpu as unknown as { readonly nextClockEvent: { readonly cycles: number } | null };
    const { data } = cpu;
    while (cpu.cycles < until) {
      avrInstruction(cpu);
      const event = events.nextClockEvent;
      if ((event !== null && event.cycles <= cpu.cycles) || (cpu.nextInterrupt >= 0 && data[SREG]! & SREG_I)) cpu.tick();
    }
  }

  /** True when the firmware drives the pin high as an output. */
  static outputHigh(port: AVRIOPort, bit: number): boolean {
    return port.pinState(bit) === PinState.High;
  }
}
