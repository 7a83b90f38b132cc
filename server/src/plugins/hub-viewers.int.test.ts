// A position the table takes works out what it shows each kind of tablet only for the kinds
// connected (the hub names them to the session); the others' wait for their first read.
import { expect, it } from 'vitest';
import { TestClient, type TestServer } from '../testing.ts';
import { tableEach } from '../../../test/table-each.ts';

let server: TestServer;
tableEach((s) => (server = s));

const shown = () => server.session.current.last?.shows;

it('works out a new position for the tablets connected, and the rest on first read', async () => {
  expect(server.session.viewers()).toEqual([]);
  expect(server.session.input({ type: 'start', game: 'loot', players: ['Ann', 'Bob'] })).toEqual({ ok: true });
  // No tablet: what no viewer is shown (the card reader reads the game's view itself, for the seats).
  expect(shown()?.shown).toEqual({});

  const spectator = await TestClient.connect(server.wsUrl);
  await spectator.next('snapshot'); // its first read works the spectator's view out
  expect(server.session.viewers()).toEqual(['spectator']);
  expect(server.session.input({ type: 'play', card: 'M7.1' })).toEqual({ ok: true });
  expect(Object.keys(shown()?.shown ?? {})).toEqual(['spectator']);
  await spectator.next('state');

  const host = await TestClient.connect(server.wsUrl, { token: 'test-host-token' });
  await host.next('snapshot');
  expect([...server.session.viewers()].sort()).toEqual(['host', 'spectator']);
  await host.act({ type: 'input', input: { type: 'draw' } });
  expect(Object.keys(shown()?.shown ?? {}).sort()).toEqual(['host', 'spectator']);
  await host.close();
  await spectator.close();
});
