// The counting scale's part of the contract (a game that counts pieces: the scale counts the pieces poured into its
// cup, server/src/session/scales/cup-count.ts): the tablet's `count` message and the `count` status of
// every state; documented in server/API.md.
import type { Static } from '@sinclair/typebox';
import { Type } from './type.ts';

const Ref = /* @__PURE__ */ Type.Optional(Type.String({ maxLength: 64, description: 'echoed in the ack or error that answers this message' }));
const Name = /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 40 });
const literals = <const T extends string>(values: readonly T[], errorMessage?: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    errorMessage ? { errorMessage } : {},
  );

/** The game declares its pieces and their kinds (GameModule.count): the table checks `kind` and
 * `pieces` against them, so here they are names. */
const Declared = /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 40 });

export const CountMsg = /* @__PURE__ */ Type.Object(
  {
    type: Type.Literal('count'),
    action: literals(
      [
        'tare', // the cup is empty: its zero (taken once it is still); then ten pieces of `kind`, unless its unit is known (or `relearn`)
        'learn', // the ten are in the cup (put in together or one at a time): learn the unit from them once it is still
        'cup', // `holder`'s `pieces` are to be poured in: the cup as it stands is the zero of this count
        'count', // the pour is in: count it once the cup is still (certain to the piece, or refused)
        'done', // every batch is counted: hold the total against the ledger
        'decide', // the count differs from the ledger: which `stands`
        'close', // put the count away (the units learned are kept)
      ],
      'action must be one of tare, learn, cup, count, done, decide, close',
    ),
    /** One of the game's kinds of piece (`count.kinds` of the status). */
    kind: Type.Optional(Declared),
    relearn: Type.Optional(Type.Boolean()),
    /** Whose pieces: a player's name, or another holder the game keeps a record of (a bank, a common pool). */
    holder: Type.Optional(Name),
    /** One of the game's countable pieces (`count.pieces` of the status). */
    pieces: Type.Optional(Declared),
    stands: Type.Optional(literals(['ledger', 'count'], 'stands must be "ledger" or "count"')),
    ref: Ref,
  },
  { additionalProperties: false },
);
export type CountMsg = Static<typeof CountMsg>;

const UnitInfo = /* @__PURE__ */ Type.Object({
  /** One piece, g, and the spread of pieces allowed for (what the pours have shown so far, scale/count-stats.ts). */
  grams: Type.Number(),
  spreadGrams: Type.Number(),
});

const PieceKind = /* @__PURE__ */ Type.Object({ id: Type.String(), one: Type.String(), many: Type.String() });
const CountedPieces = /* @__PURE__ */ Type.Object({ id: Type.String(), kind: Type.String(), words: Type.String() });

export const CountStatus = /* @__PURE__ */ Type.Object({
  /** What the game on the table counts, as it declares it: its kinds of piece (each learns its own
   * unit weight) and what may be poured into the cup as one count. */
  kinds: Type.Array(PieceKind),
  pieces: Type.Array(CountedPieces),
  /** The kind of piece being learned or counted. */
  kind: Type.String(),
  /** tare: the empty cup first (`settling` while a tare waits for it to be still); learn: ten pieces
   * in, then `learn`; ready: choose the cup; counting: a pour waits for the cup to be still; checked:
   * the total against the ledger. */
  stage: literals(['tare', 'learn', 'ready', 'counting', 'checked']),
  /** Pieces put in one at a time so far while learning, of `learnOf` (0 once several went in together). */
  learned: Type.Integer(),
  learnOf: Type.Integer(),
  /** Each of the game's kinds (by id): its unit weight, or null until learned. */
  units: Type.Record(Type.String(), Type.Union([UnitInfo, Type.Null()])),
  cup: Type.Union([Type.Object({ holder: Type.String(), pieces: Type.String() }), Type.Null()]),
  /** Pieces counted in this cup so far (batches add up). */
  total: Type.Integer(),
  /** The last batch counted, with its standard deviation in pieces. */
  batch: Type.Union([Type.Object({ pieces: Type.Integer(), sdPieces: Type.Number() }), Type.Null()]),
  /** The total against the ledger, once done. */
  check: Type.Union([
    Type.Object({ holder: Type.String(), pieces: Type.String(), ledger: Type.Integer(), counted: Type.Integer(), agrees: Type.Boolean() }),
    Type.Null(),
  ]),
  /** Why the last pour (or piece) was not taken: e.g. not certain to the piece, a smaller batch please. */
  refused: Type.Union([Type.String(), Type.Null()]),
  /** While the cup must still settle before it is read: seconds left (in halves), of how many. */
  settling: Type.Union([Type.Object({ secondsLeft: Type.Number(), ofSeconds: Type.Number() }), Type.Null()]),
  /** What the tablet tells the players now. */
  message: Type.String(),
});
export type CountStatus = Static<typeof CountStatus>;
