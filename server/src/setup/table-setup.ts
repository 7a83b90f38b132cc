// The setup guide composed on a table: its device, the rig check and the table's session (the
// scale's business, the Cards screen's enrolment), kept in the session's data directory.
import type { RigCheck } from '../devices/rig-check.ts';
import type { TableDevice } from '../devices/table-device.ts';
import type { TableSession } from '../session/table-session.ts';
import { SetupGuide } from './setup-guide.ts';

export function setupGuide(session: TableSession, device: TableDevice, check: RigCheck, warn: (m: string) => void): SetupGuide {
  return new SetupGuide(
    session.dataDir,
    device,
    check,
    {
      busy: () => (session.rig.lent ? 'the rig is being checked: wait for the check' : session.scales.busy()),
      enrolled: () => session.reader.status().decks.reduce((n, d) => n + d.enrolled, 0),
      enrol: (deck) => session.reader.enrol({ type: 'enrol', action: 'start', ...(deck === undefined ? {} : { deck }) }),
    },
    warn,
  );
}
