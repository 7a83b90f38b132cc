// The games as the tablet reaches them, `#games` (as it reaches the wire through `#protocol`): the
// core's teaching, names and rule book, and what each game's screens use of its own rules (its
// view, its input, its cards and checks). Only types and pure functions: the build keeps of them
// what each chunk uses. A name two games share is given here with its game's name.

// ---------------------------------------------------------------- the core
export { pageSearch, type RuleAnswer, ruleSearch, teachingWords } from './core/ask-rules.ts';
export { isRulesLanguage, RULES_LANGUAGES, type RulesLanguage } from './core/ask-rules.languages.ts';
export { isObj } from './core/input-checks.ts';
export { RULING, type RuleEntry, ruleEntries, slug } from './core/rule-book.ts';
export { checkSeats, MAX_NAME, seatedNames, tidyName } from './core/seats.ts';
export {
  type Awaited,
  cited,
  type Explanation,
  type Lesson,
  lessonAt,
  type RuleTopic,
  type SetupGuide,
  shownTopic,
  stepsOf,
  type Teaching,
  type TeachStep,
  type TeachView,
  type TopicUse,
  topicsThrough,
  type WhyLine,
} from './core/teach.ts';
export { isRejection, type Outcome } from './core/types.ts';
export { andList, verb } from './core/words.ts';
export { english, madeOf, phrase, phraseList } from './core/phrase.ts';
export { NUMBER_STYLES, type PhraseValues, phraseKey, type SentList, type SentPhrase, type SentValue } from './core/phrase-key.ts';

// ---------------------------------------------------------------- Blackbeard's Booty
export { LEVELS as BOOTY_LEVELS } from './blackbeards-booty/ai/pirate.ts';
export { type Colour as CoinColour, colourBit, parseCoin, parseSquare, squareName } from './blackbeards-booty/coins.ts';
export { type Board, type WhyNot, whyNot, whyNotPick } from './blackbeards-booty/explain.ts';
export type { BootyView } from './blackbeards-booty/index.ts';
export { isCapture, moveFrom, moveTo, Position } from './blackbeards-booty/position.ts';
export { DEFAULT_TARGET, MAX_TARGET } from './blackbeards-booty/state.ts';
export * as bootyTeaching from './blackbeards-booty/teach/index.ts';

// ---------------------------------------------------------------- Loot
export { addToBattle } from './loot/battle.ts';
export { card as lootCard, cardLabel as lootCardLabel, DECK as LOOT_DECK } from './loot/cards.ts';
export type { LootAwaiting, LootInput, LootView, ShipView } from './loot/index.ts';
export * as lootTeaching from './loot/teach/index.ts';
export { sideInView } from './loot/view.ts';

// ---------------------------------------------------------------- Plunder!
export { applyEffects, stealLimit } from './plunder/effects.ts';
export type { PlunderAwaiting, PlunderInput, PlunderPlayerView, PlunderView } from './plunder/index.ts';
export { type Effect, HARBOUR, parseEffect } from './plunder/inputs.ts';
export type { Counted } from './plunder/recount.ts';
export { explain as explainScore, type ScoreLine } from './plunder/score.ts';
export { COLOURS as TREASURE_COLOURS, type Colour as TreasureColour, type PlayerState, type PlunderState, type Treasures } from './plunder/state.ts';
export * as plunderTeaching from './plunder/teach/index.ts';

// ---------------------------------------------------------------- 7 Seize
export { playingCards } from './seven-seize/description.ts';
export { dominoVerdict } from './seven-seize/dominoes.ts';
export { CARD_GUIDE, CARD_GUIDE_NOTES, tableReminders } from './seven-seize/guide.ts';
export type {
  ContestResult,
  Options as SevenSeizeOptions,
  Phase as SevenSeizePhase,
  QueenOption,
  SevenSeizeAwaiting,
  SevenSeizeInput,
  SevenSeizeView,
  WeighOffView,
} from './seven-seize/index.ts';
export { SEATS as SEVEN_SEIZE_SEATS, tieBandProblem } from './seven-seize/setup.ts';
export * as sevenSeizeTeaching from './seven-seize/teach/index.ts';
export { contestWords, playerOutcome } from './seven-seize/weigh-off-verdicts.ts';

// ---------------------------------------------------------------- The High Seize
export {
  canonicalCard as highSeizeCanonicalCard,
  cardLabel as highSeizeCardLabel,
  cargoOf,
  COLOURS as SHIP_COLOURS,
  type Colour as ShipColour,
  colourOf as shipColourOf,
  DECK as HIGH_SEIZE_DECK,
  HOUSE_DECK,
  isShip,
  NEUTRAL_SHIP,
  type Numbers as CardNumbers,
} from './the-high-seize/cards.ts';
export type { HighSeizeAwaiting, HighSeizeView, PileView, RoundKept } from './the-high-seize/index.ts';
export { type HighSeizeInput, MAX_NUMBER, NEUTRAL, RESERVED_NAMES as HIGH_SEIZE_RESERVED_NAMES } from './the-high-seize/inputs.ts';
export * as highSeizeTeaching from './the-high-seize/teach/index.ts';
