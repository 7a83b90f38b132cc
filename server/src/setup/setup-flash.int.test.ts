// The setup guide's flash step on the emulated rig (with its bootloader, behind a pty) running an
// older firmware than the one this companion brings: the guide holds the builder there ("next" is
// refused, saying to update), `quartermaster setup` writes the firmware through the table's update
// (Debian's avrdude), and the rig's new HELLO moves the guide on to the check.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
import type { SetupStatus } from '#protocol';
import { oldFirmwareTable } from '../../../test/server/old-firmware-table.ts';
import { run } from '../../cli/setup.ts';

const TOKEN = 'setup-flash-token';
const table = oldFirmwareTable('setup-flash', TOKEN, (dir) =>
  writeFileSync(join(dir, 'setup.json'), JSON.stringify({ step: 'flash', part: 'left cup', cup: 'left', reached: 'flash', finding: null, finished: false })),
);
const { brought, old } = table;

const status = async (): Promise<SetupStatus> => (await (await fetch(`${table.running.url}/api/setup`)).json()) as SetupStatus;

it('holds the builder at the flash step while the rig runs an older firmware, and goes on to the check once it runs the new one', async () => {
  await expect.poll(async () => (await status()).firmware, { timeout: 30_000 }).toEqual({ running: old, brought, older: true });
  expect((await status()).guide.step).toBe('flash');
  const next = await fetch(`${table.running.url}/api/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ action: 'next' }),
  });
  expect(next.status).toBe(409);
  expect(((await next.json()) as { message: string }).message).toBe(`the rig runs firmware ${old}, older than ${brought}: update it first`);

  const input = new PassThrough();
  const prompts = new PassThrough();
  let said = '';
  prompts.on('data', (d: Buffer) => (said += d.toString()));
  const exit = run(['--url', table.running.url, '--token', TOKEN], { out: () => undefined, err: (l) => (said += `${l}\n`), input, prompts });
  await expect.poll(() => said, { timeout: 30_000 }).toMatch(new RegExp(`Press Enter to write firmware ${brought.replace(/\./g, '\\.')} to the rig`));
  expect(said).toMatch(`The rig runs firmware ${old}, older than the ${brought} this Quartermaster brings.`);
  input.write('\n');
  await expect.poll(() => said, { timeout: 120_000 }).toMatch(/Press Enter to start the check\./);
  expect(said).toMatch(/writing the firmware, \d+ %/);
  expect(said).toMatch(`The rig now runs firmware ${brought}.`);
  expect(said).toMatch(/\[step 4 of 6, 50 %\] The rig check/);
  input.write('q\n');
  expect(await exit).toBe(0);
  expect(table.rig.bootloader?.flashes).toBe(1);
  expect(JSON.parse(readFileSync(join(table.dir, 'setup.json'), 'utf8'))).toMatchObject({ step: 'check', reached: 'check' });
});
