// What the setup guide (which comes down when it is opened) borrows from the rest of the tablet: the
// Cards and Check rig screens, the firmware update, the host token. Handed in by Setup.tsx, which
// fetches those screens beside the guide, so that none of them is part of the shelf's first load.
import type { FunctionComponent } from 'preact';
import type { ScreenProps } from '../screen.ts';

export interface Embeds {
  Cards: FunctionComponent<ScreenProps>;
  CheckRig: FunctionComponent<ScreenProps>;
  FirmwareUpdate: FunctionComponent<{ kind: string }>;
  hostToken(): string | null;
}
