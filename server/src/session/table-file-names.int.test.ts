// Warnings say what is wrong in the table's words, never where the server keeps its files: a data
// folder with damaged files warns every tablet, and no warning holds a path of the server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../testing.ts';
import { inTableWords } from './table-file-names.ts';
import { everyGame } from '../../../test/every-game.ts';

const PROJECT = fileURLToPath(new URL('../../../', import.meta.url));
let server: TestServer | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
});

describe('warnings in the table’s words', () => {
  it('a damaged card map, a torn log, damaged seats and learned weights warn host and spectator with no path of the server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'qm-words-'));
    mkdirSync(join(dataDir, 'cards'));
    writeFileSync(join(dataDir, 'cards', 'loot.json'), '{"04A1": ');
    writeFileSync(join(dataDir, 'game.jsonl'), '{"type":"start","game":"7-seize","players":["Ann","Bob"]}\n{"type":"rev');
    writeFileSync(join(dataDir, 'computer-seats.json'), '{"silver": hard}');
    writeFileSync(join(dataDir, 'count-units.json'), '[1, 2]');
    server = await startTestServer({ ...everyGame(), dataDir });
    const ws = async (token: string | undefined) => {
      const c = await TestClient.connect(server!.wsUrl, { token });
      const snap = await c.next<{ type: string; warnings: string[] }>('snapshot');
      await c.close();
      return snap.warnings;
    };
    const http = async (token: string | undefined) =>
      ((await (await fetch(`${server!.url}/api/state`, token ? { headers: { authorization: `Bearer ${token}` } } : {})).json()) as { warnings: string[] })
        .warnings;
    for (const token of [undefined, server.token]) {
      for (const warnings of [await ws(token), await http(token)]) {
        expect(warnings).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^cards\/loot\.json is not valid JSON/),
            expect.stringMatching(/^game\.jsonl line 2 was cut short/),
            expect.stringMatching(/^computer-seats\.json was ignored/),
            expect.stringMatching(/^count-units\.json was ignored/),
          ]),
        );
        for (const w of warnings) {
          expect(w).not.toContain(dataDir);
          expect(w).not.toContain(PROJECT);
        }
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names a saved game by when it was put away and which game, and a file system error by the file, not its path', () => {
    const files = { dataDir: '/srv/qm', gameName: (id: string) => (id === '7-seize' ? '7 Seize' : undefined), gameIds: ['7-seize'] };
    const saved = inTableWords("EACCES: permission denied, open '/srv/qm/games/2026-11-26T14-02-09-123Z-7-seize-2.computer.json'", files);
    expect(saved).toMatch(/^EACCES: permission denied, open 'the computer's seats of the saved game of 26 Nov, \d\d:\d\d \(7 Seize\)'$/);
    expect(inTableWords('/srv/qm/games/2026-11-26T14-02-09-123Z-7-seize.jsonl line 3 was skipped', files)).toMatch(/^the saved game of .* \(7 Seize\) line 3/);
    expect(inTableWords('/srv/qm/cards/loot.json.tmp could not be renamed; /srv/qm is full', files)).toBe(
      'cards/loot.json.tmp could not be renamed; the data folder is full',
    );
    expect(inTableWords(`cannot import ${PROJECT}games/loot/view.ts`, files)).toBe('cannot import games/loot/view.ts');
  });
});
