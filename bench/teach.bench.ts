// How a game teaches, timed as the tablet will run it: Ask the rules' index built from a game's rules
// page and a question answered, and the lessons of a whole game (lessonAt at each step of its
// history, which walks the steps before it for the topics). Prints one JSON object on its last line.
import { readFileSync } from 'node:fs';
import { ruleSearch, teachingWords } from '../games/core/ask-rules.ts';
import { ruleEntries } from '../games/core/rule-book.ts';
import { lessonAt } from '../games/core/teach.ts';
import { registry } from '../games/index.ts';
import { hostSteps, playWhole } from '../test/teach/played.ts';

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const ms = (x: number): number => Number(x.toFixed(3));

function timed(runs: number, f: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    times.push(performance.now() - t0);
  }
  return ms(median(times));
}

const QUESTIONS = ['what happens on a tie', 'can I steal two', 'when does it sink', 'who goes first', 'how is the score counted'];
const WHOLE: Record<string, [players: number, seed: number]> = {
  '7-seize': [4, 1],
  loot: [3, 1],
  'the-high-seize': [3, 1],
  plunder: [5, 3],
  'blackbeards-booty': [2, 1],
};

const games: Record<string, unknown> = {};
for (const [id, m] of registry) {
  const page = readFileSync(new URL(`../docs/rules/${id}.md`, import.meta.url), 'utf8');
  const words = teachingWords(m.teach);
  const entries = ruleEntries(page);
  const search = ruleSearch(entries, words);
  const [players, seed] = WHOLE[id] ?? [2, 1];
  const steps = hostSteps(playWhole(id, players, seed));
  const wholeMs = timed(5, () => {
    for (let i = 0; i < steps.length; i++) lessonAt(m.teach, steps, i);
  });
  games[id] = {
    entries: entries.length,
    indexMs: timed(21, () => ruleSearch(ruleEntries(page), words)),
    askMs: ms(
      timed(21, () => {
        for (const q of QUESTIONS) search.ask(q);
      }) / QUESTIONS.length,
    ),
    steps: steps.length,
    lessonsOfWholeGameMs: wholeMs,
    lessonPerStepMs: ms(wholeMs / steps.length),
  };
}
console.log(
  JSON.stringify({
    games,
    note: 'medians: indexMs of 21 builds (the page split and indexed), askMs a question of 5 over 21 runs, lessonsOfWholeGameMs every step of a whole game over 5 runs',
  }),
);
