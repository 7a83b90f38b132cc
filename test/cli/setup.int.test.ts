// `quartermaster setup` on the simulated rig: the command walks the running table's setup guide
// from the parts to the cards, the test's hands doing at the rig what each step asks (a card on the
// reader, a known weight in a cup); the rig confirms each step, the guide is kept in the data
// directory and resumed after a restart; bad flags and bad requests are refused in words.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimRig } from '../../firmware-bridge/src/index.ts';
import type { SetupStatus } from '#protocol';
import { run } from '../../server/cli/setup.ts';
import { openTableDevice } from '../../server/src/devices/open.ts';
import { type Running, startServer } from '../../server/src/start.ts';
import { everyGame } from '../every-game.ts';

const TOKEN = 'setup-host-token';
let dir: string;
let running: Running;
let sim: SimRig;

async function start(): Promise<void> {
  const table = await openTableDevice({ dataDir: dir });
  sim = table.rig as SimRig;
  running = await startServer({ dataDir: dir, device: table, ...everyGame(), httpPort: 0, host: '127.0.0.1', token: TOKEN, uiDir: null, logger: false });
}
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qm-setup-cli-'));
  await start();
});
afterAll(async () => {
  await running?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The command in this process, its questions answered line by line as they come. */
function setup(args: string[]) {
  const input = new PassThrough();
  const prompts = new PassThrough();
  let said = '';
  const out: string[] = [];
  prompts.on('data', (d: Buffer) => (said += d.toString()));
  const exit = run(['--url', running.url, ...args], { out: (l) => out.push(l), err: (l) => (said += `${l}\n`), input, prompts });
  let from = 0;
  return {
    exit,
    out,
    /** Waits for `question` among what was said since the last answer, does `first` at the rig, then
     * answers `line`; what was said meanwhile. */
    async answer(question: RegExp, line: string, first?: () => void): Promise<string> {
      await expect.poll(() => question.test(said.slice(from)) || said.slice(from), { timeout: 30_000 }).toBe(true);
      const seen = said.slice(from);
      from = said.length;
      first?.();
      input.write(`${line}\n`);
      return seen;
    },
    said: () => said,
  };
}

async function post(body: unknown, token: string | null = TOKEN): Promise<{ status: number; json: SetupStatus & { message?: string } }> {
  const r = await fetch(`${running.url}/api/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: r.status, json: (await r.json()) as SetupStatus & { message?: string } };
}

describe('quartermaster setup', () => {
  it('refuses bad flags with the reason and the usage (exit 2)', async () => {
    for (const [args, says] of [
      [['--url', 'ftp://table'], /--url must be the table's address/],
      [['--url', 'not a url'], /--url must be the table's address/],
      [['--token', 'short'], /--token must be 8–200 letters/],
      [['--json'], /--json goes with --status/],
      [['--colour'], /Unknown option '--colour'/],
      [[], /the guide needs the host token/],
    ] as const) {
      const err: string[] = [];
      const args2 = args[0] === '--url' ? [...args] : ['--url', 'http://127.0.0.1:1/', ...args];
      expect(await run(args2, { out: () => undefined, err: (l) => err.push(l) }), args.join(' ')).toBe(2);
      expect(err.join('\n'), args.join(' ')).toMatch(says);
      expect(err.join('\n')).toMatch(/usage: quartermaster setup/);
    }
  });

  it('the guide refuses bad requests in words: unknown actions, bad weights and steps, no host token, an action of another step', async () => {
    for (const [body, says] of [
      [{ action: 'fly' }, '"action" must be one of next, skip, back, restart, tare, weight, enrol, not "fly"'],
      [{}, '"action" must be one of next, skip, back, restart, tare, weight, enrol'],
      [{ action: 'weight', grams: -1 }, '"weight" needs "grams", the known weight in the cup: a number more than 0 and at most 5000, not -1'],
      [{ action: 'weight', grams: '200' }, '"weight" needs "grams", the known weight in the cup: a number more than 0 and at most 5000, not "200"'],
      [{ action: 'back', step: 'nowhere' }, '"back" needs "step", one of parts, wiring, flash, check, calibrate, cards, done, not "nowhere"'],
      [{ action: 'next', extra: 1 }, '"next" takes nothing beside "action", not "extra"'],
      [{ action: 'enrol', deck: 7 }, /^"enrol": /],
      [[], 'the body must be a JSON object with an "action", e.g. {"action":"next"}'],
    ] as const) {
      const r = await post(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      if (typeof says === 'string') expect(r.json.message, JSON.stringify(body)).toBe(says);
      else expect(r.json.message, JSON.stringify(body)).toMatch(says);
    }
    expect((await post({ action: 'next' }, null)).status).toBe(401);
    const tare = await post({ action: 'tare' });
    expect(tare).toMatchObject({ status: 409, json: { message: 'the cups are calibrated in the "calibrate" step; the guide is at "parts"' } });
    expect((await post({ action: 'skip' })).json.message).toMatch(/only an optional part can be skipped/);
    expect((await post({ action: 'back', step: 'cards' })).json.message).toBe('the guide has not reached "cards" yet (it is at "parts")');
    expect((await fetch(`${running.url}/api/setup?after=soon`)).status).toBe(400);
  });

  it('walks the guide to the end on the simulated rig, each step confirmed by the rig, and resumes where it was left after a restart', async () => {
    const first = setup(['--token', TOKEN]);
    expect(await first.answer(/Press Enter when you have them all/, '')).toMatch(
      /\[step 1 of 6, 0 %\] The parts\n[\s\S]*two HX711 boards, their RATE pin brought out/,
    );
    expect(await first.answer(/Press Enter when it is wired/, '')).toMatch(/The wiring: the left cup\n[\s\S]*D2 +→ HX711 under the left cup/);
    expect(await first.answer(/Press Enter when it is wired/, '')).toMatch(/the right cup[\s\S]*D3 +→/);
    // The reader: Done before any card was on it is a finding, and the guide stays on the reader.
    expect(await first.answer(/Press Enter when it is wired/, '')).toMatch(/the card reader[\s\S]*D10 +→/);
    expect(await first.answer(/Press Enter when it is wired/, '', () => sim.placeTag(0, '04A1B2C3D4E5F6'))).toMatch(
      /the card reader\n +! The reader has not seen a card yet/,
    );
    // The optional parts: skipped. The simulated rig has no firmware to write: the flash step passes by itself.
    expect(await first.answer(/or s and Enter if the rig has none/, 's')).toMatch(/the button, lights and buzzer/);
    expect(await first.answer(/Press Enter to start the check \(the virtual rig does its steps\)/, '')).toMatch(/\[step 4 of 6, 50 %\] The rig check/);
    expect(await first.answer(/Empty the left cup, then press Enter/, '', () => sim.setGrams(0, 0))).toMatch(
      /The rig is healthy\.[\s\S]*Calibrate the cups: the left cup/,
    );
    await first.answer(/Put a known weight in the left cup and type its grams/, 'two hundred', () => sim.setGrams(0, 200));
    await first.answer(/Put a known weight in the left cup and type its grams/, '200');
    await first.answer(/Empty the right cup, then press Enter/, 'q', () => {
      sim.setGrams(0, 0);
      sim.removeTag(0);
    });
    expect(await first.exit).toBe(0);
    expect(first.said()).toMatch(/"two hundred" is not a weight in grams/);
    expect(first.out.at(-1)).toMatch(/The guide keeps your place/);
    expect(JSON.parse(readFileSync(join(dir, 'setup.json'), 'utf8'))).toMatchObject({ step: 'calibrate', cup: 'right' });

    await running.close();
    await start();
    const out: string[] = [];
    // Found through the data directory the table serves, as a person on its machine runs it.
    expect(await run(['--data', dir, '--status', '--json'], { out: (l) => out.push(l), err: () => undefined })).toBe(0);
    expect(JSON.parse(out[0]!)).toMatchObject({ guide: { step: 'calibrate', cup: 'right', reached: 'calibrate' } });
    const unserved = mkdtempSync(join(tmpdir(), 'qm-setup-none-'));
    const err: string[] = [];
    expect(await run(['--data', unserved, '--status'], { out: () => undefined, err: (l) => err.push(l) })).toBe(1);
    expect(err.join('\n')).toBe(
      `quartermaster setup: no Quartermaster is serving ${unserved}: start quartermaster serve, or give the table's address with --url`,
    );
    rmSync(unserved, { recursive: true, force: true });

    const again = setup(['--token', TOKEN]);
    expect(await again.answer(/Empty the right cup, then press Enter/, '', () => sim.setGrams(1, 0))).toMatch(/Calibrate the cups: the right cup/);
    await again.answer(/Put a known weight in the right cup and type its grams/, '250', () => sim.setGrams(1, 250));
    // The cards: enrolment takes the card put on the reader, which confirms the step.
    await again.answer(/Press Enter to start enrolling the cards/, '', () => sim.setGrams(1, 0));
    await again.answer(/Press Enter once the reader has seen your cards/, '', () => sim.placeTag(0, '04A1B2C3D4E5F7'));
    expect(await again.exit).toBe(0);
    expect(again.out.at(-1)).toBe('The rig is set up: every step was confirmed by the rig itself.');
    expect(again.said()).toMatch(/\[step 6 of 6, 100 %\] Done/);
    const status = (await (await fetch(`${running.url}/api/setup`)).json()) as SetupStatus;
    expect(status.guide).toMatchObject({ step: 'done', finished: true });
    expect(status.cards.enrolled).toBeGreaterThan(0);
  });
});
