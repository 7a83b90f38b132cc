// The state as each kind of tablet is sent it, as text, worked out once per version of the table
// (and heartbeat of the rig) and kind of viewer (however many tablets of that kind are connected), and the same less what a
// rig's heartbeat moves: what tells a tablet's screen whether a heartbeat brought it any news.
import type { Role } from '#protocol';
import type { TableSession } from '../session/table-session.ts';

export class StateTexts {
  private version = -1;
  private readonly text: Partial<Record<Role, string>> = {};
  private readonly quietText: Partial<Record<Role, string>> = {};

  constructor(private readonly session: TableSession) {}

  /** The `state` message for `role`, as sent. */
  state(role: Role): string {
    this.current();
    return (this.text[role] ??= JSON.stringify({ type: 'state', ...this.session.state(role) }));
  }

  /** The state `role` is shown now less its version and the rig's counters. */
  quiet(role: Role): string {
    this.current();
    if (this.quietText[role] === undefined) {
      const s = this.session.state(role);
      this.quietText[role] = JSON.stringify({ ...s, version: 0, device: { ...s.device, counters: null } });
    }
    return this.quietText[role];
  }

  /** The rig's counters moved, not the version (a heartbeat): what is sent from now on has them. */
  dropCounters(): void {
    this.version = -1;
  }

  private current(): void {
    if (this.version === this.session.currentVersion) return;
    this.version = this.session.currentVersion;
    for (const r of ['host', 'spectator'] as const) {
      delete this.text[r];
      delete this.quietText[r];
    }
  }
}
