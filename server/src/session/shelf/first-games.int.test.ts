// First games through the hub, on a real server: the scripted first round of every game that
// declares one plays itself to its end on the simulated rig (its cards tapped on the virtual reader,
// its pieces poured into the virtual cups), stops when asked, and is never counted in the logbook;
// Blackbeard's Booty's guided game seats the computer pirate, a practice game too; a real rig refuses a scripted round,
// and every bad request is refused in words, the table unchanged.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SnapshotMsg, StateMsg } from '#protocol';
import { registry as everyGameRegistry } from '../../../../games/index.ts';
import type { GameRegistry } from '../../../../games/core/table.ts';
import type { AnyGameModule } from '../../../../games/core/types.ts';
import { registry as tallyRegistry } from '../../../../test/games/tally/registry.ts';
import { fakeTableDevice } from '../../devices/fake-rig-for-tests.ts';
import { openTableDevice } from '../../devices/open.ts';
import type { TableDevice } from '../../devices/table-device.ts';
import { type Running, startServer } from '../../start.ts';
import { TestClient } from '../../testing.ts';
import { everyGame } from '../../../../test/every-game.ts';

const SHELL = 'conch';
const running: Running[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(running.splice(0).map((r) => r.close()));
});

/** A table on `device` (the simulated rig unless told) refereeing `registry`, a scripted round's steps unpaced. */
async function table(registry?: GameRegistry, device?: TableDevice): Promise<{ host: TestClient; url: string; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qm-first-'));
  const r = await startServer({
    dataDir,
    device: device ?? (await openTableDevice({ dataDir })),
    ...(registry ? { registry } : everyGame()),
    httpPort: 0,
    host: '127.0.0.1',
    token: 'first-token',
    uiDir: null,
    logger: false,
    firstRoundPace: 0,
  });
  running.push(r);
  const host = await TestClient.connect(`${r.url.replace(/^http/, 'ws')}/ws`, { token: 'first-token' });
  clients.push(host);
  await host.next<SnapshotMsg>('snapshot');
  return { host, url: r.url, dataDir };
}

const firstGameOf = (m: unknown) => (m as StateMsg).firstGame;
const ended = (m: unknown) => ['over', 'stopped'].includes(firstGameOf(m)?.state ?? '');

/** What each game's first round leaves on the table. */
const LEAVES: Record<string, (view: Record<string, unknown>) => void> = {
  '7-seize': (v) => expect(v).toMatchObject({ round: 2, captain: 'Ann', collections: { Ann: 1, Bob: 4, Cy: 2 } }),
  loot: (v) => expect(v).toMatchObject({ captured: { Ann: 0, Bob: 1 } }),
  plunder: (v) => expect(v).toMatchObject({ players: { Cy: { crew: 2 }, Ann: { treasures: { yellow: 1 } } } }),
  'the-high-seize': (v) => expect(v).toMatchObject({ round: 2, history: [{ round: 1, sunk: ['Ann'] }] }),
};

