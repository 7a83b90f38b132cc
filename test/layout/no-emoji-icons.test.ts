// The tablet draws its icons itself (web-ui/src/parts/Icons.tsx): an emoji pictograph shows only
// where the tablet has an emoji font, and is an empty box elsewhere (chromium on Debian without
// fonts-noto-color-emoji). No source file of the tablet writes one.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './source-files.ts';

/** Emoji pictographs and their modifiers (U+1F300–U+1FAFF, the flags' tags U+E0020–U+E007F). */
const EMOJI = /[\u{1F300}-\u{1FAFF}\u{E0020}-\u{E007F}]/u;

describe('the tablet draws its own icons', () => {
  it('no source file of web-ui/src (its tests aside) writes an emoji pictograph', () => {
    const found = sourceFiles(join(root, 'web-ui', 'src'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ file, line, i })),
      )
      .filter(({ line }) => EMOJI.test(line))
      .map(({ file, line, i }) => `${relative(root, file)}:${i + 1}: ${line.trim()}`);
    expect(found).toEqual([]);
  });
});
