// What the logbook says of its games, and how it leaves for other tools (CSV, BG Stats).
import { describe, expect, it } from 'vitest';
import { bgStatsPlays, csvField, logbookCsv } from './export.ts';
import type { ShownGame } from './shown.ts';
import { logbookStats } from './stats.ts';

const game = (id: string, name: string, seats: [string, number | null, boolean][], over: Partial<ShownGame> = {}): ShownGame => ({
  id,
  game: name.toLowerCase().replace(/\W/g, '-'),
  name,
  at: `2025-05-0${id.slice(1)}T20:00:00.000Z`,
  minutes: 20,
  inputs: 40,
  seats: seats.map(([player, score, winner], i) => ({ player, seat: i + 1, score, winner })),
  winners: seats.filter((s) => s[2]).map((s) => s[0]),
  highestWins: true,
  log: null,
  ...over,
});

// Newest first, as the logbook lists them.
const games: ShownGame[] = [
  game(
    'g4',
    'Loot',
    [
      ['Bob', 40, false],
      ['Ann', 12, false],
      ['Cy', 50, true],
    ],
    { undone: true },
  ),
  game('g3', 'Loot', [
    ['Bob', 31, true],
    ['ann', 25, false],
    ['Cy', 9, false],
  ]),
  game('g2', 'Plunder!', [
    ['Ann', 20, true],
    ['Bob', 20, true],
  ]),
  game('g1', 'Loot', [
    ['Ann', 30, true],
    ['Bob', 10, false],
  ]),
];

describe('logbook stats', () => {
  it('counts games, wins, best scores and the favourite game per player, by the table names; an undone game not at all', () => {
    const { players } = logbookStats(games);
    expect(players).toEqual([
      {
        name: 'ann',
        games: 3,
        wins: 2,
        best: [
          { game: 'loot', name: 'Loot', score: 30 },
          { game: 'plunder-', name: 'Plunder!', score: 20 },
        ],
        favourite: 'loot',
      },
      {
        name: 'Bob',
        games: 3,
        wins: 2,
        best: [
          { game: 'loot', name: 'Loot', score: 31 },
          { game: 'plunder-', name: 'Plunder!', score: 20 },
        ],
        favourite: 'loot',
      },
      { name: 'Cy', games: 1, wins: 0, best: [{ game: 'loot', name: 'Loot', score: 9 }], favourite: 'loot' },
    ]);
  });

  it('puts players head to head: games together, and who beat whom (a shared win beats neither)', () => {
    const { headToHead } = logbookStats(games);
    expect(headToHead).toEqual([
      { a: 'ann', b: 'Bob', games: 3, aWins: 1, bWins: 1 },
      { a: 'ann', b: 'Cy', games: 1, aWins: 0, bWins: 0 },
      { a: 'Bob', b: 'Cy', games: 1, aWins: 1, bWins: 0 },
    ]);
  });

  it('spreads the scores of each game and counts wins from each seat', () => {
    const loot = logbookStats(games).games.find((g) => g.game === 'loot')!;
    expect(loot).toMatchObject({ plays: 2, scores: [9, 10, 25, 30, 31], median: 25 });
    expect(loot.seats).toEqual([
      { seat: 1, plays: 2, wins: 2 },
      { seat: 2, plays: 2, wins: 0 },
      { seat: 3, plays: 1, wins: 0 },
    ]);
  });
});

describe('logbook stats, whatever the games hold', () => {
  it('counts a game once for a player who sits twice in it (two players merged), won if either seat won', () => {
    const { players, headToHead } = logbookStats([
      game('g1', 'Loot', [
        ['Ann', 3, false],
        ['ann', 9, true],
        ['Bob', 1, false],
      ]),
    ]);
    expect(players.map((p) => [p.name, p.games, p.wins, p.best[0]!.score])).toEqual([
      ['ann', 1, 1, 9],
      ['Bob', 1, 0, 1],
    ]);
    expect(headToHead).toEqual([expect.objectContaining({ games: 1 })]);
  });

  it('takes the median of two large scores without overflowing', () => {
    const big = Number.MAX_VALUE;
    const [loot] = logbookStats([
      game('g1', 'Loot', [
        ['Ann', big, true],
        ['Bob', big, false],
      ]),
    ]).games;
    expect(loot!.median).toBe(big);
  });
});

