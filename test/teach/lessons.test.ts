// Every game teaches itself through a whole game, in process: at each prompt of games played by each
// game's own simulated table (their history as the host's tablet reads it), the explanation fits the
// prompt (it names everyone the prompt names, has choices, and cites rulings of the game's rules page),
// changes between prompts of different kinds, and each rule the game teaches at first use comes into
// play, is explained in full exactly once in a game, then in one line. Why lines name the rule behind
// the steps that need one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Game } from '../../games/blackbeards-booty/testing/scripted-table.ts';
import { ruleEntries } from '../../games/core/rule-book.ts';
import type { Table } from '../../games/core/table.ts';
import { type Explanation, lessonAt, type Lesson, type Teaching, type TeachStep } from '../../games/core/teach.ts';
import { registry } from '../../games/index.ts';
import { hostSteps, playWhole } from './played.ts';

interface Played {
  label: string;
  players: number;
  options: Record<string, unknown>;
  table: () => Table;
}

/** A game of Blackbeard's Booty that ends by a position coming back the third time (B25). */
function bootyRepetition(): Table {
  const g = new Game();
  g.input({ type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Bob' }, options: { first: 'gold' } });
  g.play('a2-a3', 'a5-a4', 'a3-a2', 'a4-a5', 'a2-a3', 'a5-a4', 'a3-a2', 'a4-a5');
  return g.table;
}

const whole = (game: string, players: number, seed: number, options: Record<string, unknown> = {}): Played => ({
  label: `${players} players, seed ${seed}${Object.keys(options).length ? ` ${JSON.stringify(options)}` : ''}`,
  players,
  options,
  table: () => playWhole(game, players, seed, options),
});

/** The games each game is taught through: together they bring every topic it teaches into play. */
const GAMES: Record<string, Played[]> = {
  '7-seize': [whole('7-seize', 2, 2), whole('7-seize', 2, 3), whole('7-seize', 4, 1), whole('7-seize', 3, 1, { cursedTreasure: true })],
  loot: [whole('loot', 3, 4), whole('loot', 4, 2, { partnership: true })],
  'the-high-seize': [whole('the-high-seize', 3, 1), whole('the-high-seize', 2, 1)],
  plunder: [whole('plunder', 3, 52), whole('plunder', 5, 3)],
  'blackbeards-booty': [whole('blackbeards-booty', 2, 1), { label: 'a position three times', players: 2, options: {}, table: bootyRepetition }],
};

/** Where a why line must name a rule: the steps that need one, and the rulings one of which it cites. */
const WHY: Record<string, (s: TeachStep) => string[] | null> = {
  '7-seize': ({ input }) =>
    input.type === 'verdict' && input.heavier === 'none'
      ? ['R22', 'R23']
      : input.type === 'queen' && input.action === 'steal'
        ? ['R12']
        : input.type === 'chooseCaptain'
          ? ['R5']
          : null,
  // The game's first capture (later ones are routine: the capture news tells them).
  loot: ({ before, after }) =>
    (after.captureLog as unknown[]).length > 0 && ((before?.captureLog as unknown[] | undefined)?.length ?? 0) === 0 ? ['L15'] : null,
  'the-high-seize': ({ before, after }) => ((after.history as unknown[]).length > ((before?.history as unknown[] | undefined)?.length ?? 0) ? ['H15'] : null),
  plunder: ({ before, after }) => (after.finalRound === true && before?.finalRound === false ? ['P24'] : null),
  'blackbeards-booty': ({ after }) => {
    const m = after.lastMove as { capture: boolean; kind: string } | null;
    if (after.result === 'target') return ['B21'];
    if (after.result === 'repetition') return ['B25'];
    return m?.capture ? [m.kind === 'stack' ? 'B15' : 'B13'] : null;
  },
};

const rulingsOf = (id: string): Set<string> =>
  new Set(
    ruleEntries(readFileSync(new URL(`../../docs/rules/${id}.md`, import.meta.url), 'utf8'))
      .filter((e) => e.ruling)
      .map((e) => e.id),
  );

/** The names a prompt names (its players, a contest's sides, a Queen's targets…): every string in it
 * that is a participant of the game. */
function namesIn(value: unknown, names: ReadonlySet<string>): string[] {
  if (typeof value === 'string') return names.has(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => namesIn(v, names));
  if (value && typeof value === 'object') return [...namesIn(Object.keys(value), names), ...Object.values(value).flatMap((v) => namesIn(v, names))];
  return [];
}

const said = (e: Explanation): string => [e.now, ...e.choices.flatMap((c) => [c.choice, c.does])].join(' ');

/** The players of a game (its start's, by seat or by colour) and any other participant its views list. */
function participants(steps: readonly TeachStep[]): Set<string> {
  const first = steps[0] as TeachStep;
  const players = first.input.players as string[] | Record<string, string>;
  const more = first.after.participants;
  return new Set([...(Array.isArray(players) ? players : Object.values(players)), ...(Array.isArray(more) ? (more as string[]) : [])]);
}

for (const [id, games] of Object.entries(GAMES)) {
  const teaching = registry.get(id)?.teach as Teaching;
  const rulings = rulingsOf(id);
  const cited = (ids: readonly string[], where: string) => {
    for (const r of ids) expect(rulings.has(r), `${where} cites ${r}, which is no ruling of docs/rules/${id}.md`).toBe(true);
  };

  describe(`${id} teaches itself through a whole game`, () => {
    const taught = new Set<string>();

    it('its teaching is declared by the game, and every ruling its topics cite is on its rules page', () => {
      expect(teaching).toBeDefined();
      for (const t of teaching.topics) cited(t.rules, `topic ${t.id}`);
      expect(new Set(teaching.topics.map((t) => t.id)).size).toBe(teaching.topics.length);
    });

    for (const played of games) {
      it(`${played.label}: every prompt explained for the player asked, every first-use rule in full once`, () => {
        const setup = teaching.setup(played.players, played.options);
        expect(setup.goal.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1).length, setup.goal).toBeGreaterThanOrEqual(2);
        expect(setup.layOut.length).toBeGreaterThanOrEqual(3);
        cited(setup.rules, 'the set-up');

        const table = played.table();
        expect(registry.get(id)?.awaiting(table.last?.state), 'the game is played to its end').toBeNull();
        const steps = hostSteps(table);
        const names = participants(steps);
        const lessons = steps.map((_, i) => lessonAt(teaching, steps, i) as Lesson);
        let whys = 0;
        steps.forEach((step, i) => {
          const lesson = lessons[i] as Lesson;
          const a = step.after.awaiting as { type: string } | null;
          const e = lesson.explanation;
          const where = `step ${i} (${JSON.stringify(step.input)}), awaiting ${JSON.stringify(a)}`;
          expect(e, where).not.toBeNull();
          if (!e) return;
          cited(e.rules, where);
          cited(
            e.choices.flatMap((c) => (c.rule ? [c.rule] : [])),
            where,
          );
          if (a) {
            // It fits the prompt: everyone the prompt names is named, the player asked has choices, a ruling applies.
            const text = said(e);
            for (const name of namesIn(a, names)) expect(text, `${where}: ${name}`).toContain(name);
            expect(e.asked.length, where).toBeGreaterThan(0);
            expect(e.choices.length, where).toBeGreaterThan(0);
            expect(e.rules.length, where).toBeGreaterThan(0);
            // It changes between prompts of different kinds.
            const prev = steps[i - 1]?.after.awaiting as { type: string } | null | undefined;
            const prevE = lessons[i - 1]?.explanation;
            if (prev && prevE && prev.type !== a.type) {
              expect(e.now, where).not.toBe(prevE.now);
              expect(e.choices.map((c) => c.choice)).not.toEqual(prevE.choices.map((c) => c.choice));
            }
          } else {
            expect(e.asked, where).toEqual([]);
          }
          if (lesson.why) {
            whys++;
            cited(lesson.why.rules, `the why line of ${where}`);
            for (const r of lesson.why.rules.slice(0, 1)) expect(lesson.why.text, where).toContain(r);
          }
          const need = WHY[id]?.(step);
          if (need)
            expect(
              lesson.why?.rules.some((r) => need.includes(r)),
              `${where}: a why line citing ${need.join(' or ')}, got ${lesson.why?.text}`,
            ).toBe(true);
        });
        expect(whys, 'why lines in a whole game').toBeGreaterThan(0);

        // Each topic: in full at the first step it comes into play, in one line at every later one.
        for (const t of teaching.topics) {
          const uses = lessons.flatMap((l) => l.topics.filter((u) => u.topic.id === t.id));
          if (uses.length === 0) continue;
          taught.add(t.id);
          expect(uses.filter((u) => u.text === t.full).length, t.id).toBe(1);
          expect(uses[0]?.first, t.id).toBe(true);
          expect(
            uses.slice(1).every((u) => !u.first && u.text === t.reminder),
            t.id,
          ).toBe(true);
          expect(t.reminder.length, t.id).toBeLessThan(t.full.length);
          expect(t.reminder.split(/\.\s/).length, `${t.id}: one line`).toBe(1);
        }
      });
    }

    it('together the games bring every rule it teaches into play', () => {
      expect(teaching.topics.map((t) => t.id).filter((t) => !taught.has(t))).toEqual([]);
    });
  });
}
