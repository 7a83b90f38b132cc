// Contests played through the real live path, on a virtual clock: the simulated rig (manual clock)
// behind its real driver (openDevice → RigDevice: serial framing, CRC, calibration) into the
// server's weigh-off wiring (TableWeighOff → contest controller → resolver). Only the game around
// it is a stand-in (a host that awaits one verdict). Used by bench/weigh-live.bench.ts and
// test/server/weigh-off-safety.int.test.ts.
//
// Virtual time: RigDevice stamps samples with performance.now() on receipt, and the weigh-off's
// clock reads it too, so performance.now is replaced by the rig's clock while contests run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mulberry32 } from '../../lib/prng.ts';
import { CupWatch } from '../../scale/cup-watch.ts';
import { formatTraceCsv } from '../../scale/trace-csv.ts';
import type { TraceRow } from '../../scale/trace.ts';
import { openDevice, type OpenedDevice } from '../../firmware-bridge/src/open-device.ts';
import type { ScaleSample } from '../../firmware-bridge/src/device.ts';
import type { SimRig, SimRigOptions } from '../../firmware-bridge/src/sim/simulated-rig.ts';
import { TARE_MIN_STILL_MS, TableWeighOff, type WeighOffHost, type WeighOffOptions } from '../../server/src/session/scales/table-weigh-off.ts';
import type { AwaitedContest } from '../../games/core/types.ts';

export type Kind = 'tie' | 'near' | 'clear' | 'collection';
type Verdict = 'left' | 'right' | 'none';

export interface LiveContest {
  kind: Kind;
  rate: 10 | 80;
  left: number[];
  right: number[];
}

export interface LiveResult extends LiveContest {
  differenceGrams: number;
  verdict: Verdict | null;
  timedOut: boolean;
  /** ms from "All in, weigh!" to the verdict. */
  decideMs: number | null;
  /** A side named when the true difference is inside the band, or the lighter side named. */
  wrongWinner: boolean;
  /** A tie called on a difference of at least twice the band. */
  falseTie: boolean;
  /** ms from pressing Tare to the cups being tared (null when refused). */
  tareMs: number | null;
  /** ms from the cups being tared to "All in, weigh!" (the loading): drift since the tare grows over it. */
  loadingMs: number | null;
  /** Why the contest could not be weighed (the tare was refused), or null. */
  tareRefused: string | null;
  /** The contest's samples as a weigh trace (tared by the first second's mean), for failures. */
  traceCsv: () => string;
  /** After a tie with pieces to spare: each side took one piece out (R22) and the contest was weighed again. */
  reweigh: Reweigh | null;
  /** At the time limit both collections were lifted out (issue 32): whether the zero after the contest decided it. */
  lifted: { decided: boolean } | null;
}

export interface Reweigh {
  differenceGrams: number;
  verdict: Verdict | null;
  /**
   * ms from the second piece out to the re-weigh's verdict (both drops seen, weighed again); after a
   * lift-out, from "All in, weigh!" once the collections, one piece fewer each, were back in.
   */
  verdictMs: number | null;
  wrongWinner: boolean;
  falseTie: boolean;
  /** The tie came after a lift-out: the cups were empty and zeroed, and the players loaded them again (issue 32). */
  afterLift: boolean;
}

