// Runs the rig check: guides a person (or the virtual rig's hands) through empty cups, a known
// weight, a card, the button and the lights, records what the rig says meanwhile, and hands the
// recording to the analysis (analyse.ts). It never tares, calibrates or enrols: it only listens,
// switches the rate for its measurement (and back) and drives the user pins to show them.
import type { RigDevice } from '../devices/rig-device.ts';
import type { DeviceMessage } from '../protocol/messages.ts';
import { COINS } from './coins.ts';
import { analyse } from './analyse.ts';
import type { CheckRecording, CheckReport, OutputPart, PerCup, RawSample } from './recording.ts';

/** How long each part of the check listens, in seconds of the rig's clock. */
export interface CheckPlan {
  emptySeconds: number;
  loadedSeconds: number;
  doubledSeconds: number;
  cardSeconds: number;
  buttonSeconds: number;
  /** Left out after a weight goes in: the pan swings a moment. */
  settleMs: number;
}

/** Drift over a minute, creep over 30 s: what a builder runs. */
export const FULL_PLAN: CheckPlan = { emptySeconds: 60, loadedSeconds: 30, doubledSeconds: 5, cardSeconds: 5, buttonSeconds: 5, settleMs: 2000 };
/** Shorter windows (drift over 10 s, its uncertainty wider) for CI and a quick look. */
export const QUICK_PLAN: CheckPlan = { emptySeconds: 10, loadedSeconds: 6, doubledSeconds: 3, cardSeconds: 3, buttonSeconds: 1.5, settleMs: 1000 };

/** The rig's wiring of the user pins (hardware/README.md). */
export const CHECK_PINS = {
  button: 7,
  outputs: [
    ['left light', 14],
    ['right light', 15],
    ['tie light', 16],
    ['buzzer', 17],
  ] as [OutputPart, number][],
};

export type CheckStep =
  | { kind: 'empty'; seconds: number }
  | { kind: 'weight' }
  | { kind: 'second weight'; grams: number }
  | { kind: 'take weights out' }
  | { kind: 'place card' }
  | { kind: 'take card away' }
  | { kind: 'press button'; pin: number; seconds: number }
  | { kind: 'watch'; part: OutputPart; pin: number };

/** What was done: `skip` when the person has no such thing (a button is optional); `grams` for a
 * weight; `seen` for a light or the buzzer. */
export interface StepAnswer {
  skip?: boolean;
  grams?: number;
  seen?: boolean;
}

/** Whoever does the steps: a person at a terminal or the tablet, or the virtual rig's hands. */
export interface CheckHands {
  ask(step: CheckStep): Promise<StepAnswer>;
}

/** Time on the rig's side: waiting, and (on a simulated or emulated rig) the rig's clock in ms
 * since boot, so that what a hand did is placed exactly among the samples; null on a real rig. */
export interface CheckClock {
  wait(ms: number): Promise<void>;
  now(): number | null;
}

export interface CheckProgress {
  /** 1-based, of `of`. */
  index: number;
  of: number;
  stage: CheckStage;
  /** What happens now, in words. */
  says: string;
}

export const CHECK_STAGES = ['connecting', 'empty cups', 'known weight', 'card', 'button', 'lights and buzzer', 'report'] as const;
export type CheckStage = (typeof CHECK_STAGES)[number];

/** The words a person reads for a step (the CLI prints them, the tablet shows them). */
export function stepWords(step: CheckStep): string {
  switch (step.kind) {
    case 'empty':
      return `Empty both cups and keep the table still for ${step.seconds} s.`;
    case 'weight':
      return `Put the same known weight in each cup (a kitchen weight, or coins: ${COINS.map((c) => `${c.name} ${c.grams} g`).join(', ')}), and say how many grams.`;
    case 'second weight':
      return `Add a second ${step.grams} g to each cup (or skip if you have only one).`;
    case 'take weights out':
      return 'Take the weights out.';
    case 'place card':
      return 'Lay any card on the reader and leave it there.';
    case 'take card away':
      return 'Take the card away.';
    case 'press button':
      return `Press the button once, within ${step.seconds} s (skip if the rig has none).`;
    case 'watch':
      return step.part === 'buzzer' ? 'Listen: does the buzzer sound?' : `Watch: does the ${step.part} light up?`;
  }
}

interface Mark {
  /** The rig's clock when known, else the number of messages received before it. */
  rigT: number | null;
  index: number;
}

