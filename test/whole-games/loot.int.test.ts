// Loot's 4-player partnership game, whole, through the real server in this process: the host's
// inputs over the WebSocket hub, each new state checked against a simulated table (a shuffled
// deck, true hands) playing the same game. The browser plays the 3-player game from the shelf
// (test/e2e/loot.test.ts) and shows this game's final scores; the many steps are checked here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scores } from '../../games/loot/score.ts';
import { LootSim } from '../../games/loot/testing/random-game.ts';
import type { StateMsg } from '#protocol';
import { viewShownTo } from '../../server/src/session/viewer-filter.ts';
import { startTestServer, TestClient, type TestServer } from '../../server/src/testing.ts';
import { everyGame } from '../every-game.ts';

const PLAYERS = ['Ann', 'Bob', 'Cy', 'Dee'];
let server: TestServer;
/** A host tablet for each seat: each has its own allowance of messages a second, as at a table. */
const hosts = new Map<string, TestClient>();
let spectator: TestClient;
beforeAll(async () => {
  server = await startTestServer(everyGame());
  for (const p of PLAYERS) hosts.set(p, await TestClient.connect(server.wsUrl, { token: server.token }));
  spectator = await TestClient.connect(server.wsUrl);
});
afterAll(async () => {
  for (const c of hosts.values()) await c.close();
  await spectator?.close();
  await server?.stop();
});

interface Shown {
  phase: string;
  partnership: boolean;
  hands: Record<string, number>;
  drawPile: number;
  atSea: { merchant: string; leader: string | null; attacks: { side: string; strength: number }[] }[];
  lastCaptures: { side: string }[];
  scores: Record<string, { score: number }> | null;
  winners: string[];
}

describe('Loot through the server, in process', () => {
  it('4 players in partnership: teams attack and score as one, every state as the table has it, to the final scores (L6, L13, L17, L24, L28)', async () => {
    const sim = new LootSim({ players: 4, partnership: true, seed: 42, drawBias: 0.3 });
    sim.start();
    let inputs = 0;
    let captures = 0;
    let contested = 0;
    for (let input = sim.inputs[0] ?? null; input; input = sim.decide()) {
      if (inputs > 0) sim.send(input);
      const host = hosts.get('player' in input && input.player ? input.player : 'Ann')!;
      const reply = await host.request({ type: 'input', input });
      expect(reply, `${JSON.stringify(input)}: ${reply.message}`).toMatchObject({ type: 'ack' });
      inputs++;
      const state = await hosts.get('Ann')!.next<StateMsg>('state', (m) => (m as StateMsg).inputs === inputs);
      const shown = state.view as unknown as Shown;
      // The host sees what the table's view shows a player, hand counts (L6) and leaders (L13) included.
      expect(shown).toEqual({ ...viewShownTo(sim.table, 'host'), awaiting: state.view.awaiting });
      // A spectator sees no score while gold is hidden (L28).
      const watched = (await spectator.next<StateMsg>('state', (m) => (m as StateMsg).inputs === inputs)).view as unknown as Shown;
      if (watched.phase !== 'finished') expect(watched.scores).toBeNull();
      for (const [p, hand] of sim.hands) expect(shown.hands[p]).toBe(hand.length);
      expect(shown.drawPile).toBe(sim.pile.length);
      if (shown.atSea.some((m) => m.attacks.length > 1)) contested++;
      if (shown.phase === 'turn' && shown.lastCaptures.length > 0) {
        captures++;
        // Teams capture as one side (L17), and gold stays hidden while the game goes on (L28).
        expect(shown.lastCaptures.every((c) => c.side === 'Ann+Bob' || c.side === 'Cy+Dee')).toBe(true);
        expect(JSON.stringify(shown.lastCaptures)).not.toMatch(/gold/);
      }
    }
    const end = server.session.state('host').view as unknown as Shown;
    expect(end).toMatchObject({ phase: 'finished', partnership: true, awaiting: null });
    expect(end.winners).toEqual(sim.state.winners);
    // Each team's score is its captured gold less the merchants left in its hands (L24).
    expect(Object.keys(scores(sim.state)).sort()).toEqual(['Ann+Bob', 'Cy+Dee']);
    for (const [side, sc] of Object.entries(scores(sim.state))) expect(end.scores?.[side]?.score).toBe(sc.score);
    expect(captures).toBeGreaterThan(0);
    expect(contested).toBeGreaterThan(0);
  });
});
