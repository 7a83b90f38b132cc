import { describe, expect, it } from 'vitest';
import { SEAT_COLOURS, seatColour, seatHue } from './seat-colours.ts';

describe('seat colours', () => {
  const players = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fin', 'Gus'];
  it('gives each of 7 seats its own colour, by seat', () => {
    const colours = players.map((p) => seatColour(p, players));
    expect(new Set(colours).size).toBe(7);
    expect(seatColour('Cy', players)).toBe(SEAT_COLOURS[2]);
    // The same seat, the same colour, whatever the names.
    expect(seatColour('Zed', ['Xi', 'Yu', 'Zed'])).toBe(seatColour('Cy', players));
  });
  it('keeps the Interloper and anyone unseated apart from the players', () => {
    const colours = new Set(players.map((p) => seatColour(p, players)));
    expect(colours.has(seatColour('Interloper', [...players, 'Interloper']))).toBe(false);
    expect(colours.has(seatColour('Nobody', players))).toBe(false);
  });
  it('pairs each seat with a mark of its own, so no one needs the colour (issue 31)', () => {
    expect(new Set(players.map((p) => seatHue(p, players).mark)).size).toBe(7);
    expect(seatHue('Interloper', [...players, 'Interloper']).mark).not.toBe(seatHue('Ann', players).mark);
  });
  it('uses none of the stash or captain colours', () => {
    for (const c of SEAT_COLOURS) expect(['#c0392b', '#1d1d1d', '#f0b429']).not.toContain(c);
  });
});