export const BAND_GRAMS = 0.5;
const round2 = (x: number): number => Math.round(x * 100) / 100;
export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** The mix of the brief: ties, near-band and clear differences, piece-by-piece collections, at 10 and 80 samples/s. */
export function drawContest(random: () => number): LiveContest {
  const u = (a: number, b: number): number => a + (b - a) * random();
  const pieces = (n: number, lo: number, hi: number): number[] => Array.from({ length: n }, () => round2(u(lo, hi)));
  const rate: 10 | 80 = random() < 0.5 ? 10 : 80;
  const r = random();
  const kind: Kind = r < 0.25 ? 'tie' : r < 0.5 ? 'near' : r < 0.75 ? 'clear' : 'collection';
  const n = 1 + Math.floor(random() * 4);
  const left = pieces(n, 5, 60);
  if (kind === 'tie') {
    // Equal totals, split differently (or the very same pieces).
    const total = sum(left);
    const m = 1 + Math.floor(random() * 4);
    const cuts = Array.from({ length: m - 1 }, () => random()).sort((a, b) => a - b);
    const right = [...cuts, 1].map((c, i) => c - (i === 0 ? 0 : cuts[i - 1]!)).map((f) => f * total);
    return { kind, rate, left, right: right.some((g) => g < 0.5) ? [...left] : right };
  }
  const sign = random() < 0.5 ? 1 : -1;
  const diff = kind === 'near' ? u(0.3, 1.5) : kind === 'clear' ? Math.exp(u(Math.log(1), Math.log(50))) : 0;
  if (kind === 'collection') return { kind, rate, left: pieces(5 + Math.floor(random() * 16), 2, 12), right: pieces(5 + Math.floor(random() * 16), 2, 12) };
  // The right cup: other pieces with the left's total minus the signed difference.
  if (sum(left) < diff + 2) left.push(round2(diff + u(2, 10)));
  const target = sum(left) - sign * diff;
  const right = target > 60 ? [...pieces(1, 2, 12)] : [];
  right.push(target - sum(right));
  return { kind, rate, left, right };
}

/**
 * A contest whose difference lies just inside the band (0.35–0.5 g either way): a winner named here
 * is always wrong (R24), so these show the wrong-winner rate where it is hardest to keep.
 */
export function insideBandContest(random: () => number, rate: 10 | 80): LiveContest {
  const u = (a: number, b: number): number => a + (b - a) * random();
  const left = [round2(u(5, 40)), round2(u(5, 40))];
  const d = (random() < 0.5 ? 1 : -1) * u(0.35, 0.5);
  return { kind: 'near', rate, left, right: [sum(left) - d] };
}

/** A game that awaits one contest's verdict; after a tie, if `tiebreak`, the same contest once more (R22). */
class OneContestHost implements WeighOffHost {
  verdicts: { heavier: Verdict; at: number }[] = [];
  constructor(private readonly tiebreak: boolean) {}
  get verdict(): { heavier: Verdict; at: number } | null {
    return this.verdicts[0] ?? null;
  }
  private get awaiting(): boolean {
    return this.verdicts.length === 0 || (this.tiebreak && this.verdicts.length === 1 && this.verdicts[0]!.heavier === 'none');
  }
  contest(): AwaitedContest | null {
    if (!this.awaiting) return null;
    const setAside = this.verdicts.length === 0 ? {} : { Anne: 1, Calico: 1 };
    return { left: 'Anne', right: 'Calico', key: '0', round: JSON.stringify(setAside), pieces: { left: 0, right: 0 }, bandGrams: BAND_GRAMS };
  }
  said(): string {
    return '';
  }
  tieWords(): string {
    return 'each side takes one piece out and weighs again (R22)';
  }
  submitVerdict(heavier: Verdict): { ok: true } {
    this.verdicts.push({ heavier, at: performance.now() });
    return { ok: true };
  }
  changed(): void {}
}

/** A piece of booty the scale can see come out (contest.ts: a drop of 1–60 g). The tie mix splits
 * totals freely, so some "pieces" are slivers or slabs no table has. */
const isPiece = (g: number): boolean => g >= 2 && g <= 60;
/** Pieces left after one comes out of each side, and one of each side is a real piece. */
const canTiebreak = (c: LiveContest): boolean => c.left.length > 1 && c.right.length > 1 && c.left.some(isPiece) && c.right.some(isPiece);

const judge = (differenceGrams: number, verdict: Verdict | null) => {
  const named = verdict === 'left' ? 1 : verdict === 'right' ? -1 : 0;
  return {
    wrongWinner: named !== 0 && (Math.abs(differenceGrams) <= BAND_GRAMS || Math.sign(differenceGrams) !== named),
    falseTie: verdict === 'none' && Math.abs(differenceGrams) >= 2 * BAND_GRAMS,
  };
};

/** The re-weigh's outcome from the game's second verdict, timed from `fromMs`. */
const reweighOf = (differenceGrams: number, second: { heavier: Verdict; at: number } | null, fromMs: number, afterLift: boolean): Reweigh => ({
  differenceGrams,
  verdict: second?.heavier ?? null,
  verdictMs: second ? second.at - fromMs : null,
  ...judge(differenceGrams, second?.heavier ?? null),
  afterLift,
});

