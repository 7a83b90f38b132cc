// "Set up a new rig" on an emulated rig whose HX711 boards have RATE tied to GND (10 samples/s
// whatever the firmware asks): the rig check, run from the guide left at the check, sends the
// builder back to the left cup's wiring, naming the RATE pin. (Apart from setup-guide-faults.test.ts:
// each file's check runs beside the other's.)
import { describe, it } from 'vitest';
import { browserForFile, E2E_TIMEOUT_MS } from './harness.ts';
import { checkSendsBack } from './setup-walk.ts';

const file = browserForFile();

describe('set up a new rig with RATE tied low', { timeout: E2E_TIMEOUT_MS }, () => {
  it("RATE tied low: the check sends the builder back to the left cup's wiring, naming the RATE pin", async () => {
    await checkSendsBack(file, 'rate-low', 'wiring: left cup', /left cup \(samples per second\): .*its RATE pin is still tied low/, /D5\s+both HX711: RATE/);
  });
});
