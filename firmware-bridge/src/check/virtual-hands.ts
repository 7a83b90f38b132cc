// The rig check unattended, on a rig that is not a real one: the virtual rig's hands place the
// weights, lay the card, press the button and look at the lights, and its clock is the rig's own
// (the simulated rig advanced by hand, the emulator at full speed), so a check takes seconds of CPU.
import type { RigControl } from '../rig-control.ts';
import type { SimRig } from '../sim/simulated-rig.ts';
import type { CheckClock, CheckHands, CheckStep, StepAnswer } from './run-check.ts';

export interface VirtualHandsOptions {
  /** The known weight put in each cup (default 200 g). */
  grams?: number;
  /** The card laid on reader 0. */
  uid?: string;
  /** How long the button is held down, rig ms (a person's press: about 150 ms). */
  pressMs?: number;
}

/** The simulated rig's clock, moved in 5 ms steps with the event loop turned between them. */
export function simClock(sim: SimRig): CheckClock {
  return {
    now: () => sim.time,
    async wait(ms) {
      for (let left = ms; left > 0; left -= 5) {
        sim.advance(Math.min(5, left));
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    },
  };
}

/** The emulated rig's clock (it runs at its own pace; this waits on its simulated time). */
export function emulatorClock(rig: { readonly simMillis: number; waitSim(ms: number): Promise<void> }): CheckClock {
  return { now: () => rig.simMillis, wait: (ms) => rig.waitSim(ms) };
}

export function virtualHands(rig: RigControl, clock: CheckClock, options: VirtualHandsOptions = {}): CheckHands {
  const grams = options.grams ?? 200;
  const uid = options.uid ?? '04A1B2C3';
  const load = (g: number) => {
    rig.setGrams(0, g);
    rig.setGrams(1, g);
  };
  return {
    async ask(step: CheckStep): Promise<StepAnswer> {
      switch (step.kind) {
        case 'empty':
        case 'take weights out':
          load(0);
          return {};
        case 'weight':
          load(grams);
          return { grams };
        case 'second weight':
          load(2 * grams);
          return {};
        case 'place card':
          rig.placeTag(0, uid);
          return {};
        case 'take card away':
          rig.removeTag(0);
          return {};
        case 'press button':
          if (!rig.driveInput) return { skip: true };
          rig.driveInput(step.pin, false);
          await clock.wait(options.pressMs ?? 150);
          rig.driveInput(step.pin, null);
          return {};
        case 'watch': {
          const out = rig.pinOutputs?.().get(step.pin);
          if (!out) return { seen: false };
          return { seen: out.seen ?? (step.part === 'buzzer' ? out.toneHz > 0 : out.level > 0) };
        }
      }
    },
  };
}
