// The screens table as the header and the router read it: one screen an id, and every tab the
// header shows opens its own screen (the shelf standing in for a screen of the game while there is none).
import { describe, expect, it } from 'vitest';
import { SCREENS } from './index.ts';
import { screenFor, type ScreensAt, tabsFor } from './route.ts';
import { HOME, SHELF } from './screen.ts';

const EVERY_TABLET: ScreensAt[] = [
  { role: 'host', game: true },
  { role: 'host', game: false },
  { role: 'spectator', game: true },
  { role: 'spectator', game: false },
];
const ids = SCREENS.map((s) => s.id);

describe('the screens table', () => {
  it('has one screen an id and one tab a word, the home screen and the shelf among them', () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(SCREENS.map((s) => s.label)).size).toBe(SCREENS.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(ids).toContain(HOME);
    expect(ids).toContain(SHELF);
  });

  it('shows the tabs in its order, the rules with or without a game (Ask the rules from every screen)', () => {
    const labels = (at: ScreensAt) => tabsFor(SCREENS, at).map((s) => s.label);
    const always = ['Game', 'Shelf', 'Logbook', 'Cards', 'Scale', 'Check rig', 'Device', 'Rules'];
    for (const role of ['host', 'spectator'] as const) {
      expect(labels({ role, game: false })).toEqual(always);
      expect(labels({ role, game: true })).toEqual(always);
    }
  });

  it('routes every tab the header shows to its own screen; with no game, the shelf stands in for a screen of the game', () => {
    const shelf = SCREENS.find((s) => s.id === SHELF);
    for (const at of EVERY_TABLET)
      for (const tab of tabsFor(SCREENS, at)) {
        const shown = screenFor(SCREENS, tab.id, at);
        expect(shown.Component, `${tab.id} on a ${at.role}'s tablet, ${at.game ? 'a game' : 'no game'} on the table`).toBe(
          tab.needsGame && !at.game ? shelf?.Component : tab.Component,
        );
      }
    expect(screenFor(SCREENS, HOME, { role: 'host', game: false }).id).toBe(SHELF);
  });

  it('shows the game on the table, or the shelf, for a tab this tablet may not open now', () => {
    expect(screenFor(SCREENS, 'rules', { role: 'host', game: false }).id).toBe('rules');
    expect(screenFor(SCREENS, 'no-such-screen', { role: 'spectator', game: true }).id).toBe(HOME);
    expect(screenFor(SCREENS, 'no-such-screen', { role: 'spectator', game: false }).id).toBe(SHELF);
    const hostOnly = [...SCREENS, { ...SCREENS[2]!, id: 'charts', label: 'Charts', who: 'host' as const }];
    expect(tabsFor(hostOnly, { role: 'spectator', game: true }).map((s) => s.id)).not.toContain('charts');
    expect(screenFor(hostOnly, 'charts', { role: 'spectator', game: true }).id).toBe(HOME);
    expect(screenFor(hostOnly, 'charts', { role: 'host', game: true }).id).toBe('charts');
  });

  it('opens a screen without a tab (the setup guide) by its id on a host tablet only; the header shows no tab for it', () => {
    for (const at of EVERY_TABLET) expect(tabsFor(SCREENS, at).map((s) => s.id)).not.toContain('setup');
    expect(screenFor(SCREENS, 'setup', { role: 'host', game: false }).id).toBe('setup');
    expect(screenFor(SCREENS, 'setup', { role: 'host', game: true }).id).toBe('setup');
    expect(screenFor(SCREENS, 'setup', { role: 'spectator', game: false }).id).toBe(SHELF);
  });
});