/** A simulated rig behind its driver on a virtual clock; play contests on it one after the other. */
export class LiveTable {
  private virtual = 0;
  private readonly realNow: () => number;
  private samples: ScaleSample[] = [];
  /** The weigh-off of the contest under way: the table session hands it every sample. */
  private current: TableWeighOff | null = null;
  /** The same watch as the contest's tare (median of the tare window), to know the zero it took. */
  private tareWatch: [CupWatch, CupWatch] | null = null;
  private tare: { t: number; zero: [number, number]; after: number } | null = null;
  /** Tare was pressed and the cups are not tared yet. */
  private tarePressed = false;
  private constructor(
    private readonly opened: OpenedDevice,
    private readonly sim: SimRig,
    private readonly dir: string,
    private readonly random: () => number,
    private readonly weighOff: WeighOffOptions,
  ) {
    this.realNow = performance.now.bind(performance);
    performance.now = () => this.virtual;
    opened.device.on('sample', (s) => {
      this.samples.push(s);
      const w = this.current;
      if (!w || s.grams === null) return;
      this.tareWatch?.[s.cup].add(s.t, s.grams);
      w.onSample(s);
      // Asked only while a press awaits its answer: each ask works out the contest's whole status.
      if (this.tarePressed && !w.wantsTare && this.tareWatch) {
        this.tarePressed = false;
        this.tare = {
          t: s.t,
          zero: [this.tareWatch[0].stillest(s.t, TARE_MIN_STILL_MS).grams ?? 0, this.tareWatch[1].stillest(s.t, TARE_MIN_STILL_MS).grams ?? 0],
          after: this.samples.length,
        };
      }
    });
  }

  /** At the time limit: lift both collections out (issue 32) before calling a tie. */
  liftOut = false;

  static async open(seed: number, sim: Omit<SimRigOptions, 'clock' | 'seed'> = {}, weighOff: WeighOffOptions = {}, liftOut = false): Promise<LiveTable> {
    const dir = mkdtempSync(join(tmpdir(), 'qm-live-weigh-'));
    const opened = await openDevice({ sim: { ...sim, clock: 'manual', seed }, dataDir: dir });
    const table = new LiveTable(opened, opened.sim!, dir, mulberry32(seed ^ 0x5eed), weighOff);
    table.liftOut = liftOut;
    await opened.device.start();
    await table.run(500);
    return table;
  }

