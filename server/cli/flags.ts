// What every command does with its flags before its own work: node's parseArgs, strict and without
// positionals; `-h/--help` and `--data DIR`, which every command that reads flags here takes; a
// wrong flag answered with the command's usage; and the data directory checked before use.
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { dataDir, dataDirProblem } from '../src/paths.ts';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}
export const consoleIo: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l) };

type Options = NonNullable<ParseArgsConfig['options']>;
const EVERY_COMMAND = { data: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } } as const;
type Strict<O extends Options> = { args: string[]; strict: true; allowPositionals: false; options: O & typeof EVERY_COMMAND };

/** A command's flags as parseArgs types them (its own and `data`, `help`). */
export type Flags<O extends Options> = ReturnType<typeof parseArgs<Strict<O>>>['values'];

/**
 * `quartermaster <command>`'s flags from `argv`; or, when they are wrong, the exit code 2 after the
 * reason and the usage on `io.err`; or 0 after the usage on `io.out` for `--help`.
 */
export function readFlags<O extends Options>(command: string, argv: string[], options: O, usage: string, io: CliIo): Flags<O> | number {
  let values: Flags<O>;
  try {
    const config = { args: argv, strict: true, allowPositionals: false, options: { ...options, ...EVERY_COMMAND } } as Strict<O>;
    values = parseArgs(config).values;
  } catch (e) {
    io.err(`quartermaster ${command}: ${(e as Error).message}\n\n${usage}`);
    return 2;
  }
  if ((values as { help?: boolean }).help) {
    io.out(usage);
    return 0;
  }
  return values;
}

/** What --token accepts: safe in a URL unescaped, and not guessable in a few tries. */
export const TOKEN_RULE = /^[\w-]{8,200}$/;

/** What is wrong with an --http-port value (a port number from `lowest`, 0 meaning any free one), or null. */
export function httpPortProblem(given: string, lowest: 0 | 1): string | null {
  if (/^\d+$/.test(given) && Number(given) >= lowest && Number(given) <= 65535) return null;
  return `--http-port must be a port number ${lowest}–65535, not "${given.slice(0, 40)}"`;
}

/** The data directory `--data` names (else the default), created if need be; or exit code 1 after
 * saying why it cannot be used. */
export function usableDataDir(command: string, flag: string | undefined, io: CliIo): string | number {
  const dir = dataDir(flag);
  const problem = dataDirProblem(dir);
  if (!problem) return dir;
  io.err(`quartermaster ${command}: the data directory ${dir} cannot be used: ${problem} (choose another with --data DIR)`);
  return 1;
}
