// "Set up a new rig": the server's side of the guide. It keeps the guide's state (guide-state.ts)
// in the data directory, and moves it only when the rig itself confirms the step under way (its
// HX711s answer, the reader sees a card, the firmware is current, the check finds it healthy, a
// known weight reads right); a finding sends the builder back to the step it concerns. The tablet
// and `quartermaster setup` are two views of it (GET/POST /api/setup).
import { RigDevice } from '../../../firmware-bridge/src/index.ts';
import type { Said, SetupActionBody, SetupStatus } from '#protocol';
import { WIRING, type WiringPart } from '../../../hardware/wiring-parts.ts';
import { olderVersion } from '../devices/firmware-update.ts';
import type { Refusal, RigCheck } from '../devices/rig-check.ts';
import type { TableDevice } from '../devices/table-device.ts';
import { VersionWaits } from '../devices/version-waits.ts';
import type { Result } from '../session/result.ts';
import { advance, type Finding, type GuideEvent, type GuideState, progress, stepOfCheckPart } from './guide-state.ts';
import { calibrationFinding, cupFinding, guideSaid, LOOKING_FOR_CARD, readerFinding, saying, taringOrCalibrating } from './setup-words.ts';
import { RigEvidence } from './rig-evidence.ts';
import { loadGuide, saveGuide } from './setup-file.ts';

/** What the guide needs of the table beside its device. */
export interface SetupTable {
  /** Why the cups cannot be calibrated now (a weigh-off, a count, the check), or null. */
  busy(): string | null;
  /** The cards enrolled, over every deck. */
  enrolled(): number;
  /** The Cards screen's enrolment of `deck` (default: the Cards screen's deck). */
  enrol(deck: string | undefined): Result;
}

/** How long Done waits for a card going down on the reader. */
const CARD_WAIT_MS = 3000;

const conflict = (message: string): Refusal => ({ ok: false, status: 409, message });

export class SetupGuide {
  private state: GuideState;
  private readonly evidence: RigEvidence;
  private version = 1;
  private readonly waits = new VersionWaits();
  private working: Said | null = null;
  private calibration: SetupStatus['calibration'] = { tared: false, grams: null };
  /** When the step (or the wiring's part) under way began, for "a card seen since". */
  private stepAt = performance.now();
  private cardSeen = false;

  constructor(
    private readonly dataDir: string,
    private readonly table: TableDevice,
    check: RigCheck,
    private readonly seat: SetupTable,
    warn: (message: string) => void,
  ) {
    const loaded = loadGuide(dataDir);
    if (loaded.problem) warn(loaded.problem);
    this.state = loaded.state;
    this.evidence = new RigEvidence(table.device);
    table.device.on('tag', (t) => {
      if (t.present && this.state.step === 'cards' && !this.cardSeen) {
        this.cardSeen = true;
        this.changed();
      }
    });
    // A new HELLO (the firmware written) may be what the flash step waits for.
    table.device.on('status', () => {
      if (this.state.step === 'flash') this.confirmFlash(false);
    });
    check.onChange((s, before) => {
      if (this.state.step !== 'check' || before !== 'running') return;
      if (s.state === 'failed')
        this.move({
          type: 'finding',
          finding: {
            step: 'check',
            part: null,
            ...saying(guideSaid('check-stopped', `The check stopped: ${s.error ?? 'no report'}.`, { why: { code: s.error ?? 'no report' } })),
          },
        });
      const report = s.state === 'done' ? s.report : null;
      if (!report) return;
      const problem = report.findings.find((f) => f.status === 'problem');
      if (!problem) this.move({ type: 'confirmed', step: 'check' });
      else
        this.move({
          type: 'finding',
          finding: { ...stepOfCheckPart(problem.part), says: `The check found a problem with the ${problem.part} (${problem.measure}): ${problem.says}.` },
        });
    });
    if (this.state.step === 'flash') this.confirmFlash(false);
  }

  status(): SetupStatus {
    const device = this.table.device;
    const running = device.status().firmware?.fw ?? null;
    const brought = this.table.firmware?.version ?? null;
    return {
      version: this.version,
      guide: structuredClone(this.state),
      progress: progress(this.state),
      working: this.working?.text ?? null,
      ...(this.working ? { workingSaid: this.working } : {}),
      virtual: this.table.rig !== null,
      firmware: { running, brought, older: running !== null && brought !== null && olderVersion(running, brought) },
      calibration: { ...this.calibration },
      cards: { enrolled: this.seat.enrolled(), seen: this.cardSeen },
    };
  }

  statusAfter(after: number, ms: number): Promise<SetupStatus> {
    return this.waits.past(after, this.version, ms).then(() => this.status());
  }

  release(): void {
    this.waits.release();
  }

  /** A builder's action on the step under way: done, or refused with why. */
  async act(a: SetupActionBody): Promise<Refusal> {
    if (this.working) return conflict(`wait: ${this.working.text}`);
    const s = this.state;
    switch (a.action) {
      case 'restart':
        return this.move({ type: 'restart' });
      case 'back':
        return this.move({ type: 'back', step: a.step });
      case 'skip':
        if (s.step !== 'wiring' || !WIRING[s.part].optional)
          return conflict(`only an optional part can be skipped, not the ${s.step === 'wiring' ? s.part : `"${s.step}" step`}`);
        return this.move({ type: 'confirmed', step: 'wiring', part: s.part });
      case 'tare':
      case 'weight':
        return this.calibrate(a);
      case 'enrol': {
        if (s.step !== 'cards') return conflict(`the cards are enrolled in the "cards" step; the guide is at "${s.step}"`);
        const r = this.seat.enrol(a.deck);
        return r.ok ? { ok: true } : { ok: false, status: 400, message: r.reason };
      }
      case 'next':
        return this.next();
    }
  }