  async close(): Promise<void> {
    await this.opened.close();
    performance.now = this.realNow;
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Rig time passes in steps of a conversion period at most; the driver receives each line as it comes. */
  private async run(ms: number, step = 12.5): Promise<void> {
    for (let left = ms; left > 0; left -= step) {
      const dt = Math.min(step, left);
      this.virtual += dt;
      this.sim.advance(dt);
      await new Promise<void>((r) => setImmediate(r));
    }
  }

  /** R22 after a tie: once asked, each player takes out a piece of their choice, at their own pace; the scale weighs again. */
  private async tiebreak(c: LiveContest, host: OneContestHost, weighOff: TableWeighOff, step: number): Promise<Reweigh> {
    const random = this.random;
    const u = (a: number, b: number): number => a + (b - a) * random();
    for (let waited = 0; weighOff.status.stage !== 'tiebreak' && waited < 10_000; waited += 100) await this.run(100, step);
    const out = (['left', 'right'] as const).map((side) => {
      const pieces = c[side].filter(isPiece);
      return { side, g: pieces[Math.floor(random() * pieces.length)]!, at: u(500, 3000) };
    });
    out.sort((a, b) => a.at - b.at);
    let t = 0;
    for (const o of out) {
      await this.run(o.at - t, step);
      t = o.at;
      this.sim.removePiece(o.side === 'left' ? 0 : 1, o.g);
    }
    const lastOut = this.virtual;
    for (let waited = 0; host.verdicts.length < 2 && waited < 40_000; waited += 50) await this.run(50, step);
    const [l, r] = out[0]!.side === 'left' ? [out[0]!, out[1]!] : [out[1]!, out[0]!];
    const differenceGrams = sum(c.left) - l.g - (sum(c.right) - r.g);
    return reweighOf(differenceGrams, host.verdicts[1] ?? null, lastOut, false);
  }

  /** Both players load at once, piece by piece; then "All in, weigh!", sometimes at once, usually after a look at the cups. */
  private async load(c: { left: readonly number[]; right: readonly number[] }, step: number, weighOff: TableWeighOff): Promise<number> {
    const random = this.random;
    const u = (a: number, b: number): number => a + (b - a) * random();
    const drops = (['left', 'right'] as const).flatMap((side) => {
      let t = u(200, 800);
      return c[side].map((g) => ({ at: (t += u(250, 1200)), cup: side === 'left' ? (0 as const) : (1 as const), g }));
    });
    drops.sort((a, b) => a.at - b.at);
    let t = 0;
    for (const d of drops) {
      await this.run(d.at - t, step);
      t = d.at;
      this.sim.addPiece(d.cup, d.g);
    }
    await this.run(random() < 0.3 ? u(50, 300) : u(300, 2000), step);
    const loadedAt = this.virtual;
    const ok = await weighOff.action({ type: 'weigh', action: 'loaded' });
    if (!ok.ok) throw new Error(`"All in, weigh!" refused: ${ok.reason}`);
    return loadedAt;
  }

  /**
   * R22 after a tie that followed a lift-out (issue 32): the cups are empty and zeroed; each player
   * keeps one piece out and loads the rest back, and the scale weighs again (the time limit a tie).
   */
  private async reloadAfterLift(c: LiveContest, host: OneContestHost, weighOff: TableWeighOff, step: number): Promise<Reweigh> {
    const random = this.random;
    const u = (a: number, b: number): number => a + (b - a) * random();
    await this.run(u(1000, 3000), step);
    const keepOut = (side: 'left' | 'right'): number[] => {
      const pieces = c[side].flatMap((g, k) => (isPiece(g) ? [k] : []));
      const out = pieces[Math.floor(random() * pieces.length)];
      return c[side].filter((_, k) => k !== out);
    };
    const back = { left: keepOut('left'), right: keepOut('right') };
    const loadedAt = await this.load(back, step, weighOff);
    for (let waited = 0; host.verdicts.length < 2 && waited < 21_000; waited += 100) {
      await this.run(100, step);
      if (weighOff.status.stage === 'undecided') {
        const tie = await weighOff.action({ type: 'weigh', action: 'tie' });
        if (!tie.ok) throw new Error(`the tie at the time limit was refused: ${tie.reason}`);
      }
    }
    const differenceGrams = sum(back.left) - sum(back.right);
    return reweighOf(differenceGrams, host.verdicts[1] ?? null, loadedAt, true);
  }

  async play(c: LiveContest): Promise<LiveResult> {
    const sim = this.sim;
    const random = this.random;
    const u = (a: number, b: number): number => a + (b - a) * random();
    if (this.opened.device.setRate) {
      const switched = this.opened.device.setRate(c.rate);
      await this.run(200);
      await switched;
    }
    this.samples = [];
    const start = this.virtual;
    const host = new OneContestHost(canTiebreak(c));
    // The verdict's time on screen is a wall-clock timer: none here, the clock is virtual.
    // Nor a ticker: samples alone drive the contest, so a run replays exactly whatever the load.
    // As at the table, the contest is there when the last one's pieces come out (the server begins
    // it once the verdict has been shown), so its tare sees how long the empty cups were still.
    const weighOff = new TableWeighOff(host, { verdictShowMs: 0, tickMs: 0, ...this.weighOff });
    const tareWindowMs = this.weighOff.tareWindowMs ?? 4000;
    this.tareWatch = [new CupWatch(tareWindowMs, 1), new CupWatch(tareWindowMs, 1)];
    this.tare = null;
    this.current = weighOff;
    try {
      const step = 1000 / c.rate / 2;
      sim.clearCup(0);
      sim.clearCup(1);
      // Tare 1.2–4.2 s after the cups were emptied (the weigh-off retries a press for 3 s until they
      // have been still for 1 s): a quick table's zero rests on about a second of empty cups.
      await this.run(u(1200, 4200), step);
      const tarePressed = this.virtual;
      this.tarePressed = true;
      if (!weighOff.tare().ok) throw new Error('no contest waiting for a tare');
      if (!weighOff.wantsTare) this.tarePressed = false; // tared at once, on the samples it had
      for (let i = 0; i < 700 && weighOff.wantsTare; i++) await this.run(5, step);
      const tareMs = this.virtual - tarePressed;
      if (weighOff.wantsTare) return unplayedResult(c, weighOff.status.message);
      const loadedAt = await this.load(c, step, weighOff);
      let timedOut = false;
      let lifted: { decided: boolean } | null = null;
      for (let waited = 0; !host.verdict && waited < 21_000; waited += 100) {
        await this.run(100, step);
        // At the time limit the table is asked: this one lifts both collections out (issue 32), so
        // the empty cups give the zero after the contest; if that cannot decide, it calls the tie (R22).
        if (weighOff.status.stage === 'undecided') {
          timedOut = true;
          if (lifted === null && this.liftOut && (await weighOff.action({ type: 'weigh', action: 'lift' })).ok) {
            lifted = { decided: false };
            await this.run(u(500, 1500), step);
            sim.clearCup(0);
            await this.run(u(100, 600), step);
            sim.clearCup(1);
            const lifting = (): boolean => weighOff.status.stage === 'lifting';
            for (let w = 0; !host.verdict && lifting() && w < 15_000; w += 50) await this.run(50, step);
            lifted.decided = host.verdict !== null;
            continue;
          }
          const tie = await weighOff.action({ type: 'weigh', action: 'tie' });
          if (!tie.ok) throw new Error(`the tie at the time limit was refused: ${tie.reason}`);
        }
      }
      const differenceGrams = sum(c.left) - sum(c.right);
      const verdict = host.verdict?.heavier ?? null;
      const samples = this.samples.slice();
      const tare: { t: number; zero: [number, number]; after: number } = this.tare ?? { t: start, zero: [0, 0], after: 0 };
      // R22: each side one piece fewer; after a lift-out the cups are empty, so the players load them again.
      const reweigh =
        verdict !== 'none' || !canTiebreak(c)
          ? null
          : lifted === null
            ? await this.tiebreak(c, host, weighOff, step)
            : await this.reloadAfterLift(c, host, weighOff, step);
      return {
        ...c,
        differenceGrams,
        verdict,
        timedOut,
        decideMs: host.verdict ? host.verdict.at - loadedAt : null,
        ...judge(differenceGrams, verdict),
        tareRefused: null,
        tareMs,
        loadingMs: loadedAt - (tarePressed + tareMs),
        traceCsv: () => traceOf(samples, tare, loadedAt, c, differenceGrams, verdict),
        reweigh,
        lifted,
      };
    } finally {
      this.current = null;
      weighOff.close();
    }
  }
}

function unplayedResult(c: LiveContest, why: string): LiveResult {
  const differenceGrams = sum(c.left) - sum(c.right);
  return {
    ...c,
    differenceGrams,
    verdict: null,
    timedOut: false,
    decideMs: null,
    wrongWinner: false,
    falseTie: false,
    tareRefused: why,
    tareMs: null,
    loadingMs: null,
    traceCsv: () => '',
    reweigh: null,
    lifted: null,
  };
}

/** What the resolver saw, as a weigh trace: samples tared by the contest's zero, from the tare or
 * the 8 s of history the contest keeps before "All in, weigh!" (contest.ts), times from the tare. */
function traceOf(
  samples: readonly ScaleSample[],
  tare: { t: number; zero: [number, number]; after: number },
  loadedAt: number,
  c: LiveContest,
  diff: number,
  verdict: Verdict | null,
): string {
  const from = Math.max(tare.t, loadedAt - 8000);
  const r3 = (x: number): number => Math.round(x * 1e6) / 1e6; // as read: the resolver is judged on these
  // The contest keeps what came after the sample its tare was taken on.
  const rows: TraceRow[] = samples
    .slice(tare.after)
    .filter((s) => s.grams !== null && s.t >= from)
    .map((s) => ({
      t: r3(s.t - tare.t),
      ...(s.cup === 0 ? { left: r3((s.grams as number) - tare.zero[0]) } : { right: r3((s.grams as number) - tare.zero[1]) }),
    }));
  return formatTraceCsv({ rows, loadedAt: r3(loadedAt - tare.t) }, [
    `live contest (${c.kind}, ${c.rate} samples/s): left ${c.left.map(round2).join('+')} g, right ${c.right.map(round2).join('+')} g, true difference ${diff.toFixed(3)} g; the live path said ${verdict}`,
  ]);
}
