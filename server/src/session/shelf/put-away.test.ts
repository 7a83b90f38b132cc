// Putting a game away (newGame, resume) when games/ is on another file system, or cannot take it:
// the move works across file systems, and a put-away that fails leaves the game on the table,
// logged as before (its next input is kept, and a restart replays it).
import { mkdtempSync, readdirSync, rmSync, statfsSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeTableDevice } from '../../devices/fake-rig-for-tests.ts';
import { diskOps, type FileOps } from '../durable.ts';
import { TableSession } from '../table-session.ts';
import { everyGame } from '../../../../test/every-game.ts';

const dirs: string[] = [];
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'qm-putaway-'));
  dirs.push(dir);
});
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const open = () => TableSession.open({ ...everyGame(), dataDir: dir, device: fakeTableDevice({ rate: 0 }) });
const start = { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] };

describe('putting a game away', () => {
  it('a put-away that fails is refused, and the game goes on being logged: its next input is kept and a restart replays it', async () => {
    const session = await open();
    expect(session.input(start)).toEqual({ ok: true });
    // A file where games/ should be: nothing can be put away there.
    rmSync(join(dir, 'games'), { recursive: true });
    writeFileSync(join(dir, 'games'), 'in the way');
    expect(session.games.newGame(start)).toEqual({ ok: false, reason: expect.stringMatching(/^the game log could not be put away: /) });
    expect(session.state('host').inputs).toBe(1);
    expect(session.input({ type: 'reveal', player: 'Ann', card: '9H' })).toEqual({ ok: true });
    await session.close();
    rmSync(join(dir, 'games'));
    const again = await open();
    expect(again.state('host').inputs).toBe(2);
    await again.close();
  });

  it("a newGame with no descriptor left (EMFILE) is refused in the table's words, without the server's path; it goes through once one is free", async () => {
    let exhausted = true;
    const fileOps: FileOps = {
      ...diskOps,
      open(path, flags) {
        if (exhausted && path.endsWith('.next'))
          throw Object.assign(new Error(`EMFILE: too many open files, open '${path}'`), { code: 'EMFILE', path, syscall: 'open' });
        return diskOps.open(path, flags);
      },
    };
    const session = await TableSession.open({ ...everyGame(), dataDir: dir, device: fakeTableDevice({ rate: 0 }), fileOps });
    expect(session.input(start)).toEqual({ ok: true });
    expect(session.games.newGame(start)).toEqual({
      ok: false,
      reason: 'the game log could not be put away: the table cannot open more files just now (too many connections?): try again (EMFILE)',
    });
    expect(session.state('host').inputs).toBe(1);
    exhausted = false;
    expect(session.games.newGame(start)).toEqual({ ok: true });
    expect(session.shelf().saved).toHaveLength(1);
    await session.close();
  });

  const shm = '/dev/shm';
  const otherFs = ((): boolean => {
    try {
      const [a, b] = [statfsSync(shm), statfsSync(tmpdir())];
      return a.type !== b.type || a.blocks !== b.blocks;
    } catch {
      return false;
    }
  })();
  it.runIf(otherFs)('puts a game away to games/ on another file system, and takes it up again', async () => {
    const elsewhere = mkdtempSync(join(shm, 'qm-games-'));
    dirs.push(elsewhere);
    symlinkSync(elsewhere, join(dir, 'games'));
    const session = await open();
    expect(session.input(start)).toEqual({ ok: true });
    expect(session.input({ type: 'reveal', player: 'Ann', card: '9H' })).toEqual({ ok: true });
    expect(session.games.newGame(start)).toEqual({ ok: true });
    const [saved] = session.shelf().saved;
    expect(saved).toMatchObject({ game: '7-seize', inputs: 2 });
    expect(readdirSync(elsewhere)).toContain(`${saved?.id}.jsonl`);
    expect(session.state('host').inputs).toBe(1);
    expect(session.games.resume(saved?.id ?? '')).toEqual({ ok: true });
    expect(session.state('host').inputs).toBe(2);
    expect(session.input({ type: 'reveal', player: 'Bob', card: '4S' })).toEqual({ ok: true });
    await session.close();
    const again = await open();
    expect(again.state('host').inputs).toBe(3);
    await again.close();
  });
});
