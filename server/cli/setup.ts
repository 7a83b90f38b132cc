// `quartermaster setup`: the setup guide on the terminal, a view of the one the running table
// keeps (server/src/setup/): the tablet's "Set up a new rig" and this command show the same step,
// and either may go on where the other left off.
import { createInterface } from 'node:readline/promises';
import type { SetupStatus } from '#protocol';
import { DataHold } from '../src/data-lock/hold.ts';
import { type CliIo, consoleIo, readFlags, TOKEN_RULE, usableDataDir } from './flags.ts';

import { SetupClient } from './setup-client.ts';
import { type Ask, showStep, walkStep } from './setup-steps.ts';

const USAGE = `usage: quartermaster setup [options]

Sets up a new rig, step by step, with the running table (quartermaster serve): the parts, the
wiring one part at a time, the firmware, the rig check, calibrating the cups and enrolling the
cards. The rig itself confirms each step before the next. The table keeps where you are: stop
at any time (q), and go on here or on the tablet's "Set up a new rig".

  --url URL          the running table (default: the one serving the data directory)
  --token T          the host token the table printed when it started (default
                     $QUARTERMASTER_TOKEN)
  --status           print where the guide is, and exit
  --json             with --status: print it as one JSON object
  --data DIR         the table's data directory (as for quartermaster serve)
  -h, --help         this help`;

export interface SetupIo extends CliIo {
  /** Where the builder's answers come from (default stdin), and where the questions go (default stderr). */
  input?: NodeJS.ReadableStream;
  prompts?: NodeJS.WritableStream;
}

const OPTIONS = {
  url: { type: 'string' },
  token: { type: 'string' },
  status: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
} as const;

export async function run(argv: string[], io: SetupIo = consoleIo): Promise<number> {
  const values = readFlags('setup', argv, OPTIONS, USAGE, io);
  if (typeof values === 'number') return values;
  const bad = (message: string): number => {
    io.err(`quartermaster setup: ${message}\n\n${USAGE}`);
    return 2;
  };
  if (values.json && !values.status) return bad('--json goes with --status');
  const token = values.token ?? process.env.QUARTERMASTER_TOKEN;
  if (token !== undefined && !TOKEN_RULE.test(token)) return bad('--token must be 8–200 letters, digits, "-" or "_" (the token the table printed)');
  let base: URL;
  if (values.url !== undefined) {
    const url = URL.canParse(values.url) ? new URL(values.url) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      return bad(`--url must be the table's address, e.g. http://localhost:7777/, not "${values.url.slice(0, 100)}"`);
    base = url;
  } else {
    const dir = usableDataDir('setup', values.data, io);
    if (typeof dir === 'number') return dir;
    const holder = await DataHold.holderOf(dir);
    if (holder === null || typeof holder === 'string' || !holder.url) {
      io.err(`quartermaster setup: no Quartermaster is serving ${dir}: start quartermaster serve, or give the table's address with --url`);
      return 1;
    }
    base = new URL(holder.url);
  }
  const client = new SetupClient(base, token);

  if (values.status) {
    try {
      const s = await client.status();
      if (values.json) io.out(JSON.stringify(s));
      else showStep(s, io.out);
      return 0;
    } catch (e) {
      io.err(`quartermaster setup: ${(e as Error).message}`);
      return 1;
    }
  }
  if (token === undefined) return bad('the guide needs the host token: give --token T (the table printed it when it started)');

  const rl = createInterface({ input: io.input ?? process.stdin, output: io.prompts ?? process.stderr, terminal: false });
  // The input's end answers every question from then on with null (the builder stops there).
  const ended = new Promise<null>((resolve) => rl.once('close', () => resolve(null)));
  const ask: Ask = async (question) => {
    const answer = await Promise.race([rl.question(`${question} `).catch(() => null), ended]);
    return answer === null ? null : answer.trim();
  };
  try {
    let s: SetupStatus = await client.status();
    for (;;) {
      showStep(s, io.err);
      if (s.guide.step === 'done') {
        io.out('The rig is set up: every step was confirmed by the rig itself.');
        return 0;
      }
      const next = await walkStep(s, client, ask, io.err);
      if (next === 'quit') {
        io.out('The guide keeps your place: run quartermaster setup again, or open "Set up a new rig" on the tablet.');
        return 0;
      }
      s = next;
    }
  } catch (e) {
    io.err(`quartermaster setup: ${(e as Error).message}`);
    return 1;
  } finally {
    rl.close();
  }
}