/** What the rig said, in arrival order, split afterwards at the marks the steps left. */
class Tape {
  readonly messages: DeviceMessage[] = [];
  constructor(private readonly clock: CheckClock) {}
  mark(): Mark {
    return { rigT: this.clock.now(), index: this.messages.length };
  }
  /** Messages at or after `from` and before `to` (or the end). */
  between(from: Mark, to: Mark | null): DeviceMessage[] {
    const after = (m: DeviceMessage, i: number, mark: Mark): boolean => (mark.rigT !== null && 't' in m ? m.t >= mark.rigT : i >= mark.index);
    return this.messages.filter((m, i) => after(m, i, from) && (to === null || !after(m, i, to)));
  }
  samples(from: Mark, to: Mark | null): PerCup<RawSample[]> {
    const out: PerCup<RawSample[]> = [[], []];
    for (const m of this.between(from, to)) if (m.type === 'S') out[m.ch].push({ t: m.t, raw: m.raw });
    return out;
  }
}

export interface RunCheckOptions {
  hands: CheckHands;
  clock: CheckClock;
  plan?: CheckPlan;
  onProgress?: (p: CheckProgress) => void;
}

/** Runs the check on a started rig device and reports. */
export async function runCheck(device: RigDevice, options: RunCheckOptions): Promise<{ report: CheckReport; recording: CheckRecording }> {
  const { hands, clock } = options;
  const plan = options.plan ?? FULL_PLAN;
  const tape = new Tape(clock);
  const listen = (m: DeviceMessage) => tape.messages.push(m);
  device.link.on('message', listen);
  const progress = (stage: CheckStage, says: string) => options.onProgress?.({ index: CHECK_STAGES.indexOf(stage) + 1, of: CHECK_STAGES.length, stage, says });
  const ask = (step: CheckStep) => {
    progress(stageOf(step), stepWords(step));
    return hands.ask(step);
  };
  try {
    progress('connecting', 'Waiting for the rig to say which firmware it runs.');
    for (let i = 0; i < 50 && !device.status().firmware; i++) await clock.wait(100);
    const firmware = device.status().firmware ?? null;
    if (!firmware) {
      // Nobody is asked to do anything on a link that says nothing: the report names the link.
      progress('report', 'The rig said nothing: the report follows.');
      const recording = silentRecording(tape, plan);
      return { report: analyse(recording), recording };
    }
    // The rate the rig runs at now (its HELLO and each heartbeat say it), to set it back afterwards.
    for (let i = 0; i < 15 && device.rate() === null; i++) await clock.wait(100);
    const rateBefore = device.rate() === 80 ? 80 : 10;
    const askedRate = 80;
    await device.setRate(askedRate).catch(() => undefined);
    await clock.wait(500); // the HX711 settle after a rate change (50 ms at 80 samples/s) and the lines in flight

    await ask({ kind: 'empty', seconds: plan.emptySeconds });
    const emptyFrom = tape.mark();
    await clock.wait(plan.emptySeconds * 1000);
    const emptyTo = tape.mark();

    // Each step returns how to read its part of the tape, read once the last lines are in.
    const weight = await weighStep(ask, clock, tape, plan);
    const card = await cardStep(ask, clock, tape, plan, firmware.proto >= READS_PROTOCOL);
    const pinsReady = device.pins.unavailable() === null;
    const button = pinsReady ? await buttonStep(device, ask, clock, tape, plan) : () => null;
    const outputs = pinsReady ? await outputSteps(device, ask, clock) : [];

    if (rateBefore !== askedRate) await device.setRate(rateBefore).catch(() => undefined);
    await clock.wait(200);
    const recording: CheckRecording = {
      firmware: { proto: firmware.proto, fw: firmware.fw, caps: firmware.caps },
      askedRate,
      errors: tape.messages.flatMap((m) => (m.type === 'ERR' ? [m.detail === undefined ? { code: m.code } : { code: m.code, detail: m.detail }] : [])),
      empty: { seconds: plan.emptySeconds, samples: tape.samples(emptyFrom, emptyTo) },
      weight: weight(),
      card: card(),
      button: button(),
      outputs,
    };
    progress('report', 'Done: the report follows.');
    return { report: analyse(recording), recording };
  } finally {
    device.link.off('message', listen);
  }
}

type Ask = (step: CheckStep) => Promise<StepAnswer>;

function silentRecording(tape: Tape, plan: CheckPlan): CheckRecording {
  const all = tape.mark();
  return {
    firmware: null,
    askedRate: 80,
    errors: [],
    empty: { seconds: plan.emptySeconds, samples: tape.samples({ rigT: null, index: 0 }, all) },
    weight: null,
    card: null,
    button: null,
    outputs: [],
  };
}

