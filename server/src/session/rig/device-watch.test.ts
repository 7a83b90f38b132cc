import { expect, it } from 'vitest';
import type { DeviceStatus } from '../../../../firmware-bridge/src/index.ts';
import { onlyMoreLines } from './device-watch.ts';

const status = (more: Partial<DeviceStatus> = {}, counters: Partial<DeviceStatus['counters']> = {}): DeviceStatus => ({
  state: 'connected',
  port: 'sim',
  calibrated: [true, true],
  counters: { linesOk: 10, badChecksum: 0, tooLong: 0, unknownType: 0, malformed: 0, seqGaps: 0, linesLost: 0, reconnects: 0, ...counters },
  ...more,
});

it('a heartbeat that only adds good lines is not news for the tablets; anything else about the rig is', () => {
  expect(onlyMoreLines(status(), status({}, { linesOk: 31 }))).toBe(true);
  expect(onlyMoreLines(status(), status({}, { linesOk: 31, badChecksum: 1 }))).toBe(false);
  expect(onlyMoreLines(status(), status({}, { malformed: 1 }))).toBe(false);
  expect(onlyMoreLines(status(), status({ state: 'disconnected' }))).toBe(false);
  expect(onlyMoreLines(status(), status({ calibrated: [true, false] }))).toBe(false);
  expect(onlyMoreLines(status(), status({ lastError: 'cable unplugged' }))).toBe(false);
});
