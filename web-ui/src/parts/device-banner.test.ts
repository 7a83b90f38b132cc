import { describe, expect, it } from 'vitest';
import { deviceTrouble } from './device-banner.ts';

describe("the banner's words while the rig is not connected", () => {
  it('a pulled cable: what happened, the next step, and that the game is kept and what still works', () => {
    const words = deviceTrouble({ kind: 'rig', state: 'disconnected', lastError: 'cable unplugged' }, true)?.join(' ');
    expect(words).toBe(
      'The rig is disconnected: cable unplugged. Check its USB cable at both ends; it reconnects by itself. ' +
        "The game is kept; the tablet's buttons work on, and cards and weighings wait for the rig or are entered by hand where the game offers it.",
    );
  });

  it('a balance is called a balance; with no game on the table nothing is said of one', () => {
    expect(deviceTrouble({ kind: 'mt-sics', state: 'reconnecting' }, false)).toEqual([
      'The balance is reconnecting.',
      'Check its USB cable at both ends; it reconnects by itself.',
    ]);
  });

  it('says nothing once connected; while first connecting, no cable advice yet', () => {
    expect(deviceTrouble({ kind: 'rig', state: 'connected' }, true)).toBeNull();
    expect(deviceTrouble({ kind: 'rig', state: 'connecting' }, false)).toEqual(['The rig is connecting.']);
  });
});