function stageOf(step: CheckStep): CheckStage {
  switch (step.kind) {
    case 'empty':
      return 'empty cups';
    case 'weight':
    case 'second weight':
    case 'take weights out':
      return 'known weight';
    case 'place card':
    case 'take card away':
      return 'card';
    case 'press button':
      return 'button';
    case 'watch':
      return 'lights and buzzer';
  }
}

type Later<T> = () => T;

async function weighStep(ask: Ask, clock: CheckClock, tape: Tape, plan: CheckPlan): Promise<Later<CheckRecording['weight']>> {
  const answer = await ask({ kind: 'weight' });
  const grams = answer.grams;
  if (answer.skip || grams === undefined || !(grams > 0)) return () => null;
  const loadedFrom = tape.mark();
  await clock.wait(plan.loadedSeconds * 1000);
  const second = await ask({ kind: 'second weight', grams });
  const loadedTo = tape.mark();
  let doubledTo: Mark | null = null;
  if (!second.skip) {
    await clock.wait(plan.doubledSeconds * 1000);
    doubledTo = tape.mark();
  }
  await ask({ kind: 'take weights out' });
  return () => ({
    grams,
    loaded: tape.samples(loadedFrom, loadedTo),
    doubled: doubledTo ? tape.samples(loadedTo, doubledTo) : null,
    settleMs: plan.settleMs,
  });
}

/** The protocol whose firmware counts a reader's polls while a card lies on it (READS). */
export const READS_PROTOCOL = 3;

async function cardStep(ask: Ask, clock: CheckClock, tape: Tape, plan: CheckPlan, counted: boolean): Promise<Later<CheckRecording['card']>> {
  const placed = await ask({ kind: 'place card' });
  if (placed.skip) return () => null;
  const from = tape.mark();
  await clock.wait(plan.cardSeconds * 1000);
  const to = tape.mark();
  await ask({ kind: 'take card away' });
  return () => {
    const tags = tape.between(from, to).flatMap((m) => (m.type === 'TAG' ? [{ reader: m.reader, present: m.present, uid: m.uid }] : []));
    // A person lays the card down, then says so: its ON may come just before the window.
    const lastBefore = tape
      .between({ rigT: null, index: 0 }, from)
      .filter((m) => m.type === 'TAG' && m.reader === 0)
      .at(-1);
    if (lastBefore?.type === 'TAG' && lastBefore.present) tags.unshift({ reader: 0, present: true, uid: lastBefore.uid });
    const polls = counted
      ? tape.between(from, to).flatMap((m) => (m.type === 'READS' && m.reader === 0 ? [{ t: m.t, reads: m.reads, misses: m.misses }] : []))
      : null;
    return { heldSeconds: plan.cardSeconds, tags, polls };
  };
}

async function buttonStep(device: RigDevice, ask: Ask, clock: CheckClock, tape: Tape, plan: CheckPlan): Promise<Later<CheckRecording['button']>> {
  const pin = CHECK_PINS.button;
  let levelAtStart: 0 | 1 | null;
  try {
    levelAtStart = await device.pins.mode(pin, 'PULLUP');
  } catch {
    return () => null;
  }
  await clock.wait(50); // the firmware's 20 ms debounce has settled on the level
  const from = tape.mark();
  const answer = await ask({ kind: 'press button', pin, seconds: plan.buttonSeconds });
  if (answer.skip) return () => null;
  await clock.wait(plan.buttonSeconds * 1000);
  const to = tape.mark();
  return () => ({ pin, levelAtStart, levels: tape.between(from, to).flatMap((m) => (m.type === 'PIN' && m.pin === pin ? [m.high] : [])) });
}

async function outputSteps(device: RigDevice, ask: Ask, clock: CheckClock): Promise<CheckRecording['outputs']> {
  const out: CheckRecording['outputs'] = [];
  for (const [part, pin] of CHECK_PINS.outputs) {
    try {
      await device.pins.mode(pin, 'OUT');
      if (part === 'buzzer') await device.pins.tone(pin, 2000, 0);
      else await device.pins.write(pin, 1);
      await clock.wait(100);
      const answer = await ask({ kind: 'watch', part, pin });
      out.push({ part, pin, seen: answer.skip || answer.seen === undefined ? null : answer.seen });
    } catch (e) {
      out.push({ part, pin, seen: null, refused: (e as Error).message });
    } finally {
      await (part === 'buzzer' ? device.pins.tone(pin, 0, 0) : device.pins.write(pin, 0)).catch(() => undefined);
    }
  }
  return out;
}