describe('a scripted first round on the simulated rig', () => {
  for (const [id, leaves] of Object.entries(LEAVES))
    it(`${id}: plays itself to its end on the simulated rig, as its script says`, async () => {
      const { host } = await table();
      await host.act({ type: 'firstGame', action: 'start', game: id });
      const end = await host.next<StateMsg>('state', ended, 120_000);
      const steps = everyGameRegistry.get(id)?.firstGame;
      expect(end.firstGame, end.firstGame?.problem).toMatchObject({ kind: 'watch', state: 'over', step: steps?.kind === 'watch' ? steps.steps.length : -1 });
      expect(end.game?.id).toBe(id);
      leaves(end.view);
    });

  it('stops when asked, where it stands, and ends when another game is put on the table', async () => {
    const { host } = await table();
    await host.act({ type: 'firstGame', action: 'start', game: 'the-high-seize' });
    await host.act({ type: 'firstGame', action: 'stop' });
    const stopped = await host.next<StateMsg>('state', ended);
    expect(stopped.firstGame?.state).toBe('stopped');
    const at = stopped.inputs;
    await host.act({ type: 'newGame' });
    const cleared = await host.next<StateMsg>('state', (m) => (m as StateMsg).game === null);
    expect(cleared.firstGame).toBeUndefined();
    expect(at).toBeLessThan(20);
  });

  it('is never counted in the logbook, even played to the end of a game', async () => {
    const tally = tallyRegistry.get('tally') as AnyGameModule;
    const hide = (player: string, card: string) => ({ say: `${player} hides a shell.`, input: { type: 'hide', player, card } });
    const guess = (player: string, card: string) => ({ say: `${player} guesses.`, input: { type: 'guess', player, card } });
    const practice = {
      ...tally,
      firstGame: {
        kind: 'watch',
        about: 'A practice round.',
        start: { type: 'start', game: 'tally', players: ['Ann', 'Bob'], options: { rounds: 1 } },
        steps: [hide('Ann', SHELL), guess('Bob', SHELL)],
      },
    } as AnyGameModule;
    const { host, url, dataDir } = await table(new Map([['tally', practice]]));
    await host.act({ type: 'firstGame', action: 'start', game: 'tally' });
    const end = await host.next<StateMsg>('state', ended);
    expect(end.firstGame?.state).toBe('over');
    expect(end.view.awaiting).toBeNull();
    const logbook = (await (await fetch(`${url}/api/logbook`, { headers: { authorization: 'Bearer first-token' } })).json()) as { games: unknown[] };
    expect(logbook.games).toEqual([]);
    // Not a line of the logbook, not even that a game was begun.
    expect(existsSync(join(dataDir, 'logbook.jsonl')) ? readFileSync(join(dataDir, 'logbook.jsonl'), 'utf8') : '').toBe('');
  });
});

describe("Blackbeard's Booty's guided first game", () => {
  it('starts a game against the easy computer pirate, a practice game the logbook does not count', async () => {
    const { host, url } = await table();
    await host.act({ type: 'firstGame', action: 'start', game: 'blackbeards-booty' });
    const s = await host.next<StateMsg>('state', (m) => (m as StateMsg).firstGame?.kind === 'guided');
    expect(s.computer?.seats).toEqual({ silver: 'easy' });
    expect(s.view).toMatchObject({ players: { gold: 'You', silver: 'Computer (easy)' } });
    const logbook = (await (await fetch(`${url}/api/logbook`, { headers: { authorization: 'Bearer first-token' } })).json()) as { games: unknown[] };
    expect(logbook.games).toEqual([]);
  });
});

describe('refusals', () => {
  it('a real rig refuses a scripted round, and says why; a bad request is refused in words, the table unchanged', async () => {
    const fake = fakeTableDevice({ rate: 0 });
    const { host } = await table(undefined, { device: fake.device, rig: null, close: fake.close });
    const refused = async (msg: Record<string, unknown>) => {
      const r = await host.request(msg);
      expect(r.type, JSON.stringify(msg)).toBe('error');
      expect(r.message ?? '').not.toMatch(/\/tmp|qm-first/);
      return r.message ?? '';
    };
    expect(await refused({ type: 'firstGame', action: 'start', game: 'loot' })).toMatch(/simulated rig only.*real rig/);
    expect(await refused({ type: 'firstGame', action: 'start', game: 'no-such-game' })).toMatch(/there is no game "no-such-game"/);
    expect(await refused({ type: 'firstGame', action: 'start' })).toMatch(/no game/);
    expect(await refused({ type: 'firstGame', action: 'fly', game: 'loot' })).toMatch(/action/);
    expect(await refused({ type: 'firstGame', action: 'start', game: '../etc/passwd' })).toMatch(/game/);
    expect(await refused({ type: 'firstGame', action: 'start', game: 'loot', extra: 1 })).toMatch(/extra|not allowed|unknown/i);
    const state = (await (await fetch(`${running[0]?.url}/api/state`)).json()) as { game: unknown; firstGame?: unknown };
    expect(state.game).toBeNull();
    expect(state.firstGame).toBeUndefined();
    // A guided game needs no rig: it starts on a real one too.
    await host.act({ type: 'firstGame', action: 'start', game: 'blackbeards-booty' });
  });

  it('a game that declares no first game says so', async () => {
    const { host } = await table(tallyRegistry);
    const r = await host.request({ type: 'firstGame', action: 'start', game: 'tally' });
    expect(r.message).toMatch(/has no first game to start/);
  });
});
