// Ask the rules: for each game, questions phrased the way a player would ask them, each with the
// rules that answer it (ruling ids of docs/rules/<id>.md, or a part of its brief), one of which must
// be among the first three answers. The index is the game's rules page and its teaching's words.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../index.ts';
import { ruleSearch, teachingWords } from './ask-rules.ts';
import { ruleEntries } from './rule-book.ts';

const QUESTIONS: Record<string, [question: string, answers: string[]][]> = {
  '7-seize': [
    ['what happens on a tie for captain', ['R5', 'R2']],
    ['can the queen steal', ['R12']],
    ['what does the king do', ['R11']],
    ['jack takes two', ['R13']],
    ['what does an ace do', ['R10']],
    ['ghost player with two players', ['R18']],
    ['who wins if the interloper is heaviest', ['R19']],
    ["scale can't tell them apart", ['R22', 'R24']],
    ['what if the deck runs out', ['R16']],
    ['lightest wins', ['R26']],
    ['leftover pieces in the stash', ['R15']],
    ['how do I split the booty', ['R7', 'divvy-the-booty']],
    ['same card twice', ['R27']],
    ['who goes first with the same rank', ['R8']],
    ['red card takes from which stash', ['R9']],
    ['both cups empty in a tie', ['R23']],
  ],
  loot: [
    ['when do I capture a ship', ['L15', 'captures']],
    ['what happens on a tie', ['L13']],
    ['equal skulls', ['L13']],
    ['can I discard a merchant', ['L18']],
    ['what does the admiral do', ['L12']],
    ['where can I play a captain', ['L11']],
    ['can I attack in a second colour', ['L10']],
    ['pile is empty', ['L19']],
    ['when does the game end', ['L21', 'the-end']],
    ['merchants left in my hand at the end', ['L24', 'L23']],
    ['how is the score worked out', ['L24']],
    ['can I attack my own ship', ['L10']],
    ['teams', ['L27', 'partnership']],
    ["why can't I see the gold", ['L28']],
    ['how many cards do I get', ['L6']],
    ['ships at sea at the end', ['L21']],
  ],
  'the-high-seize': [
    ['which ship sinks', ['H15']],
    ['what if two ships tie for heaviest', ['H15']],
    ["do I keep cargo on someone else's ship", ['H17', 'H18']],
    ['what happens to my cards on a sunk ship', ['H16']],
    ['who starts the round', ['H3']],
    ['can I pass', ['H7']],
    ['how much does a card weigh', ['H9']],
    ['how many rounds', ['H4']],
    ['tap a card secretly', ['H12']],
    ['neutral ship', ['H8', 'H15']],
    ['how do we score', ['H19']],
    ['why are scores hidden', ['H20']],
    ['does the ship count in the weight', ['H14']],
    ['use my own printed card numbers', ['H10']],
  ],
  plunder: [
    ['steal two from someone with more crew', ['P17']],
    ['why was my steal halved', ['P17']],
    ['does stealing from the harbour get halved', ['P18']],
    ['how do I recruit', ['P10']],
    ['can I react to a reaction', ['P13']],
    ['two reactions', ['P14']],
    ['where do lost treasures go', ['P20']],
    ['when does the game end', ['P24', 'the-end']],
    ['tie for most points', ['P30']],
    ['how many points for crew', ['P25']],
    ['bonus for all colours', ['P26']],
    ['most of a colour', ['P27']],
    ['only one holding a colour', ['P28']],
    ['refill hand', ['P6']],
    ['how many cards dealt', ['P3']],
    ['keep a card in front of me', ['P23']],
  ],
  'blackbeards-booty': [
    ['can I jump over a coin', ['B10']],
    ['what can a coin capture', ['B13']],
    ['does a six take a one', ['B14', 'B13']],
    ['can a stack capture', ['B15']],
    ["can I move my opponent's coin", ['B12']],
    ['why does the board turn', ['B19']],
    ['can I move back where I came from', ['B18']],
    ['how is the score counted', ['B20', 'score-and-the-end']],
    ['what is the target', ['B22', 'B21']],
    ['same position three times', ['B25']],
    ['who goes first', ['B6']],
    ['no legal move', ['B23']],
    ['does the coin flip', ['B8']],
    ['who owns a stack', ['B17']],
    ['can I split a stack', ['B7']],
  ],
};

const searchOf = (id: string) => {
  const page = readFileSync(new URL(`../../docs/rules/${id}.md`, import.meta.url), 'utf8');
  return ruleSearch(ruleEntries(page), teachingWords(registry.get(id)?.teach));
};

describe('Ask the rules finds a rule by the words a player remembers', () => {
  it('every game on the shelf has at least ten questions', () => {
    for (const id of registry.keys()) expect(QUESTIONS[id]?.length ?? 0, id).toBeGreaterThanOrEqual(10);
  });

  for (const [id, questions] of Object.entries(QUESTIONS)) {
    const search = searchOf(id);
    for (const [question, answers] of questions) {
      it(`${id}: "${question}" → ${answers.join(' or ')}`, () => {
        const top = search.ask(question, 3).map((a) => a.entry.id);
        expect(
          top.some((t) => answers.includes(t)),
          `first three: ${top.join(', ')}`,
        ).toBe(true);
      });
    }
  }
});

describe('what an answer holds', () => {
  const search = searchOf('7-seize');

  it('the rule, ranked, with the rules next to it on the page', () => {
    const [first] = search.ask('queen steals');
    expect(first?.entry.id).toBe('R12');
    expect(first?.before?.id).toBe('R11');
    expect(first?.after?.id).toBe('R13');
    expect(first?.score).toBeGreaterThan(0);
  });

  it('a ruling by its id, in any case: the "show me" of a lesson that cites it', () => {
    expect(search.rule('r18')?.entry.title).toBe('Two players: the Interloper');
    expect(search.ask('R18', 1)[0]?.entry.id).toBe('R18');
    expect(search.rule('R99')).toBeNull();
  });

  it('a typo still finds the rule, and words no rule has find nothing', () => {
    expect(search.ask('interlopper', 3).map((a) => a.entry.id)).toContain('R18');
    expect(search.ask('xylophone zebra')).toEqual([]);
    expect(search.ask('what is the')).toEqual([]);
  });

  it('at most the answers asked for; the first page entry has no rule before it', () => {
    expect(search.ask('card', 2)).toHaveLength(2);
    const first = search.rule('what-you-need');
    expect(first?.before).toBeNull();
    expect(first?.after?.id).toBe('set-up');
  });
});
