// Practice is practice, through the hub on a real server: a scripted first round is held on its step
// (Pause), played a step at a time (Next), stepped back (Back) and let go again (Play); a guided game
// played to its end is not counted in the logbook either, and neither first game writes a line of it
// (no `begun`); its bag draw is the table's own. Bad requests are refused in words.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SnapshotMsg, StateMsg } from '#protocol';
import { registry as everyGameRegistry } from '../../../../games/index.ts';
import type { GameRegistry } from '../../../../games/core/table.ts';
import type { AnyGameModule } from '../../../../games/core/types.ts';
import { openTableDevice } from '../../devices/open.ts';
import { type Running, startServer } from '../../start.ts';
import { TestClient } from '../../testing.ts';
import { everyGame } from '../../../../test/every-game.ts';
import type { FirstRoundPace } from './first-round.ts';

const running: Running[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all(running.splice(0).map((r) => r.close()));
});

async function table(opts: { registry?: GameRegistry; pace?: FirstRoundPace } = {}): Promise<{ host: TestClient; url: string; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qm-practice-'));
  const games = everyGame();
  const r = await startServer({
    dataDir,
    device: await openTableDevice({ dataDir }),
    ...games,
    ...(opts.registry ? { registry: opts.registry } : {}),
    httpPort: 0,
    host: '127.0.0.1',
    token: 'practice-token',
    uiDir: null,
    logger: false,
    computerBudgetMs: 20,
    firstRoundPace: opts.pace ?? 0,
  });
  running.push(r);
  const host = await TestClient.connect(`${r.url.replace(/^http/, 'ws')}/ws`, { token: 'practice-token' });
  clients.push(host);
  await host.next<SnapshotMsg>('snapshot');
  return { host, url: r.url, dataDir };
}

/** A pace that holds every step until the test lets the round go: a held round moves only by Next and Back. */
const held: FirstRoundPace = () => new Promise<void>(() => {});
const firstOf = (m: unknown) => (m as StateMsg).firstGame;
const logbookLines = (dataDir: string): string[] => {
  const path = join(dataDir, 'logbook.jsonl');
  return existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : [];
};

describe('a scripted round: Pause, Next, Back and Play', () => {
  it('is held on its step, played a step at a time, stepped back, and let go to its end', async () => {
    const { host, dataDir } = await table({ pace: held });
    await host.act({ type: 'firstGame', action: 'start', game: 'loot' });
    await host.act({ type: 'firstGame', action: 'pause' });
    const paused = await host.next<StateMsg>('state', (m) => firstOf(m)?.state === 'paused');
    expect(paused.firstGame).toMatchObject({ kind: 'watch', step: 1, back: false });
    const loot = everyGameRegistry.get('loot')?.firstGame;
    const steps = loot?.kind === 'watch' ? loot.steps : [];
    expect(paused.firstGame?.said).toBe(steps[0]?.say);
    // Next plays the step shown and shows the next one, still held.
    await host.act({ type: 'firstGame', action: 'next' });
    await host.act({ type: 'firstGame', action: 'next' });
    const on = await host.next<StateMsg>('state', (m) => firstOf(m)?.step === 3);
    expect(on.firstGame).toMatchObject({ state: 'paused', back: true, said: steps[2]?.say });
    const inputsAt3 = on.inputs;
    // Back takes the last step played back: its moves undone, the step shown again.
    await host.act({ type: 'firstGame', action: 'back' });
    const back = await host.next<StateMsg>('state', (m) => firstOf(m)?.step === 2);
    expect(back.firstGame).toMatchObject({ state: 'paused', said: steps[1]?.say });
    expect(back.inputs).toBeLessThanOrEqual(inputsAt3);
    await host.act({ type: 'firstGame', action: 'back' });
    await host.next<StateMsg>('state', (m) => firstOf(m)?.step === 1);
    const refused = await host.request({ type: 'firstGame', action: 'back' });
    expect(refused.message).toMatch(/first step: there is no step to take back/);
    expect((await host.request({ type: 'firstGame', action: 'rewind' })).message).toMatch(/action/);
    // Played to its end a step at a time, then nothing more to play.
    for (let i = 0; i < steps.length; i++) await host.act({ type: 'firstGame', action: 'next' });
    const over = await host.next<StateMsg>('state', (m) => firstOf(m)?.state === 'over');
    expect(over.view).toMatchObject({ captured: { Ann: 0, Bob: 1 } });
    expect((await host.request({ type: 'firstGame', action: 'next' })).message).toMatch(/the first round is over/);
    expect(logbookLines(dataDir)).toEqual([]);
  });

  it('Play lets a paused round go on at its pace to its end; Back cannot undo the cups emptied', async () => {
    let holding = true;
    const pace: FirstRoundPace = () => (holding ? new Promise<void>(() => {}) : Promise.resolve());
    const { host } = await table({ pace });
    await host.act({ type: 'firstGame', action: 'start', game: 'plunder' });
    await host.act({ type: 'firstGame', action: 'pause' });
    await host.next<StateMsg>('state', (m) => firstOf(m)?.state === 'paused');
    holding = false;
    await host.act({ type: 'firstGame', action: 'play' });
    const end = await host.next<StateMsg>('state', (m) => ['over', 'stopped'].includes(firstOf(m)?.state ?? ''), 60_000);
    expect(end.firstGame?.problem ?? end.firstGame?.state).toBe('over');
    // Plunder's round ends with the cups emptied: that step cannot be taken back.
    expect(end.firstGame?.back).toBe(false);
    expect((await host.request({ type: 'firstGame', action: 'back' })).message).toMatch(/emptied the cups/);
    // A guided game has no steps to pause.
    await host.act({ type: 'firstGame', action: 'start', game: 'blackbeards-booty' });
    expect((await host.request({ type: 'firstGame', action: 'pause' })).message).toMatch(/no first round on the table to pause/);
  });
});

