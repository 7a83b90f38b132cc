// The server's start-up warnings said on a tablet in its language: each goes with its id and values
// (server/src/session/warning-words.ts) in the table's words, and the tablet's warnings banner says
// it in German (web-ui/src/parts/Warnings.tsx); a file's name and what the rules said stay as they
// are, and a warning no one worded so is its English, marked as such.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../games/index.ts';
import { START_3 } from '../../games/seven-seize/testing/round-one.ts';
import { GameLog } from '../../server/src/session/log/game-log.ts';
import { fileNamesOf } from '../../server/src/session/table-file-names.ts';
import { warningsShownTo } from '../../server/src/session/viewer-filter.ts';
import { activate } from '../../web-ui/src/i18n/i18n.ts';
import { messages as de } from '../../web-ui/src/locales/de.ts';
import { messages as pl } from '../../web-ui/src/locales/pl.ts';
import { warningWords } from '../../web-ui/src/parts/Warnings.tsx';

const dirs: string[] = [];
afterEach(() => {
  activate('en', {});
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The warnings of a log whose second line the game refuses and whose last was torn, as a tablet gets them. */
function warned(): { english: string[]; words: ReturnType<typeof warningWords>[] } {
  const dir = mkdtempSync(join(tmpdir(), 'qm-warn-'));
  dirs.push(dir);
  const path = join(dir, 'game.jsonl');
  writeFileSync(path, `${JSON.stringify(START_3)}\n${JSON.stringify({ type: 'divvy', red: 9, black: 9 })}\n{"type":"sq`);
  const { log, warnings } = GameLog.open(path, registry);
  log.close();
  const said = warningsShownTo(warnings, fileNamesOf(dir, registry)).warningsSaid;
  return { english: warnings, words: warnings.map((w, i) => warningWords(w, said[i])) };
}

describe("the server's warnings in the tablet's language", () => {
  it('says each in English as the server does', () => {
    const { english, words } = warned();
    expect(english).toEqual([expect.stringMatching(/^game\.jsonl line 3 was cut short/), expect.stringMatching(/^game\.jsonl line 2 was skipped: /)]);
    expect(words.map((w) => w.text)).toEqual(english);
    expect(warningWords('computer-seats.json was ignored', undefined)).toEqual({ text: 'computer-seats.json was ignored', english: true });
  });

  it('says them in German and Polish, the file and what the rules said as they are', () => {
    activate('de', de);
    const [torn, skipped] = warned().words;
    expect(torn).toEqual({
      text: 'game.jsonl Zeile 3 wurde abgeschnitten (der Server hielt beim Schreiben an) und wird verworfen: "{\\"type\\":\\"sq"',
      english: false,
    });
    expect(skipped?.text).toMatch(/^game\.jsonl Zeile 2 wurde übersprungen: \S/);
    activate('pl', pl);
    expect(warned().words[1]?.text).toMatch(/^game\.jsonl wiersz 2 został pominięty: /);
  });
});
