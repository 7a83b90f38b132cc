// A rules page split into the entries Ask the rules searches: its rulings by id, the parts of its
// brief by name, in the page's order; and every game's page yields each of its rulings once.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../index.ts';
import { ruleEntries } from './rule-book.ts';

const PAGE = `# A game: the rules

What the page is: no entry.

## The game in brief

**Set-up.** Lay out the _board_ and
the \`coins\`.

**A turn** has two steps.

1. **Move.** Move a piece.
2. **Score.** Count:
   - **red** pieces count 2;
   - **blue** pieces count 1.

A paragraph with no bold opening belongs to Score.

## Rulings

### Moving

- **X1.** A piece moves one square.

  \`\`\`
  a1 b1
  \`\`\`

- **X2. Leaping.** A piece may leap.

| a | b |
| - | - |
| 1 | 2 |
`;

describe('a rules page split into entries', () => {
  it('rulings by id, parts of the brief by name, plain text, in the page order', () => {
    expect(ruleEntries(PAGE)).toEqual([
      { id: 'set-up', title: 'Set-up', section: 'The game in brief', text: 'Lay out the board and the coins.', ruling: false },
      { id: 'a-turn', title: 'A turn', section: 'The game in brief', text: 'has two steps.', ruling: false },
      { id: 'move', title: 'Move', section: 'The game in brief', text: 'Move a piece.', ruling: false },
      {
        id: 'score',
        title: 'Score',
        section: 'The game in brief',
        text: 'Count: red pieces count 2; blue pieces count 1. A paragraph with no bold opening belongs to Score.',
        ruling: false,
      },
      { id: 'X1', title: 'Moving', section: 'Moving', text: 'A piece moves one square.', ruling: true },
      { id: 'X2', title: 'Leaping', section: 'Moving', text: 'A piece may leap.', ruling: true },
    ]);
  });

  it('a name used twice gets an id of its own each time', () => {
    const ids = ruleEntries('## A\n\n**Note.** one\n\n## B\n\n**Note.** two\n').map((e) => e.id);
    expect(ids).toEqual(['note', 'note-2']);
  });

  for (const id of registry.keys()) {
    it(`${id}: every ruling of its rules page is an entry, in order, with its text`, () => {
      const entries = ruleEntries(readFileSync(new URL(`../../docs/rules/${id}.md`, import.meta.url), 'utf8'));
      const rulings = entries.filter((e) => e.ruling);
      const letter = rulings[0]?.id[0] as string;
      expect(rulings.length).toBeGreaterThan(20);
      expect(rulings.map((e) => e.id)).toEqual(rulings.map((_, i) => `${letter}${i + 1}`));
      for (const e of entries) expect(e.text.length, e.id).toBeGreaterThan(10);
    });
  }
});
