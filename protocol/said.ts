// A sentence the server says to the tablets, in a form each tablet says in its own language: a
// message id (`pairing/refused-restarted`) and its parameters, each typed by what it is (a player,
// a card, a ruling, a count, a weight, a code, a game's sentence), so that a tablet renders the count through its
// language's plural and the weight with its decimal comma, and never translates a name. `text` is
// the sentence in English, for the terminal, the logs, and a tablet that does not know the id yet.
// docs/translating.md says how a message is added.
import type { Static, TSchema } from '@sinclair/typebox';
import { Type } from './type.ts';

/** A list of names in a game's sentence, which the tablet joins in its language. */
const PhraseList = /* @__PURE__ */ Type.Object(
  {
    list: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }),
    type: Type.Union([Type.Literal('conjunction'), Type.Literal('disjunction'), Type.Literal('unit')]),
  },
  { additionalProperties: false },
);

/** A game's sentence whose values are `more`'s kinds besides names, numbers and lists. */
const phraseOf = <T extends TSchema[]>(...more: T) =>
  Type.Object(
    {
      message: Type.String({ maxLength: 2000 }),
      values: Type.Record(Type.String({ pattern: '^[a-z][A-Za-z]*$' }), Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), ...more, PhraseList]), {
        maxProperties: 12,
        additionalProperties: false,
      }),
    },
    { additionalProperties: false },
  );

/** A game's sentence (games/core/phrase.ts) as the table sends it beside its English (a refusal of the
 * game's rules): its English message, which is its id in the game's catalogue, and its values; a
 * value is a name or a number, a list of names, or a sentence itself (what the game awaits). */
export const SaidPhrase = /* @__PURE__ */ Type.Recursive((This) => phraseOf(This));
export type SaidPhrase = Static<typeof SaidPhrase>;

/** A game's sentence whose values are names, numbers or lists, none a sentence itself (the
 * weigh-off's words: a verdict's events, what a tie does): not recursive, so that a status may
 * hold several (a schema holds a recursive type's id once). */
export const FlatPhrase = phraseOf();
export type FlatPhrase = Static<typeof FlatPhrase>;

export const SaidValue = /* @__PURE__ */ Type.Union([
  Type.Object({ player: Type.String() }, { additionalProperties: false }),
  Type.Object({ card: Type.String() }, { additionalProperties: false }),
  Type.Object({ rule: Type.String({ pattern: '^[A-Z][0-9]+$' }) }, { additionalProperties: false }),
  Type.Object({ count: Type.Integer() }, { additionalProperties: false }),
  Type.Object({ grams: Type.Number() }, { additionalProperties: false }),
  Type.Object({ code: Type.String() }, { additionalProperties: false }),
  /** A game's sentence inside the table's (what a tie does now): said from the game's catalogue. */
  Type.Object({ phrase: FlatPhrase }, { additionalProperties: false }),
]);
export type SaidValue = Static<typeof SaidValue>;

export const Said = /* @__PURE__ */ Type.Object(
  {
    /** The message's id: its area, then what it says (`pairing/paired`). */
    id: Type.String({ pattern: '^[a-z][a-z-]*(/[a-z][a-z-]*)+$' }),
    /** Its parameters by the names its words use. */
    values: Type.Optional(Type.Record(Type.String({ pattern: '^[a-z][A-Za-z]*$' }), SaidValue)),
    /** The sentence in English. */
    text: Type.String(),
  },
  { additionalProperties: false },
);
export type Said = Static<typeof Said>;
