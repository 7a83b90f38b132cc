// `quartermaster perft GAME DEPTH [--target N]`: counts the move sequences of length DEPTH from the
// set-up, the standard check of a move generator. Prints {"depth": D, "nodes": N}.
// Exit status: 0 counted, 2 bad arguments.
import { parseArgs } from 'node:util';
import { GOLD, setUp } from '../../games/blackbeards-booty/coins.ts';
import { perft } from '../../games/blackbeards-booty/perft.ts';
import { Position } from '../../games/blackbeards-booty/position.ts';
import { DEFAULT_TARGET, MAX_TARGET } from '../../games/blackbeards-booty/state.ts';

const GAMES = ['blackbeards-booty'];
const MAX_DEPTH = 7;

const HELP = `usage: quartermaster perft GAME DEPTH [--target N]

Counts the move sequences of exactly DEPTH moves from the set-up of GAME and prints
{"depth": D, "nodes": N}. A line ends early where the mover reaches the target score.
  GAME          ${GAMES.join(', ')}
  DEPTH         1 to ${MAX_DEPTH} (depth 4 takes seconds, each further depth about 70 times longer)
  --target N    the target score, 1 to ${MAX_TARGET} (default ${DEFAULT_TARGET})`;

function fail(message: string): number {
  console.error(`quartermaster perft: ${message}\n\n${HELP}`);
  return 2;
}

export async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { target: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (e) {
    return fail((e as Error).message);
  }
  if (parsed.values.help) {
    console.log(HELP);
    return 0;
  }
  const [game, depthArg, ...extra] = parsed.positionals;
  if (game === undefined || depthArg === undefined || extra.length > 0) return fail('give exactly a GAME and a DEPTH');
  if (!GAMES.includes(game)) return fail(`no move generator for "${game.slice(0, 40)}" (perft knows: ${GAMES.join(', ')})`);
  const depth = Number(depthArg);
  if (!/^\d+$/.test(depthArg) || depth < 1 || depth > MAX_DEPTH)
    return fail(`DEPTH must be a whole number from 1 to ${MAX_DEPTH}, not "${depthArg.slice(0, 20)}"`);
  const targetArg = parsed.values.target ?? String(DEFAULT_TARGET);
  const target = Number(targetArg);
  if (!/^\d+$/.test(targetArg) || target < 1 || target > MAX_TARGET)
    return fail(`--target must be a whole number from 1 to ${MAX_TARGET}, not "${targetArg.slice(0, 20)}"`);

  // Long counts tell their progress on stderr, so stdout stays one JSON line.
  const tell = depth >= 5 ? (done: number, total: number) => process.stderr.write(`\rperft: first move ${done}/${total}`) : undefined;
  const { nodes } = perft(new Position(setUp(), GOLD), depth, target, tell);
  if (tell) process.stderr.write('\n');
  console.log(JSON.stringify({ depth, nodes }));
  return 0;
}
