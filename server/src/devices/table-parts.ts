// The rig's own button, lights and buzzer, driven by johnny-five on the RigIO plugin (the user
// pins of protocol 2). A short press of the button is "All in, weigh!", a long one undoes the last
// input; the three lights show the verdict (left heavier, right heavier, tie) and blink while the
// scale decides; the buzzer chirps when a tap is accepted or refused and on a verdict.
// All optional: on a rig with nothing wired, or firmware 1.0, everything works as without them.
import five from 'johnny-five';
import { type PinPort, RigIO, rigPiezoController } from '../../../firmware-bridge/src/index.ts';
import type { DeviceInfo, WeighStatus } from '#protocol';
import type { Result } from '../session/result.ts';

/** Where Quartermaster expects the parts (hardware/README.md, hardware/wiring.svg). */
export const PART_PINS = { button: 7, left: 14, right: 15, tie: 16, buzzer: 17 } as const;
/** Held this long, the button undoes instead of weighing. */
export const HOLD_MS = 1000;

export type PartsInfo = NonNullable<DeviceInfo['parts']>;
export type Chirp = 'accepted' | 'refused' | 'verdict';

/** What the parts ask of the table. */
export interface PartsHooks {
  /** A short press: "All in, weigh!" (refused with a reason when the scale is not waiting for it). */
  allIn(): Promise<Result>;
  /** A long press: take back the last input. */
  undo(): Promise<Result>;
  changed(): void;
  warn(message: string): void;
}

const CHIRPS: Record<Chirp, [hz: number, ms: number]> = { accepted: [2000, 80], refused: [300, 250], verdict: [1200, 400] };

export class TableParts {
  private info: PartsInfo = {
    state: 'starting',
    lights: { left: false, right: false, tie: false, blinking: false },
    chirps: 0,
    lastChirp: null,
    pressed: false,
  };
  private readonly io: RigIO;
  private leds: { left: five.Led; right: five.Led; tie: five.Led } | null = null;
  private piezo: five.Piezo | null = null;
  private blinkTimer: NodeJS.Timeout | null = null;
  private blinkOn = false;
  private pressedAt: number | null = null;
  private held = false;
  private lastStage: WeighStatus['stage'] | null = null;
  /** Lent to the rig check: the button, lights and buzzer are the check's until it gives them back. */
  private lent = false;

  constructor(
    pins: PinPort,
    private readonly hooks: PartsHooks,
  ) {
    this.io = new RigIO(pins, (m) => hooks.warn(`rig parts: ${m}`));
    pins.on('unavailable', (message, said) => this.set({ state: 'unavailable', message, ...(said ? { said } : {}) }));
    // Firmware 1.1 again (or the rig set up again after a reboot): ready once the board has its parts.
    pins.on('ready', () => {
      if (this.info.state !== 'ready') this.set({ state: this.leds ? 'ready' : 'starting' });
      // The rig set the pins as they last reached it: what the lights show now may have changed since.
      this.showLights();
    });
    // The Board waits for the plugin's 'ready' (the rig's HELLO with protocol 2) however long it takes.
    const board = new five.Board({ io: this.io, repl: false, debug: false, sigint: false, timeout: 2 ** 31 - 1 } as five.BoardOption);
    board.on('ready', () => this.attach(board));
  }

  status(): PartsInfo {
    const s = structuredClone(this.info);
    // Lights that are not there show nothing: the weigh-off's lights are kept for when they answer.
    if (s.state !== 'ready') s.lights = { left: false, right: false, tie: false, blinking: false };
    return s;
  }

