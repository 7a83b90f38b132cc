// `quartermaster perft GAME DEPTH [--OPTION VALUE]…`: counts the move sequences of length DEPTH from
// the set-up of any registered game with a computer player (its `computer.setUp` and `enumerate`
// hooks, games/core/perft.ts), the standard check of a move generator. Prints {"depth": D, "nodes": N}.
// Exit status: 0 counted, 1 the game's hooks disagree, 2 bad arguments.
import { perft } from '../../games/core/perft.ts';
import { currentState, emptyTable, type GameRegistry, submit } from '../../games/core/table.ts';
import type { AnyGameModule, GameOption } from '../../games/core/types.ts';
import { registry } from '../../games/index.ts';

const MAX_DEPTH = 7;

/** The games perft can walk: a computer player that offers a set-up. */
const walkable = (games: GameRegistry): AnyGameModule[] => [...games.values()].filter((m) => m.computer?.setUp !== undefined);

function optionWords(o: GameOption): string {
  const range = o.kind === 'number' ? `${o.min} to ${o.max}` : o.kind === 'choice' ? o.choices.join(' | ') : 'true | false';
  return `--${o.key} (${range}, default ${o.default})`;
}

function help(games: GameRegistry): string {
  const lines = walkable(games).map((m) => `  ${m.id.padEnd(20)} ${m.description.options.map(optionWords).join(', ') || 'no options'}`);
  return `usage: quartermaster perft GAME DEPTH [--OPTION VALUE]…

Counts the move sequences of exactly DEPTH moves from the set-up of GAME and prints
{"depth": D, "nodes": N}. A line ends early where the game ends. OPTION is one of the
game's table options (the shelf's new-game form).
  DEPTH   1 to ${MAX_DEPTH} (each further depth takes about as many times longer as a position has moves)
  GAME    and its options:
${lines.join('\n')}`;
}

/** The value of `--key` as the game's option takes it, or why not. */
function optionValue(o: GameOption, raw: string): number | boolean | string | { problem: string } {
  const bad = (what: string) => ({ problem: `--${o.key} must be ${what}, not "${raw.slice(0, 20)}"` });
  if (o.kind === 'number') {
    const n = Number(raw);
    return /^\d+$/.test(raw) && n >= o.min && n <= o.max ? n : bad(`a whole number from ${o.min} to ${o.max}`);
  }
  if (o.kind === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : bad('true or false');
  return o.choices.includes(raw) ? raw : bad(`one of ${o.choices.join(', ')}`);
}

/** Splits the arguments into positionals and `--key value` (or `--key=value`) pairs. */
function split(argv: string[]): { positionals: string[]; given: [string, string][]; help: boolean } | { problem: string } {
  const positionals: string[] = [];
  const given: [string, string][] = [];
  let wantsHelp = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--help' || a === '-h') wantsHelp = true;
    else if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const key = eq < 0 ? a.slice(2) : a.slice(2, eq);
      const value = eq < 0 ? argv[++i] : a.slice(eq + 1);
      if (value === undefined) return { problem: `--${key.slice(0, 30)} needs a value` };
      given.push([key, value]);
    } else positionals.push(a);
  }
  return { positionals, given, help: wantsHelp };
}

/** `games`: the registry to count in (the one `quartermaster` composes, unless a test gives its own). */
export async function run(argv: string[], games: GameRegistry = registry): Promise<number> {
  const fail = (message: string): number => {
    console.error(`quartermaster perft: ${message}\n\n${help(games)}`);
    return 2;
  };
  const args = split(argv);
  if ('problem' in args) return fail(args.problem);
  if (args.help) {
    console.log(help(games));
    return 0;
  }
  const [id, depthArg, ...extra] = args.positionals;
  if (id === undefined || depthArg === undefined || extra.length > 0) return fail('give exactly a GAME and a DEPTH');
  const game = walkable(games).find((m) => m.id === id);
  if (!game?.computer?.setUp)
    return fail(
      `no move generator for "${id.slice(0, 40)}" (perft knows: ${
        walkable(games)
          .map((m) => m.id)
          .join(', ') || 'no game'
      })`,
    );
  const depth = Number(depthArg);
  if (!/^\d+$/.test(depthArg) || depth < 1 || depth > MAX_DEPTH)
    return fail(`DEPTH must be a whole number from 1 to ${MAX_DEPTH}, not "${depthArg.slice(0, 20)}"`);
  const options: Record<string, unknown> = {};
  for (const [key, raw] of args.given) {
    const o = game.description.options.find((x) => x.key === key);
    if (!o) return fail(`unknown option --${key.slice(0, 30)} (${id}: ${game.description.options.map((x) => `--${x.key}`).join(', ') || 'none'})`);
    const value = optionValue(o, raw);
    if (typeof value === 'object') return fail(value.problem);
    options[key] = value;
  }
  // The set-up is a `start` input like any other: the game checks it as it would a table's.
  const first = submit(games, emptyTable, game.computer.setUp(options));
  if (!first.ok) return fail(`${id} refuses this set-up: ${first.reason}`);

  // Long counts tell their progress on stderr, so stdout stays one JSON line.
  const tell = depth >= 5 ? (done: number, total: number) => process.stderr.write(`\rperft: first move ${done}/${total}`) : undefined;
  let nodes: number;
  try {
    nodes = perft(game, currentState(first.table), depth, tell);
  } catch (e) {
    console.error(`quartermaster perft: ${(e as Error).message}`);
    return 1;
  }
  if (tell) process.stderr.write('\n');
  console.log(JSON.stringify({ depth, nodes }));
  return 0;
}
