// /api/firmware on a companion whose rig (the emulated one, with its bootloader, behind a pty)
// runs an older firmware than the one this companion brings: the update is offered, refused
// without the host token and while a weigh-off waits on the rig, and, started, lets go of the
// port, flashes with Debian's avrdude, takes the port back and the rig says HELLO with the new
// version. (The tablet's side is the browser test's: test/e2e/firmware-update.test.ts.)
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { FirmwareStatus } from '#protocol';
import { inputsToWeighOff } from '../../../games/seven-seize/testing/to-weigh-off.ts';
import { parseIntelHex } from '../../../hardware/emulated-rig/intel-hex.ts';
import { firmwareVariant } from '../../../test/cli/firmware-variant.ts';
import { oldFirmwareTable } from '../../../test/server/old-firmware-table.ts';
import { olderVersion } from '../devices/firmware-update.ts';

const TOKEN = 'firmware-host-token';
const table = oldFirmwareTable('firmware-api', TOKEN);
const { brought, old } = table;

type Reply = FirmwareStatus & { message?: string };
async function call(path: string, post = false, token: string | null = TOKEN): Promise<{ status: number; json: Reply }> {
  const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(post ? { 'content-type': 'application/json' } : {}) };
  const r = await fetch(`${table.running.url}${path}`, post ? { method: 'POST', headers, body: '{}' } : { headers });
  return { status: r.status, json: (await r.json()) as Reply };
}

it.each([
  ['1.2.0', '1.2.1', true],
  ['1.10.0', '1.9.9', false],
  ['1.2', '1.2.1', true],
  ['1.2.1', '1.2.1', false],
  ['dev', '1.2.1', false],
] as const)('compares versions number by number: %s older than %s, %s', (running, brought, older) => {
  expect(olderVersion(running, brought)).toBe(older);
});

/** Starts the update and follows it change by change to its end. */
async function updateToTheEnd(): Promise<{ end: Reply; steps: Set<string> }> {
  const started = await call('/api/firmware', true);
  expect(started.status).toBe(202);
  const steps = new Set<string>();
  let status = started.json;
  while (status.state === 'updating') {
    if (status.step) steps.add(`${status.step}${status.percent === null ? '' : ` ${status.percent}`}`);
    status = (await call(`/api/firmware?after=${status.version}`)).json;
  }
  return { end: status, steps };
}

/** The old firmware back on the rig (as another rig plugged in would be), and the table told. */
async function oldFirmwareBack(): Promise<void> {
  table.rig.flash(parseIntelHex(readFileSync(firmwareVariant(old).path, 'utf8')));
  table.rig.unplug();
  await expect.poll(() => table.running.session.state('host').device.state, { timeout: 30_000 }).not.toBe('connected');
  table.rig.plug();
  await expect.poll(async () => (await call('/api/firmware')).json, { timeout: 30_000, interval: 100 }).toMatchObject({ running: old, older: true });
}

it('says why an update failed (a read-back that differs) and gives the table its rig back', async () => {
  await expect
    .poll(async () => (await call('/api/firmware')).json, { timeout: 30_000, interval: 100 })
    .toMatchObject({ running: old, older: true, state: 'idle' });
  table.rig.bootloader?.corruptReadBacks(1);
  const { end } = await updateToTheEnd();
  expect(end.state).toBe('failed');
  expect(end.error).toMatch(
    /^the flash did not read back as written \(.*\): flash again\. The bootloader is never overwritten, so the board stays recoverable/,
  );
  await expect.poll(() => table.running.session.state('host').device.state, { timeout: 30_000 }).toBe('connected');
  // The table may weigh with its rig again (it is not lent). The pages were written right (only their
  // read-back was spoilt), and the rig restarted on them: a board's bootloader does the same.
  expect(table.running.session.rig.lent).toBe(false);
  await expect.poll(async () => (await call('/api/firmware')).json, { timeout: 30_000, interval: 100 }).toMatchObject({ running: brought, state: 'failed' });
  await oldFirmwareBack();
});

it('offers the update, refuses it without the host token, and flashes the rig to the version it brings', async () => {
  await expect.poll(async () => (await call('/api/firmware')).json, { timeout: 30_000, interval: 100 }).toMatchObject({ running: old, brought, older: true });
  expect((await call('/api/firmware', true, null)).status).toBe(401);
  const updating = updateToTheEnd();
  await expect.poll(async () => (await call('/api/firmware', true)).json.message).toBe('the firmware is being updated already: wait for it to finish');
  const { end, steps } = await updating;
  expect(end).toMatchObject({ state: 'done', error: null });
  expect([...steps]).toEqual(
    expect.arrayContaining(["talking to the rig's bootloader at 115200 baud", 'writing the firmware 100', 'checking what was written 100']),
  );
  await expect.poll(async () => (await call('/api/firmware')).json, { timeout: 30_000, interval: 100 }).toMatchObject({ running: brought, older: false });
  expect(table.rig.bootloader?.flashes).toBe(2);
  // The table has its rig back: the device is connected again.
  await expect.poll(() => table.running.session.state('host').device.state, { timeout: 30_000 }).toBe('connected');
  const again = await call('/api/firmware', true);
  expect(again.status).toBe(409);
  expect(again.json.message).toBe(`the rig runs firmware ${brought} already, as new as this Quartermaster's ${brought}`);
});

it('is refused while a weigh-off waits on the rig', async () => {
  await oldFirmwareBack();
  const { inputs, contest } = inputsToWeighOff(2, 9);
  for (const input of inputs) expect(table.running.session.input(input)).toEqual({ ok: true });
  await expect.poll(() => table.running.session.state('host').weigh.stage).not.toBe('idle');
  const busy = await call('/api/firmware', true);
  expect(busy.status).toBe(409);
  expect(busy.json.message).toMatch(new RegExp(`^the firmware cannot be updated now: a weigh-off is under way \\(${contest.left} against ${contest.right}\\)`));
  expect(table.rig.bootloader?.flashes).toBe(2);
});
