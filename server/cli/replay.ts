// `quartermaster replay FILE [--compact]`: replays a table script and prints the state
// (docs/table-script/README.md). Rejected lines are listed with line numbers and reasons.
// Exit status: 0 when the file was replayed (even with rejected moves), 1 when a line was not
// a well-formed input (not JSON), 2 for bad arguments or an unreadable file.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { registry } from '../../games/index.ts';
import { replayLines } from '../../games/core/replay.ts';
import { view } from '../../games/core/table.ts';

const HELP = `usage: quartermaster replay FILE [--compact]

Replays FILE, a table script (JSON Lines: one input per line, "-" for standard input),
and prints the resulting state as JSON, with every rejected line and its reason.
  --compact   print the JSON on one line`;

export async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { compact: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (e) {
    console.error(`quartermaster replay: ${(e as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(HELP);
    return 0;
  }
  const [file, ...extra] = parsed.positionals;
  if (file === undefined || extra.length > 0) {
    console.error(`quartermaster replay: give exactly one FILE\n\n${HELP}`);
    return 2;
  }
  let text: string;
  try {
    text = file === '-' ? await readStdin() : await readFile(file, 'utf8');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    console.error(
      `quartermaster replay: cannot read ${file}: ${err.code === 'ENOENT' ? 'no such file' : err.code === 'EISDIR' ? 'it is a directory' : err.message}`,
    );
    return 2;
  }
  const result = replayLines(registry, text);
  const out = { ...view(result.table), rejected: result.rejected.map(({ line, reason }) => ({ line, reason })) };
  console.log(parsed.values.compact ? JSON.stringify(out) : JSON.stringify(out, null, 2));
  return result.rejected.some((r) => r.malformed) ? 1 : 0;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
