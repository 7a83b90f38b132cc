import { describe, expect, it } from 'vitest';
import { Duplex } from 'node:stream';
import { discoverRig, isRigCandidate, probeHello } from './discover.ts';
import { exposeAsPty } from '../pty/pty.ts';
import { SimRig } from '../sim/simulated-rig.ts';

describe('discoverRig', () => {
  it('keeps only ports with the USB id of a usual board', () => {
    expect(isRigCandidate({ path: '/dev/ttyUSB0', vendorId: '1A86' })).toBe(true);
    expect(isRigCandidate({ path: '/dev/ttyACM0', vendorId: '2341' })).toBe(true);
    expect(isRigCandidate({ path: '/dev/ttyS0' })).toBe(false);
    expect(isRigCandidate({ path: '/dev/ttyUSB1', vendorId: '067b' })).toBe(false);
  });

  it('reports a failing SerialPort.list() (no udev) instead of throwing', async () => {
    const r = await discoverRig({ list: () => Promise.reject(new Error('udev not available')) });
    expect(r.found).toBeNull();
    expect(r.problems.join()).toMatch(/cannot list serial ports \(udev not available\).*--port/);
  });

  it('finds the simulated rig behind a real pty by its HELLO, and passes over a silent port', async () => {
    const rig = new SimRig({ speed: 5 });
    const silent = new Duplex({ read() {}, write: (_c, _e, cb) => cb() });
    const rigPty = await exposeAsPty(rig.serial);
    const silentPty = await exposeAsPty(silent);
    try {
      const r = await discoverRig({
        list: async () => [{ path: silentPty.path, vendorId: '0403' }, { path: '/dev/ttyS0' }, { path: rigPty.path, vendorId: '2341', serialNumber: 'X1' }],
        probe: (p) => probeHello(p, 3000),
      });
      expect(r.found?.path).toBe(rigPty.path);
      expect(r.candidates).toHaveLength(2);
      expect(r.problems).toEqual([`${silentPty.path}: no HELLO from a rig`]);
    } finally {
      await rigPty.close();
      await silentPty.close();
      await rig.close();
    }
  });
});
