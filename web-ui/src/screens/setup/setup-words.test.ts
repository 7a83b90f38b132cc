// The tablet's words for the rig's wiring say what the terminal's English says (hardware/
// wiring-parts.ts): a part added or reworded there and not here fails.
import { describe, expect, it } from 'vitest';
import { RIG_PARTS, WIRING, WIRING_PARTS } from '../../../../hardware/wiring-parts.ts';
import { PART_WORDS, RIG_PART_WORDS } from './setup-words.ts';

describe("the setup guide's words for the wiring", () => {
  it("are the terminal's English, part by part", () => {
    expect(RIG_PART_WORDS).toEqual(RIG_PARTS.map((p) => p.what));
    for (const part of WIRING_PARTS) {
      const w = PART_WORDS[part];
      expect([w.title, w.says]).toEqual([WIRING[part].title, WIRING[part].says]);
      const lower = `${WIRING[part].title.charAt(0).toLowerCase()}${WIRING[part].title.slice(1)}`;
      expect([w.wire, w.picture]).toEqual([`Wire ${lower}`, `The wiring picture: ${lower}`]);
    }
  });
});
