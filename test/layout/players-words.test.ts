// What the tablet shows is in the players' words: the table is "the table" or "the tablet", never
// "the companion" (the developers' name for the whole product). Comments are the developers' own and
// are not read; every other line of the tablet's, the games', the server's and the bridge's source is.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './source-files.ts';

const COMMENT = /^\s*(\/\/|\*|\/\*)/;

/** The lines of `text` that say `word` outside a comment, as "file:line". */
function saying(file: string, text: string, word: RegExp): string[] {
  return text.split('\n').flatMap((line, i) => (!COMMENT.test(line) && word.test(line) ? [`${file}:${i + 1}`] : []));
}

describe("the players' words", () => {
  it('no text of the tablet, a game, the server or the rig check calls the table "the companion"', () => {
    const found = ['web-ui/src', 'games', 'server/src', 'firmware-bridge/src'].flatMap((dir) =>
      sourceFiles(join(root, dir)).flatMap((file) => saying(relative(root, file), readFileSync(file, 'utf8'), /companion/i)),
    );
    expect(found).toEqual([]);
  });

  it('reads a line of code, not a comment', () => {
    expect(saying('f.ts', "// the companion\n * the companion\nblurb: 'the companion keeps'", /companion/i)).toEqual(['f.ts:3']);
  });
});
