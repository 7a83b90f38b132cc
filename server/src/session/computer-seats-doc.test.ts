// server/API.md says what the server does with the computer's seats, which computer-seats.int.test.ts
// shows it doing: a restart, and a game put away then taken up, keep them; a new game starts with
// people in every seat but those it names; only a problem gives a seat back, with a warning.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const api = readFileSync(new URL('../../API.md', import.meta.url), 'utf8');
const section = api.slice(api.indexOf('**`computer`**'), api.indexOf('**`resume`**')).replace(/\s+/g, ' ');

describe('server/API.md on the computer’s seats', () => {
  it('says a restart and a resume keep them, as the server does', () => {
    expect(section.length).toBeGreaterThan(0);
    expect(section).not.toMatch(/restart gives every seat back/);
    expect(section).toMatch(/a restart finds the computer in its seats/);
    expect(section).toMatch(/takes its seats along, and `resume` gives them back/);
    expect(section).toMatch(/a new game starts with every seat a person's, except those `newGame.computer` names/);
    expect(section).toMatch(/only a problem gives a seat back to a person, with a warning/);
  });
});
