// The table's scale, as the game declares its use (`description.scale`): the contest scale's
// weigh-off (table-weigh-off.ts) for a game whose `contest` hooks say what is weighed, the counting
// scale (cup-count.ts) for a game whose `count` hooks keep the record, and the device's own tare and
// calibration otherwise. The session feeds it the samples and tells it when the game changed.
import { join } from 'node:path';
import { currentState, type GameRegistry } from '../../../../games/core/table.ts';
import { type Cup, RIG_KINDS, type ScaleSample } from '../../../../firmware-bridge/src/index.ts';
import type { CountMsg, CountStatus, WeighMsg, WeighStatus } from '#protocol';
import type { TableDevice } from '../../devices/table-device.ts';
import { CountUnits } from './count-units.ts';
import { counterOptionsFor, gameRecord, TableCount } from './cup-count.ts';
import { TableWeighOff, type WeighOffOptions } from './table-weigh-off.ts';
import type { Capability, TableHost } from '../capability.ts';
import { fail, type Result } from '../result.ts';

/** What the scales need of their table session: beside what every capability may ask (`input`: a count that stands), a path for a verdict. */
export interface ScalesHost extends TableHost {
  /** One input, unannounced: the weigh-off announces its verdict once, after its own status moved. */
  verdict(raw: Record<string, unknown>): Result;
}

const cupIndex = (side: 'left' | 'right'): Cup => (side === 'left' ? 0 : 1);

export class TableScales implements Capability {
  private readonly weighOff: TableWeighOff;
  /** The counting scale, for a game that counts pieces; its units outlive a game. */
  private readonly counting: TableCount;
  /** Lent to the rig check: its samples are the check's, and nothing is weighed, tared or counted. */
  private lent = false;

  constructor(
    private readonly host: ScalesHost,
    private readonly device: TableDevice['device'],
    private readonly registry: GameRegistry,
    opts: { dataDir: string; weighOff?: WeighOffOptions },
  ) {
    const module = () => host.table().module;
    // Only a game that weighs pairwise contests engages the weigh-off.
    const contest = () => (module()?.description.scale === 'contest' ? (module()?.contest ?? null) : null);
    const state = () => currentState(host.table());
    this.weighOff = new TableWeighOff(
      {
        contest: () => (host.table().last ? (contest()?.awaited(state()) ?? null) : null),
        submitVerdict: (heavier, grams) => {
          const hooks = contest();
          return hooks ? host.verdict(hooks.verdict(heavier, grams)) : fail('this game weighs no contests');
        },
        said: () => contest()?.said(state()) ?? '',
        told: () => contest()?.told?.(state()) ?? [],
        tieWords: (c) => contest()?.tieWords(state(), c) ?? '',
        changed: () => host.changed(),
      },
      { ...opts.weighOff, twoCups: device.cups === 2 },
    );
    const kinds = [...new Set([...registry.values()].flatMap((m) => m.count?.kinds.map((k) => k.id) ?? []))];
    const units = CountUnits.open(join(opts.dataDir, 'count-units.json'), kinds, (m) => host.warn(m));
    this.counting = new TableCount(
      {
        ...gameRecord(host.table, host.input),
        changed: () => (this.counts() ? host.changed() : undefined),
        learned: (kind, unit) => units.set(kind, unit),
      },
      counterOptionsFor(RIG_KINDS.includes(device.kind) ? 'rig' : 'balance'),
      units.get(),
    );
  }

  private counts(): boolean {
    return this.host.table().module?.description.scale === 'count';
  }

  get weighStatus(): WeighStatus {
    return this.weighOff.status;
  }

  /** The counting scale's status, for a game that counts pieces. */
  countStatus(): CountStatus | null {
    return this.counts() ? this.counting.status() : null;
  }

  /** What holds a check of the rig back: a weigh-off or a count under way; null when none is. */
  busy(): string | null {
    const w = this.weighOff.status;
    if (w.stage !== 'idle')
      return `a weigh-off is under way${w.contest ? ` (${w.contest.left} against ${w.contest.right})` : ''}: check the rig once it is over`;
    const c = this.countStatus();
    if (c?.stage === 'learn' && c.learned > 0)
      return `pieces are being learned (${c.learned} of ${c.learnOf} in): put the rest in, or empty the cup and Tare to start again; then check the rig`;
    if (c && (c.stage === 'counting' || c.cup))
      return `a count is under way${c.cup ? ` (${c.cup.holder}'s ${c.cup.pieces})` : ''}: close it first, then check the rig`;
    return null;
  }

  /** The rig check takes the scale (true) or gives it back (false). */
  lend(lent: boolean): void {
    this.lent = lent;
  }

  sample(s: ScaleSample): void {
    if (this.lent) return;
    this.weighOff.onSample(s);
    if (this.counts()) this.counting.sample(s);
  }

  /** After every input (but the weigh-off's own verdict): the weigh-off follows the contest awaited. */
  afterInput(): void {
    this.weighOff.onGameChange();
  }

  /** Another game on the table (a new one, one taken up): the scales start over with it. */
  afterNewGame(): void {
    this.weighOff.onGameChange();
    this.counting.onGameChange();
  }

  /** Tare, calibrate, or an action of the weigh-off. */
  async weigh(msg: WeighMsg): Promise<Result> {
    if (this.lent) return fail(`weigh ${msg.action}: the rig is being checked (Check rig): wait for the check's report`);
    const cup = msg.cup === undefined ? undefined : cupIndex(msg.cup);
    try {
      switch (msg.action) {
        case 'tare':
          // In a contest the controller tares (and checks the cups are empty); otherwise the device does.
          if (cup === undefined && this.weighOff.wantsTare) return this.weighOff.tare();
          await this.device.tare(cup);
          break;
        case 'calibrate':
          if (cup === undefined || msg.grams === undefined) return fail('weigh calibrate needs "cup" and "grams"');
          await this.device.calibrate(cup, msg.grams);
          break;
        default:
          return await this.weighOff.action(msg);
      }
    } catch (e) {
      return fail(`weigh ${msg.action}: ${(e as Error).message}`);
    }
    this.host.changed();
    return { ok: true };
  }

  /** The counting scale: learn a unit, count a cup, hold it against the game's record. */
  count(msg: CountMsg): Result {
    if (this.lent) return fail(`count ${msg.action}: the rig is being checked (Check rig): wait for the check's report`);
    const m = this.host.table().module;
    if (!m?.count || !this.counts())
      return fail(`count: ${m ? `${m.description.name} does not count pieces on the scale` : 'no game is under way'} (${this.countingGames()} does)`);
    return this.counting.act(msg);
  }

  /** The registered games that count pieces on the scale, for a refusal's words. */
  private countingGames(): string {
    const names = [...this.registry.values()].filter((m) => m.description.scale === 'count').map((m) => m.description.name);
    return names.join(', ') || 'no game here';
  }

  /** The resolver's live lean for `scale` messages. */
  live(): ReturnType<TableWeighOff['live']> {
    return this.weighOff.live();
  }

  close(): void {
    this.weighOff.close();
  }
}
