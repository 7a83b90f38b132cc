// The counting scale's part of the contract (a game that counts pieces: the scale counts the pieces poured into its
// cup, server/src/session/cup-count.ts): the tablet's `count` message and the `count` status of
// every state. Kept apart from protocol.ts, which includes them; documented in server/API.md.
import { Type, type Static } from '@sinclair/typebox';

const Ref = Type.Optional(Type.String({ maxLength: 64, description: 'echoed in the ack or error that answers this message' }));
const Name = Type.String({ minLength: 1, maxLength: 40 });
const literals = <const T extends string>(values: readonly T[], errorMessage?: string) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    errorMessage ? { errorMessage } : {},
  );

/** The pieces a cup holds: treasures of one colour, or crew members. */
export const COUNTED = ['red', 'blue', 'green', 'yellow', 'purple', 'crew'] as const;
/** Pieces of one kind weigh alike: the scale learns one unit weight per kind. */
export const COUNT_KINDS = ['treasure', 'crew'] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

export const CountMsg = Type.Object(
  {
    type: Type.Literal('count'),
    action: literals(
      [
        'tare', // the cup is empty: its zero; then ten pieces of `kind` one at a time, unless its unit is known (or `relearn`)
        'cup', // `holder`'s `pieces` are to be poured in: the cup as it stands is the zero of this count
        'count', // the pour is in: count it once the cup is still (certain to the piece, or refused)
        'done', // every batch is counted: hold the total against the ledger
        'decide', // the count differs from the ledger: which `stands`
        'close', // put the count away (the units learned are kept)
      ],
      'action must be one of tare, cup, count, done, decide, close',
    ),
    kind: Type.Optional(literals(COUNT_KINDS, 'kind must be "treasure" or "crew"')),
    relearn: Type.Optional(Type.Boolean()),
    /** A player's name, or "harbour". */
    holder: Type.Optional(Name),
    pieces: Type.Optional(literals(COUNTED, `pieces must be a colour or "crew" (${COUNTED.join(', ')})`)),
    stands: Type.Optional(literals(['ledger', 'count'], 'stands must be "ledger" or "count"')),
    ref: Ref,
  },
  { additionalProperties: false },
);
export type CountMsg = Static<typeof CountMsg>;

const UnitInfo = Type.Object({
  /** One piece, g, and the spread of pieces allowed for (an upper bound from the ten, scale/count-stats.ts). */
  grams: Type.Number(),
  spreadGrams: Type.Number(),
});

export const CountStatus = Type.Object({
  /** The kind of piece being learned or counted. */
  kind: literals(COUNT_KINDS),
  /** tare: the empty cup first; learn: ten pieces one at a time; ready: choose the cup; counting: a
   * pour waits for the cup to be still; checked: the total against the ledger. */
  stage: literals(['tare', 'learn', 'ready', 'counting', 'checked']),
  /** Pieces put in so far while learning, of `learnOf`. */
  learned: Type.Integer(),
  learnOf: Type.Integer(),
  units: Type.Object({ treasure: Type.Union([UnitInfo, Type.Null()]), crew: Type.Union([UnitInfo, Type.Null()]) }),
  cup: Type.Union([Type.Object({ holder: Type.String(), pieces: literals(COUNTED) }), Type.Null()]),
  /** Pieces counted in this cup so far (batches add up). */
  total: Type.Integer(),
  /** The last batch counted, with its standard deviation in pieces. */
  batch: Type.Union([Type.Object({ pieces: Type.Integer(), sdPieces: Type.Number() }), Type.Null()]),
  /** The total against the ledger, once done. */
  check: Type.Union([
    Type.Object({ holder: Type.String(), pieces: literals(COUNTED), ledger: Type.Integer(), counted: Type.Integer(), agrees: Type.Boolean() }),
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
