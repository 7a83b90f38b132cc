// The rig as the table uses it: who it answers (the table, or the rig check it is lent to,
// devices/rig-check.ts), its own button, lights and buzzer (johnny-five, when the device has user
// pins) and what its button is for now, the simulated rig's panel, and where its samples and cards
// go. Lending is refused while a weigh-off or a count is under way; until the rig is given back,
// what it says (samples, tags) and its button go to the check only, and nothing is weighed, tared,
// counted or enrolled. A tablet asking to be host by the button (pairing/button-ask.ts) hears a
// short press before "All in" does.
import type { ScaleSample, TagEvent } from '../../../../firmware-bridge/src/index.ts';
import type { DeviceInfo, SimMsg, TapMsg } from '#protocol';
import type { ButtonTable } from '../../pairing/button-ask.ts';
import type { RigLender } from '../../devices/rig-check.ts';
import { TableParts } from '../../devices/table-parts.ts';
import type { TableDevice } from '../../devices/table-device.ts';
import { VirtualTable } from '../../devices/virtual-rig-panel.ts';
import type { DeviceWatch } from './device-watch.ts';
import { fail, OK, type Result } from '../result.ts';
import type { TableReader } from '../reader/table-reader.ts';
import type { TableScales } from '../scales/table-scales.ts';

/** What the rig needs of its table. */
export interface RigTable {
  /** One table-script input, announced (an undo by the button). */
  input(raw: unknown): Result;
  changed(): void;
  /** A sample for the table (never while the rig is lent). */
  sample(s: ScaleSample): void;
  /** A card on the reader, for the table (never while the rig is lent). */
  tag(t: TagEvent): void;
  /** To the server's log only. */
  logWarn(message: string): void;
}

export class TableRig implements RigLender, ButtonTable {
  /** The rig is lent to the rig check: its samples, cards and button are the check's, not the table's. */
  lent = false;
  /** Hears a short press of the rig's button before "All in" does (a tablet asking to be host); null leaves it. */
  pressTaker: (() => Result | null) | null = null;
  /** The rig's own button, lights and buzzer, when the device has user pins. */
  private readonly parts: TableParts | null;
  /** The simulated rig's panel (null for a real rig). */
  private readonly virtual: VirtualTable | null;

  constructor(
    private readonly scales: TableScales,
    private readonly device: DeviceWatch,
    { device: d, rig }: TableDevice,
    table: RigTable,
  ) {
    this.virtual = rig ? new VirtualTable(rig, { cups: d.cups, reader: d.hasReader }) : null;
    this.parts = d.pins
      ? new TableParts(d.pins, {
          allIn: async () => this.pressTaker?.() ?? this.scales.weigh({ type: 'weigh', action: 'loaded' }),
          undo: async () => table.input({ type: 'undo' }),
          changed: () => table.changed(),
          warn: (m) => table.logWarn(m),
        })
      : null;
    d.on('sample', (s) => {
      if (!this.lent) table.sample(s);
    });
    d.on('tag', (t) => {
      if (!this.lent) table.tag(t);
    });
  }

  /** After every change: the rig's lights follow the weigh-off. */
  afterChange(): void {
    this.parts?.onWeigh(this.scales.weighStatus);
  }

  /** A tap the table took (a reveal, an enrolment, a card picked on the tablet) chirps yes; any other no. */
  afterTap(t: TapMsg): void {
    this.parts?.chirp(t.outcome === 'revealed' || t.outcome === 'enrolled' || t.outcome === 'picked' ? 'accepted' : 'refused');
  }

  /** The state's `device`. */
  info(): DeviceInfo {
    return this.device.info(this.virtual !== null, this.parts?.status());
  }

  /** Whether the rig is the simulated one (its panel takes `sim` messages). */
  get simulated(): boolean {
    return this.virtual !== null;
  }

  /** What the simulated rig's panel does for a `sim` message; a card tapped is of the deck `reader` finds for it. */
  sim(msg: SimMsg, reader: TableReader): Result | Promise<Result> {
    if (!this.virtual) return fail('sim: this table has a real rig, not the simulated one');
    if (msg.action !== 'tap' || msg.card === undefined) return this.virtual.apply(msg, null);
    const deck = reader.simDeck(msg);
    return 'ok' in deck ? deck : this.virtual.apply(msg, deck);
  }

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

  close(): void {
    this.parts?.close();
    this.virtual?.close();
  }
}
