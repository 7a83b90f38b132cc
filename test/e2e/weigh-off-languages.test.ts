// The weigh-off's headline on a German and a Polish tablet (issue 52): the table's own words at the
// tare (WeighStatus `said`) in the tablet's language, as the shell's catalogue says them. A game
// replayed to its weigh-off on the simulated rig.
import { describe, expect, it } from 'vitest';
import { inputsToWeighOff } from '../../games/seven-seize/testing/to-weigh-off.ts';
import { browserForFile, dataDirWith, E2E_TIMEOUT_MS, openTablet, startServer, waitState } from './harness.ts';

const files = browserForFile();

describe("the weigh-off's headline in the tablet's language", { timeout: E2E_TIMEOUT_MS }, () => {
  it('asks for the tare in German and in Polish', async () => {
    const server = await startServer({ dataDir: dataDirWith(inputsToWeighOff(3, 5).inputs) });
    files.servers.push(server);
    const s = await waitState(server, (x) => x.weigh.stage === 'tare', 'the scale to ask for a tare');
    expect(s.weigh.message).toBe('Empty both cups, then press “Tare”');
    for (const [language, want] of [
      ['de', 'Leere beide Schalen und drücke dann „Tarieren“'],
      ['pl', 'Opróżnij obie szalki, potem naciśnij „Taruj”'],
    ] as const) {
      const { page } = await openTablet(files.browser, `${server.url}?token=${server.token}`);
      await page.evaluate((l) => localStorage.setItem('quartermaster.language', l), language);
      await page.reload();
      await page.getByTestId('role').waitFor();
      await expect.poll(() => page.getByTestId('weigh-message').innerText(), { message: language }).toBe(want);
      await page.close();
    }
  });
});