describe('a guided game is practice too', () => {
  it('played to its end, it is not in the logbook, and no line of the logbook names it; the table draws the bag', async () => {
    const booty = everyGameRegistry.get('blackbeards-booty') as AnyGameModule;
    const first = booty.firstGame;
    if (first?.kind !== 'guided') throw new Error("Blackbeard's Booty's first game is a guided one");
    // The same guided game, to a target of 1 with the computer in both seats: it plays itself to its end.
    const quick = { ...first, start: { ...first.start, options: { targetScore: 1 } }, computer: { gold: 'easy', silver: 'easy' } };
    const registry: GameRegistry = new Map([...everyGameRegistry, ['blackbeards-booty', { ...booty, firstGame: quick } as AnyGameModule]]);
    const { host, url, dataDir } = await table({ registry });
    await host.act({ type: 'firstGame', action: 'start', game: 'blackbeards-booty' });
    const started = await host.next<StateMsg>('state', (m) => firstOf(m)?.kind === 'guided');
    // No bag draw to tell the tablet: the table drew it (B6).
    expect((started.view.awaiting as { type?: string } | null)?.type).not.toBe('first');
    expect(['gold', 'silver']).toContain((started.start?.options as { first?: string } | undefined)?.first);
    const end = await host.next<StateMsg>('state', (m) => (m as StateMsg).view.awaiting === null && (m as StateMsg).inputs > 1, 120_000);
    expect(end.firstGame?.kind).toBe('guided');
    const logbook = (await (await fetch(`${url}/api/logbook`, { headers: { authorization: 'Bearer practice-token' } })).json()) as { games: unknown[] };
    expect(logbook.games).toEqual([]);
    expect(logbookLines(dataDir)).toEqual([]);
    // A game of the table's own after it is counted from its start.
    await host.act({ type: 'newGame', start: { type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Bob' } } });
    await host.next<StateMsg>('state', (m) => (m as StateMsg).firstGame === undefined && (m as StateMsg).inputs === 1);
    expect(logbookLines(dataDir).map((l) => (JSON.parse(l) as { kind: string }).kind)).toEqual(['begun']);
  });
});
