// The reader's taps between reveals, as a game declares them (GameDescription.reader.between): a
// private tap while placing face down (H12) is told to the host's tablet only and named to nobody
// else; a pick is told to the tablets; without a declaration the tap is refused. A test-only game
// (the coin toss placed face down) declares each in turn: no shared file names it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRegistry } from '../../../../games/core/table.ts';
import type { AnyGameModule, ReaderUse } from '../../../../games/core/types.ts';
import { coinDeck, coinToss } from '../../../../test/games/coin-game.ts';
import { fakeTableDevice } from '../../devices/fake-rig-for-tests.ts';
import type { TapMsg } from '#protocol';
import { simUid } from './card-map.ts';
import { TableSession } from '../table-session.ts';
import { tapShownTo } from '../viewer-filter.ts';

/** The coin toss, its coins placed face down one player at a time (it awaits a `place`, not a reveal). */
function placedFaceDown(reader: ReaderUse | undefined): GameRegistry {
  const game: AnyGameModule = {
    ...coinToss,
    id: 'coin-toss',
    awaiting: (s: { players: string[]; coins: Record<string, string> }) => {
      const next = s.players.find((p) => !(p in s.coins));
      return next ? { type: 'place', player: next } : null;
    },
    description: { ...coinToss.description, ...(reader ? { reader } : {}) },
  };
  return new Map([[game.id, game]]);
}

let dir: string | null = null;
let session: TableSession | null = null;
afterEach(async () => {
  await session?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  session = null;
});

async function tapWith(reader: ReaderUse | undefined): Promise<TapMsg> {
  dir = mkdtempSync(join(tmpdir(), 'qm-reader-'));
  const dev = fakeTableDevice({ rate: 0 });
  session = await TableSession.open({ dataDir: dir, device: dev, registry: placedFaceDown(reader) });
  expect(session.input({ type: 'start', game: 'coin-toss', players: ['Ann', 'Bob'] })).toEqual({ ok: true });
  const taps: TapMsg[] = [];
  session.on('tap', (t) => taps.push(t));
  dev.fake.placeTag(0, simUid(coinDeck, 'gold'));
  expect(taps).toHaveLength(1);
  return taps[0] as TapMsg;
}

describe('a tap between reveals, as the game declares it', () => {
  it('private (H12): the host is told the card to send with its placement; a spectator learns nothing of it', async () => {
    const tap = await tapWith({ between: 'private' });
    expect(tap).toMatchObject({ outcome: 'picked', card: 'gold', private: true });
    expect(session && tapShownTo(session.current, 'host', tap)).toMatchObject({ outcome: 'picked', card: 'gold', private: true });
    const spectator = session && tapShownTo(session.current, 'spectator', tap);
    expect(spectator?.card ?? null).toBeNull();
    expect(spectator?.uid).toBeUndefined();
  });

  it('pick: the tablets are told the card, not privately', async () => {
    const tap = await tapWith({ between: 'pick' });
    expect(tap).toMatchObject({ outcome: 'picked', card: 'gold' });
    expect(tap.private).toBeUndefined();
  });

  it('undeclared: the tap is refused, as the game is not waiting for a card', async () => {
    expect(await tapWith(undefined)).toMatchObject({ outcome: 'ignored', message: 'the game is not waiting for a card' });
  });
});
