// A game's rules module from what is its own: the table's `id` is its description's, an input that
// is no JSON object is refused before the game reads its fields, its `start`
// hook is guarded to the `start` input (input-checks.ts `startOnly`), and its players' names are
// the `start` input's `players` unless the game says otherwise (a game whose seats are named).
import { isObj, type Obj, startOnly } from './input-checks.ts';
import { phrase } from './phrase.ts';
import { type GameInput, type GameModule, type Outcome, reject, type Rejection } from './types.ts';

type StartOf<I extends GameInput> = Extract<I, { type: 'start' }>;

/** What a game writes of its module; `defineGame` fills the rest the same way for every game. */
export type GameRules<S, I extends GameInput, V extends object> = Omit<GameModule<S, I, V>, 'id' | 'parseInput' | 'start' | 'playerNames'> & {
  /** Reads an input's fields: `defineGame` refuses anything but a JSON object before it. */
  parseInput(o: Obj): I | Rejection;
  /** Creates the first state from the parsed `start` input (its names already checked by the table). */
  start(input: StartOf<I>): Outcome<S>;
  /** The players' names of the `start` input, in seat order; without it, its `players` list. */
  playerNames?(start: StartOf<I>): readonly string[];
};

/** The `players` of a start input, when they are a list of names. */
const playersOf = (input: object): readonly string[] =>
  'players' in input && Array.isArray(input.players) && input.players.every((p) => typeof p === 'string') ? input.players : [];

export function defineGame<S, I extends GameInput, V extends object>(rules: GameRules<S, I, V>): GameModule<S, I, V> {
  const { parseInput, start, playerNames, ...rest } = rules;
  return {
    ...rest,
    id: rules.description.id,
    parseInput: (raw) => (isObj(raw) ? parseInput(raw) : reject(phrase('an input must be a JSON object'))),
    start: startOnly<S, I>((input) => start(input)),
    playerNames: (input) => (input.type !== 'start' ? [] : playerNames ? playerNames(input as StartOf<I>) : playersOf(input)),
  };
}
