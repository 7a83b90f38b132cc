// Who the rig answers: the table, or the rig check it is lent to (devices/rig-check.ts); and what
// its button is for now. Lending is refused while a weigh-off or a count is under way; until the
// rig is given back, what it says (samples, tags) and its button go to the check only, and nothing
// is weighed, tared, counted or enrolled. A tablet asking to be host by the button
// (pairing/button-ask.ts) hears a short press before "All in" does.
import type { ButtonTable } from '../pairing/button-ask.ts';
import type { RigLender } from '../devices/rig-check.ts';
import type { TableParts } from '../devices/table-parts.ts';
import type { DeviceWatch } from './device-watch.ts';
import { fail, OK, type Result } from './result.ts';
import type { TableScales } from './table-scales.ts';

export class RigHolder implements RigLender, ButtonTable {
  /** The rig is lent to the rig check: its samples, cards and button are the check's, not the table's. */
  lent = false;
  /** Hears a short press of the rig's button before "All in" does (a tablet asking to be host); null leaves it. */
  pressTaker: (() => Result | null) | null = null;

  constructor(
    private readonly scales: TableScales,
    private readonly parts: TableParts | null,
    private readonly device: DeviceWatch,
  ) {}

  /** The rig check takes the rig, unless the scale is busy (why, in words). */
  lendRig(): Result {
    const busy = this.scales.busy();
    if (busy) return fail(busy);
    this.setLent(true);
    return OK;
  }

  /** The table's rig again, at the table's sample rate (the check switched it to its own). */
  giveRigBack(): void {
    this.setLent(false);
    void this.device.applyRate();
  }

  private setLent(lent: boolean): void {
    this.lent = lent;
    this.scales.lend(lent);
    this.parts?.lend(lent);
  }

  /** The rig's button can be pressed for the table (its parts answered, the rig check does not hold them). */
  get buttonReady(): boolean {
    return this.parts?.status().state === 'ready' && !this.lent;
  }

  /** What the rig's button is for now besides "All in": a weigh-off under way (why, in words), or null. */
  buttonBusy(): string | null {
    const w = this.scales.weighStatus;
    return w.stage === 'idle' ? null : `a weigh-off is under way${w.contest ? ` (${w.contest.left} against ${w.contest.right})` : ''}`;
  }
}
