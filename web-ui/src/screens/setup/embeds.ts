// What the setup guide (which comes down when it is opened) borrows from the shell already on the
// tablet: the Cards and Check rig screens, the firmware update, the host token. Handed in by
// Setup.tsx, so that the guide's chunk shares no module with the shelf's first load.
import type { FunctionComponent } from 'preact';
import type { ScreenProps } from '../screen.ts';

export interface Embeds {
  Cards: FunctionComponent<ScreenProps>;
  CheckRig: FunctionComponent<ScreenProps>;
  FirmwareUpdate: FunctionComponent<{ kind: string }>;
  hostToken(): string | null;
}