describe('exports', () => {
  it('quotes every text field (RFC 4180), doubling its quotes; numbers and booleans bare', () => {
    expect(csvField('Ann')).toBe('"Ann"');
    expect(csvField('Ann, the Bold')).toBe('"Ann, the Bold"');
    expect(csvField('Ann "Red" Bonny')).toBe('"Ann ""Red"" Bonny"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('true');
    // A genuine number stays a number, negative or not: only text can be a formula.
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField(-2)).toBe('-2');
  });

  it('neutralises a text cell a spreadsheet would run as a formula (OWASP CSV injection) with a leading quote', () => {
    for (const [name, field] of [
      ['=HYPERLINK("http://evil","x")', '"\'=HYPERLINK(""http://evil"",""x"")"'],
      ['+SUM(1)', '"\'+SUM(1)"'],
      ['-2+3', '"\'-2+3"'],
      ['@cmd', '"\'@cmd"'],
      ["=cmd|' /C calc'!A0", "\"'=cmd|' /C calc'!A0\""],
      ['\t=1+1', '"\'\t=1+1"'],
      ['\r=1+1', '"\'\r=1+1"'],
      ['\tAnn', '"\'\tAnn"'],
      [' =1+1', '"\' =1+1"'],
      // Where a spreadsheet splits on semicolons, a formula after one would begin a cell of its own.
      ['Ann;=2+5;x', '"Ann;\'=2+5;x"'],
      // Inside a name, these are plain characters.
      ['Anne-Marie', '"Anne-Marie"'],
      ['Ann+Bob=2 @sea', '"Ann+Bob=2 @sea"'],
    ] as const)
      expect(csvField(name), JSON.stringify(name)).toBe(field);
  });

  it('writes one CSV row per seat of each game, CRLF-ended, no undone game', () => {
    const csv = logbookCsv([game('g5', 'The "High" Seize', [['Ann, Jr', 7, true]]), game('g6', 'X', [['-Bob', -2, false]]), ...games]);
    const rows = csv.split('\r\n');
    expect(rows[0]).toBe('"game_id","finished_at","game","minutes","moves","seat","seat_name","player","score","winner"');
    expect(rows[1]).toBe('"g5","2025-05-05T20:00:00.000Z","The ""High"" Seize",20,40,1,,"Ann, Jr",7,true');
    expect(rows[2]).toBe('"g6","2025-05-06T20:00:00.000Z","X",20,40,1,,"\'-Bob",-2,false');
    expect(rows).toHaveLength(1 + 1 + 1 + 3 + 2 + 2 + 1); // header, the rows, and the empty string after the last CRLF
    expect(csv).not.toContain('g4');
  });

  it("writes BG Stats' plays: oldest first, date, duration, game, players with score, rank and winner", () => {
    const plays = bgStatsPlays(games, (n) => `id-${n.toLowerCase()}`);
    expect(plays.map((p) => p.sourcePlayId)).toEqual(['g1', 'g2', 'g3']);
    expect(plays[2]).toEqual({
      sourceName: 'Quartermaster',
      sourcePlayId: 'g3',
      playDate: '2025-05-03 20:00:00',
      durationMin: 20,
      game: { name: 'Loot', highestWins: true, noPoints: false, sourceGameId: 'loot' },
      players: [
        { name: 'Bob', score: 31, winner: true, rank: 1, role: '', startPlayer: false, sourcePlayerId: 'id-bob' },
        { name: 'ann', score: 25, winner: false, rank: 2, role: '', startPlayer: false, sourcePlayerId: 'id-ann' },
        { name: 'Cy', score: 9, winner: false, rank: 3, role: '', startPlayer: false, sourcePlayerId: 'id-cy' },
      ],
      board: '',
      comments: '40 moves',
    });
    // Tied scores share a rank; a game without scores has noPoints and ranks its winners first.
    expect(plays[1]!.players.map((p) => p.rank)).toEqual([1, 1]);
    const [noScores] = bgStatsPlays(
      [
        game(
          'g6',
          'X',
          [
            ['A', null, false],
            ['B', null, true],
          ],
          { minutes: null },
        ),
      ],
      (n) => n,
    );
    expect(noScores!.game.noPoints).toBe(true);
    expect(noScores!.players.map((p) => [p.rank, 'score' in p])).toEqual([
      [2, false],
      [1, false],
    ]);
    expect('durationMin' in noScores!).toBe(false);
    // The seat the game says played first is BG Stats' start player; where it says none, no seat is.
    const loot = games.find((g) => g.id === 'g3')!;
    const [began] = bgStatsPlays([{ ...loot, seats: loot.seats.map((x, i) => (i === 1 ? { ...x, began: true as const } : x)) }], (n) => n);
    expect(began!.players.map((p) => p.startPlayer)).toEqual([false, true, false]);
    expect(plays.flatMap((p) => p.players).some((p) => p.startPlayer)).toBe(false);
  });
});