  /** The weigh-off moved: lights follow it, and a verdict chirps. */
  onWeigh(w: WeighStatus): void {
    if (w.stage === this.lastStage && w.stage !== 'verdict') return;
    const entering = w.stage !== this.lastStage;
    this.lastStage = w.stage;
    if (w.stage === 'weighing') return this.setLights({ left: false, right: false, tie: false, blinking: true });
    if (w.stage === 'verdict' || w.stage === 'tiebreak') {
      const v = w.verdict;
      this.setLights({ left: v === 'left', right: v === 'right', tie: v === 'none', blinking: false });
      if (entering && w.stage === 'verdict') this.chirp('verdict');
      return;
    }
    this.setLights({ left: false, right: false, tie: false, blinking: false });
  }

  /** The rig check takes the parts (true) or gives them back (false): meanwhile a press is not the
   * table's and the lights and buzzer stay as the check drives them; given back, the lights show
   * the table's again. */
  lend(lent: boolean): void {
    this.lent = lent;
    this.pressedAt = null;
    if (this.info.pressed) this.set({ pressed: false });
    this.showLights();
  }

  chirp(kind: Chirp): void {
    if (!this.piezo || this.info.state !== 'ready' || this.lent) return;
    const [hz, ms] = CHIRPS[kind];
    this.piezo.frequency(hz, ms);
    this.info = { ...this.info, chirps: this.info.chirps + 1, lastChirp: kind };
    this.hooks.changed();
  }

  close(): void {
    if (this.blinkTimer) clearInterval(this.blinkTimer);
  }

  private attach(board: five.Board): void {
    const led = (pin: number): five.Led => new five.Led({ pin, board });
    this.leds = { left: led(PART_PINS.left), right: led(PART_PINS.right), tie: led(PART_PINS.tie) };
    this.piezo = new five.Piezo({ pin: PART_PINS.buzzer, board, controller: rigPiezoController } as five.PiezoOption);
    const button = new five.Button({ pin: PART_PINS.button, isPullup: true, holdtime: HOLD_MS, board });
    button.on('press', () => {
      if (this.lent) return;
      this.pressedAt = performance.now();
      this.held = false;
      this.set({ pressed: true });
    });
    button.on('hold', () => {
      if (this.held || this.pressedAt === null) return;
      this.held = true;
      void this.hooks.undo().then((r) => this.answer(r));
    });
    button.on('release', () => {
      const wasPressed = this.pressedAt !== null;
      this.pressedAt = null;
      this.set({ pressed: false });
      if (wasPressed && !this.held) void this.hooks.allIn().then((r) => this.answer(r));
    });
    this.set({ state: 'ready' });
    this.showLights();
  }

  private answer(r: Result): void {
    this.chirp(r.ok ? 'accepted' : 'refused');
    if (!r.ok) this.hooks.warn(`rig button: ${r.reason}`);
  }

  private setLights(lights: PartsInfo['lights']): void {
    const l = this.info.lights;
    if (l.left === lights.left && l.right === lights.right && l.tie === lights.tie && l.blinking === lights.blinking) return;
    this.info = { ...this.info, lights };
    this.showLights();
    this.hooks.changed();
  }

  private showLights(): void {
    if (this.blinkTimer) clearInterval(this.blinkTimer);
    this.blinkTimer = null;
    const leds = this.leds;
    if (!leds || this.lent) return;
    const { lights } = this.info;
    if (lights.blinking) {
      // One timer for all three, so they blink together; johnny-five's blink would drift apart.
      this.blinkTimer = setInterval(() => {
        this.blinkOn = !this.blinkOn;
        for (const l of [leds.left, leds.right, leds.tie]) this.blinkOn ? l.on() : l.off();
      }, 400);
      this.blinkTimer.unref();
      return;
    }
    for (const [name, l] of Object.entries(leds) as [keyof typeof leds, five.Led][]) lights[name] ? l.on() : l.off();
  }

  private set(patch: Partial<PartsInfo>): void {
    const next: PartsInfo = { ...this.info, ...patch };
    if (patch.state && patch.state !== 'unavailable') {
      delete next.message;
      delete next.said;
    }
    this.info = next;
    this.hooks.changed();
  }
}
