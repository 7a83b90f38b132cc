// Blackbeard's Booty's screens in the tablet's language (its catalogue, ./locales): the question
// read out with the pirate's colour in the language's words, and why the board takes no move.
import { afterEach, describe, expect, it } from 'vitest';
import { announcement } from '../../cues/announce.ts';
import { activate } from '../../i18n/i18n.ts';
import { sessionWith } from '../../testing/session.ts';
import { bootyUi } from './index.tsx';
import { messages as fr } from './locales/fr.ts';
import { whyIdle } from './why-idle.ts';

afterEach(() => activate('en', {}));

const players = { gold: 'Anne', silver: 'Bonny' };

describe("Blackbeard's Booty's words in the tablet's language", () => {
  it('reads out who is to move, the colour in French', () => {
    const turn = { game: 'blackbeards-booty', phase: 'move', winners: [], awaiting: { type: 'move', player: 'Anne', colour: 'gold' } };
    expect(announcement(sessionWith(turn), bootyUi)).toBe('Anne (gold) to move.');
    activate('fr', fr);
    expect(announcement(sessionWith(turn), bootyUi)).toBe('À Anne (or) de jouer.');
  });

  it('says why the board waits for the computer in French, its ruling kept', () => {
    activate('fr', fr);
    expect(whyIdle({ phase: 'move', toMove: 'silver', players }, true, { silver: 'hard' })?.words).toBe(
      "c'est au tour de Bonny (l'ordinateur, argent) : attendez-le, puis jouez",
    );
    expect(whyIdle({ phase: 'first', toMove: null, players }, true, undefined)?.rules).toEqual(['B6']);
  });
});
