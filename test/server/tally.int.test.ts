// Tally (test/games/tally/), registered only here, played end to end over the table's API: a
// private tap hides a shell (only the host's tablet hears which), the computer takes a seat in its
// worker, the counting scale counts a player's beads as the game declares them and a count that
// stands corrects the ledger; `quartermaster perft` walks it with its computer hooks.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { run as perft } from '../../server/cli/perft.ts';
import { ThinkingWorker } from '../../server/src/computer/thinking-worker.ts';
import type { CountStatus } from '#protocol';
import { simUid } from '../../server/src/session/reader/card-map.ts';
import { startTestServer, TestClient, type TestServer } from '../../server/src/testing.ts';
import { REGISTRY_URL, registry } from '../games/tally/registry.ts';
import { shellDeck } from '../games/tally/shells.ts';

const BEAD = { grams: 2.4, spreadGrams: 0.02, se: 0.005, pieces: 10 };

let server: TestServer;
let host: TestClient;
let spy: TestClient;
let t = 0;

beforeEach(async () => {
  // The bead's unit weight, as an earlier start of the table learned and kept it.
  const dataDir = mkdtempSync(join(tmpdir(), 'qm-tally-'));
  writeFileSync(join(dataDir, 'count-units.json'), JSON.stringify({ bead: BEAD }));
  server = await startTestServer({ dataDir, registry, computer: new ThinkingWorker(REGISTRY_URL), computerBudgetMs: 50 });
  host = await TestClient.connect(server.wsUrl, { token: server.token });
  spy = await TestClient.connect(server.wsUrl);
  await host.next('snapshot');
  await spy.next('snapshot');
  t = performance.now();
});
afterEach(async () => {
  await host.close();
  await spy.close();
  await server.stop();
});

type TallyView = { beads: Record<string, number>; hidden: string | null; winners: string[]; awaiting: { type: string; player: string } | null };
const view = (): TallyView => server.session.state('host').view as unknown as TallyView;
const count = (): CountStatus | undefined => server.session.state('host').count;
const tap = (shell: string) => server.rig.placeTag(0, simUid(shellDeck, shell));
/** Runs the rig for `ms` of its time (a sample every 100 ms), or until `until` holds. */
const run = (ms: number, until?: () => boolean): void => {
  for (const end = t + ms; t < end; ) {
    t += 100;
    server.rig.emitSamples(t);
    if (until?.()) return;
  }
};

/** The host's tablet sends the hide or guess a private tap was for. */
async function play(shell: string): Promise<void> {
  const a = view().awaiting;
  tap(shell);
  const heard = await host.next('tap');
  expect(heard).toMatchObject({ outcome: 'picked', private: true, card: shell });
  await host.act({ type: 'input', input: { type: a?.type, player: a?.player, card: heard.card } });
}

describe('Tally, a game registered only in its test', () => {
  it('hides a shell by a private tap, plays against the computer, and counts the beads on the scale', async () => {
    await host.act({
      type: 'newGame',
      start: { type: 'start', game: 'tally', players: ['Ann', 'Bob'], options: { rounds: 2 } },
      computer: { second: 'steady' },
    });
    expect(server.session.state('host')).toMatchObject({ game: { id: 'tally', scale: 'count', deck: 'shells' }, computer: { seats: { second: 'steady' } } });
    expect(view().awaiting).toEqual({ type: 'hide', player: 'Ann' });

    // Ann hides the conch: the spectator hears a private tap and never which shell.
    await play('conch');
    expect(await spy.next('tap')).toEqual({ type: 'tap', outcome: 'picked', private: true });
    expect(server.session.state('spectator').view).toMatchObject({ hidden: '?' });
    expect(JSON.stringify(spy.received)).not.toMatch(/conch/);

    // The computer (Bob's seat) guesses, then hides in round 2; Ann guesses with a tap.
    await expect.poll(() => view().awaiting, { timeout: 20_000 }).toEqual({ type: 'guess', player: 'Ann' });
    await play('cowrie');
    expect(view()).toMatchObject({ awaiting: null, winners: expect.any(Array) });
    const ledger = view().beads.Ann ?? 0;
    expect(ledger + (view().beads.Bob ?? 0)).toBe(2);

    // The scale counts what the game declares: beads (their weight known from an earlier start).
    run(4500);
    expect(count()).toMatchObject({
      kinds: [{ id: 'bead', one: 'bead', many: 'beads' }],
      pieces: [{ id: 'beads', kind: 'bead' }],
      units: { bead: { grams: 2.4 } },
    });
    for (const [msg, error] of [
      [{ type: 'count', action: 'tare', kind: 'treasure' }, /kind must be one of bead \(not "treasure"\)/],
      [{ type: 'count', action: 'cup', holder: 'Ann', pieces: 'crew' }, /pieces must be one of beads \(not "crew"\)/],
      [{ type: 'count', action: 'cup', holder: 'Zed', pieces: 'beads' }, /no player "Zed"/],
    ] as const)
      expect(await host.request(msg)).toMatchObject({ type: 'error', message: expect.stringMatching(error) });
    await host.act({ type: 'count', action: 'tare' });
    run(300);
    await host.act({ type: 'count', action: 'cup', holder: 'Ann', pieces: 'beads' });
    expect(count()?.message).toBe("Pour Ann's beads into the cup, all at once, then Count.");
    // One bead more than the ledger is poured: the count differs, and it stands.
    server.rig.setGrams(0, (ledger + 1) * BEAD.grams);
    run(300);
    await host.act({ type: 'count', action: 'count' });
    run(10_000, () => count()?.stage !== 'counting');
    expect(count()).toMatchObject({ stage: 'ready', total: ledger + 1 });
    await host.act({ type: 'count', action: 'done' });
    expect(count()?.check).toEqual({ holder: 'Ann', pieces: 'beads', ledger, counted: ledger + 1, agrees: false });
    await host.act({ type: 'count', action: 'decide', stands: 'count' });
    expect(view().beads.Ann).toBe(ledger + 1);
    expect(server.session.state('host').inputs).toBe(6);
  });

  it('perft walks it with its computer hooks, from its set-up with the options given', async () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // Each move is one of three shells: 3, 9, 27 lines; two rounds end after four moves.
      for (const [depth, nodes] of [
        [1, 3],
        [3, 27],
        [5, 0],
      ])
        expect([await perft(['tally', String(depth)], registry), out.mock.calls.at(-1)?.[0]]).toEqual([0, JSON.stringify({ depth, nodes })]);
      expect([await perft(['tally', '5', '--rounds', '3'], registry), out.mock.calls.at(-1)?.[0]]).toEqual([0, JSON.stringify({ depth: 5, nodes: 243 })]);
      expect(await perft(['tally', '2', '--rounds', '10'], registry)).toBe(2);
      expect(err.mock.calls.at(-1)?.[0]).toMatch(/--rounds must be a whole number from 1 to 9, not "10"/);
      expect(await perft(['tally', '2', '--target', '3'], registry)).toBe(2);
      expect(err.mock.calls.at(-1)?.[0]).toMatch(/unknown option --target \(tally: --rounds\)/);
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});
