// The setup guide's state, a small pure machine: parts → wiring (one part at a time) → flash →
// the check → calibrate the cups (one after the other) → enrol the cards → done. The server moves
// it when the rig confirms a step (setup-guide.ts); a finding sends it back to the step it
// concerns; the builder may go back to any step already reached. No I/O: the state is kept in
// the data directory by setup-file.ts.
import { type Said, SETUP_STEP_ORDER } from '#protocol';
import { WIRING_PARTS, type WiringPart } from '../../../hardware/wiring-parts.ts';

export const SETUP_STEPS = SETUP_STEP_ORDER;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const CUPS = ['left', 'right'] as const;
export type CupName = (typeof CUPS)[number];

export interface Finding {
  step: SetupStep;
  part: WiringPart | null;
  says: string;
  /** `says` as an id and values, for each tablet's language. */
  said?: Said;
}

export interface GuideState {
  step: SetupStep;
  /** In the wiring step: the part being wired. */
  part: WiringPart;
  /** In the calibration: the cup being calibrated. */
  cup: CupName;
  /** The furthest step reached: the builder may go back to any step up to it. */
  reached: SetupStep;
  /** What holds the step, or sent the builder back to it, in words; null when nothing does. */
  finding: Finding | null;
  /** The guide was walked to its end at least once. */
  finished: boolean;
}

export type GuideEvent =
  /** The rig confirmed the step (and the wiring's part, the calibration's cup) under way. */
  | { type: 'confirmed'; step: SetupStep; part?: WiringPart; cup?: CupName }
  /** Something the rig showed that belongs to `step` (and `part`): the builder goes there. */
  | { type: 'finding'; finding: Finding }
  /** The builder goes back to a step already reached. */
  | { type: 'back'; step: SetupStep }
  | { type: 'restart' };

export const FIRST: GuideState = { step: 'parts', part: WIRING_PARTS[0], cup: 'left', reached: 'parts', finding: null, finished: false };

const index = (s: SetupStep): number => SETUP_STEPS.indexOf(s);
const later = (a: SetupStep, b: SetupStep): SetupStep => (index(a) >= index(b) ? a : b);

/** The state after `event`, or why the event does not apply to `state`. */
export function advance(state: GuideState, event: GuideEvent): GuideState | { refused: string } {
  switch (event.type) {
    case 'restart':
      return { ...FIRST, finished: state.finished };
    case 'back':
      if (index(event.step) > index(state.reached)) return { refused: `the guide has not reached "${event.step}" yet (it is at "${state.reached}")` };
      return { ...state, step: event.step, part: WIRING_PARTS[0], cup: 'left', finding: null };
    case 'finding': {
      const f = event.finding;
      return { ...state, step: f.step, part: f.part ?? (f.step === state.step ? state.part : WIRING_PARTS[0]), cup: 'left', finding: f };
    }
    case 'confirmed': {
      if (event.step !== state.step) return { refused: `the guide is at "${state.step}", not "${event.step}"` };
      if (event.step === 'wiring' && event.part !== state.part) return { refused: `the guide is wiring "${state.part}", not "${event.part ?? 'no part'}"` };
      if (event.step === 'calibrate' && event.cup !== state.cup)
        return { refused: `the guide is calibrating the ${state.cup} cup, not "${event.cup ?? 'no cup'}"` };
      const cleared = { ...state, finding: null };
      if (event.step === 'wiring') {
        const next = WIRING_PARTS[WIRING_PARTS.indexOf(state.part) + 1];
        if (next) return { ...cleared, part: next };
      }
      if (event.step === 'calibrate' && state.cup === 'left') return { ...cleared, cup: 'right' };
      if (event.step === 'done') return { ...cleared, finished: true };
      const step = SETUP_STEPS[index(state.step) + 1] ?? 'done';
      return { ...cleared, step, reached: later(state.reached, step), finished: state.finished || step === 'done' };
    }
  }
}

/** How far the guide is, for its progress bar: steps done (parts of a step count) of all. */
export function progress(state: GuideState): { percent: number; index: number; of: number } {
  const of = SETUP_STEPS.length - 1;
  const i = index(state.step);
  const within =
    state.step === 'wiring' ? WIRING_PARTS.indexOf(state.part) / WIRING_PARTS.length : state.step === 'calibrate' ? CUPS.indexOf(state.cup) / 2 : 0;
  return { percent: Math.round(((i + within) / of) * 100), index: Math.min(i + 1, of), of };
}

/** The step (and part) a finding of the rig check concerns, by the part the check names. */
export function stepOfCheckPart(part: string): { step: SetupStep; part: WiringPart | null } {
  if (part === 'left cup' || part === 'right cup') return { step: 'wiring', part };
  if (/^reader \d$/.test(part)) return { step: 'wiring', part: 'reader' };
  if (['button', 'left light', 'right light', 'tie light', 'buzzer'].includes(part)) return { step: 'wiring', part: 'button and lights' };
  if (part === 'rig') return { step: 'flash', part: null };
  return { step: 'check', part: null };
}