  private async next(): Promise<Refusal> {
    const s = this.state;
    switch (s.step) {
      case 'parts':
        return this.move({ type: 'confirmed', step: 'parts' });
      case 'wiring':
        return this.confirmWiring(s.part);
      case 'flash':
        return this.confirmFlash(true);
      case 'check':
        return conflict('the rig check confirms this step: start the check, and its report moves the guide on');
      case 'calibrate':
        return conflict(`put a known weight in the ${s.cup} cup: the guide goes on once it reads right`);
      case 'cards':
        if (!this.cardSeen) await this.waitingFor(LOOKING_FOR_CARD, this.evidence.cardSince(this.stepAt, CARD_WAIT_MS));
        if (!this.cardSeen || this.seat.enrolled() === 0)
          return this.move({ type: 'finding', finding: { step: 'cards', part: null, ...saying(readerFinding(this.evidence.readerAbsent, 'enrol')) } });
        return this.move({ type: 'confirmed', step: 'cards' });
      case 'done':
        return conflict('the rig is set up: start again to walk the guide once more');
    }
  }

  private async confirmWiring(part: WiringPart): Promise<Refusal> {
    const done: GuideEvent = { type: 'confirmed', step: 'wiring', part };
    if (part === 'left cup' || part === 'right cup') {
      const heard = this.evidence.cup(part === 'left cup' ? 0 : 1);
      return heard === 'reads' ? this.move(done) : this.move({ type: 'finding', finding: { step: 'wiring', part, ...saying(cupFinding(part, heard)) } });
    }
    if (part === 'reader' && !(await this.waitingFor(LOOKING_FOR_CARD, this.evidence.cardSince(this.stepAt, CARD_WAIT_MS))))
      return this.move({ type: 'finding', finding: { step: 'wiring', part, ...saying(readerFinding(this.evidence.readerAbsent, 'wire')) } });
    return this.move(done);
  }

  /** The flash step is done by itself when the rig runs the firmware brought (or newer), or there is none to bring. */
  private confirmFlash(asked: boolean): Refusal {
    const { firmware } = this.status();
    if (!(this.table.device instanceof RigDevice) || firmware.brought === null || (firmware.running !== null && !firmware.older))
      return this.move({ type: 'confirmed', step: 'flash' });
    if (!asked) return { ok: true };
    return conflict(
      firmware.running === null
        ? "the rig has not said which firmware it runs: check the USB cable, or write the firmware with 'quartermaster flash'"
        : `the rig runs firmware ${firmware.running}, older than ${firmware.brought}: update it first`,
    );
  }

  private async calibrate(a: Extract<SetupActionBody, { action: 'tare' | 'weight' }>): Promise<Refusal> {
    const s = this.state;
    if (s.step !== 'calibrate') return conflict(`the cups are calibrated in the "calibrate" step; the guide is at "${s.step}"`);
    const busy = this.seat.busy();
    if (busy) return conflict(`the cups cannot be calibrated now: ${busy}`);
    if (a.action === 'weight' && !this.calibration.tared)
      return conflict(`empty the ${s.cup} cup and say so first: the guide tares it before the known weight goes in`);
    const cup = s.cup === 'left' ? 0 : 1;
    const device = this.table.device;
    this.setWorking(taringOrCalibrating(a.action, s.cup));
    try {
      if (a.action === 'tare') {
        await device.tare(cup);
        this.calibration = { tared: true, grams: null };
        return { ok: true };
      }
      await device.calibrate(cup, a.grams);
      this.calibration = { tared: true, grams: a.grams };
      const reads = await this.evidence.grams(cup);
      const finding = calibrationFinding(s.cup, a.grams, reads);
      if (finding) return this.move({ type: 'finding', finding: { step: 'calibrate', part: null, ...saying(finding) } }, s.cup);
      this.calibration = { tared: false, grams: null };
      return this.move({ type: 'confirmed', step: 'calibrate', cup: s.cup });
    } catch (e) {
      return this.move(
        {
          type: 'finding',
          finding: {
            step: 'calibrate',
            part: null,
            ...saying(
              guideSaid('not-calibrated', `The ${s.cup} cup could not be calibrated: ${(e as Error).message}.`, {
                cup: { code: s.cup },
                why: { code: (e as Error).message },
              }),
            ),
          },
        },
        s.cup,
      );
    } finally {
      this.setWorking(null);
    }
  }

  /** `cup`: a calibration finding keeps the cup under way. */
  private move(event: GuideEvent, cup?: GuideState['cup']): Refusal {
    const next = advance(this.state, event);
    if ('refused' in next) return conflict(next.refused);
    const stepChanged = next.step !== this.state.step || next.part !== this.state.part;
    this.state = cup ? { ...next, cup } : next;
    if (stepChanged) {
      this.stepAt = performance.now();
      this.cardSeen = false;
      if (this.state.step !== 'calibrate' || event.type !== 'finding') this.calibration = { tared: false, grams: null };
    }
    saveGuide(this.dataDir, this.state);
    this.changed();
    if (stepChanged && this.state.step === 'flash') this.confirmFlash(false);
    return { ok: true };
  }

  private async waitingFor<T>(what: Said, p: Promise<T>): Promise<T> {
    this.setWorking(what);
    try {
      return await p;
    } finally {
      this.setWorking(null);
    }
  }

  private changed(): void {
    this.version++;
    this.waits.release();
  }

  private setWorking(working: Said | null): void {
    this.working = working;
    this.changed();
  }
}

export type { Finding };
