// `quartermaster pair`: on the table's own machine, a one-time link (and its QR code) that makes a
// tablet host, for a table without a screen; `--forget-all` forgets every host tablet. Both go
// through the data directory (server/src/pairing/pair-requests.ts), which only the table's own
// user can write: nobody on the network can do what this command does.
import { DataHold } from '../src/data-lock/hold.ts';
import { HostPairings } from '../src/pairing/host-pairings.ts';
import { CODE_MS, forgetRequested, makePairCode, requestForgetAll, takeForgetRequest, withdrawAllPairCodes } from '../src/pairing/pair-requests.ts';
import { type CliIo, consoleIo, httpPortProblem, readFlags, usableDataDir } from './flags.ts';
import { terminalQr, urlsFor } from './tablet-links.ts';

const USAGE = `usage: quartermaster pair [options]

Prints a link (and its QR code) that makes the tablet opening it the table's host. It works
once, within ${CODE_MS / 60_000} minutes; the tablet then stays host across restarts.

  --forget-all       forget every host tablet instead: each becomes a spectator (at once when
                     the table is running); the host link printed at its start still works
  --data DIR         the table's data directory (as for quartermaster serve)
  --http-port N      the port the table listens on (default: the running table's, else 7777)
  --host ADDR        the address the tablet reaches the table at (default: this machine's)
  --no-qr            do not print the QR code
  --json             print {"urls","expiresAt","serving"} (or {"forgotten"}) as one JSON line
  -h, --help         this help`;

/** How long --forget-all waits for the running table to take its request. */
const TAKE_MS = 10_000;

const OPTIONS = {
  'forget-all': { type: 'boolean', default: false },
  'http-port': { type: 'string' },
  host: { type: 'string', default: '0.0.0.0' },
  'no-qr': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
} as const;

export async function run(argv: string[], io: CliIo = consoleIo): Promise<number> {
  const values = readFlags('pair', argv, OPTIONS, USAGE, io);
  if (typeof values === 'number') return values;
  const given = values['http-port'];
  const portProblem = given === undefined ? null : httpPortProblem(given, 1);
  if (portProblem) {
    io.err(`quartermaster pair: ${portProblem}\n\n${USAGE}`);
    return 2;
  }
  const dir = usableDataDir('pair', values.data, io);
  if (typeof dir === 'number') return dir;
  const holder = await DataHold.holderOf(dir);
  const serving = holder !== null;
  try {
    if (values['forget-all']) return await forgetAll(dir, serving, values.json, io);
  } catch (e) {
    io.err(`quartermaster pair: the host tablets could not be forgotten: ${(e as Error).message}`);
    return 1;
  }

  const port = given !== undefined ? Number(given) : (portOf(holder) ?? 7777);
  let code: string;
  try {
    code = makePairCode(dir);
  } catch (e) {
    io.err(`quartermaster pair: the pairing could not be written in ${dir}: ${(e as Error).message}`);
    return 1;
  }
  const urls = urlsFor(values.host, port).map((u) => `${u}/?pair=${code}`);
  const expiresAt = new Date(Date.now() + CODE_MS).toISOString();
  if (values.json) {
    io.out(JSON.stringify({ urls, expiresAt, serving }));
    return 0;
  }
  io.out(`Open on the tablet to make it host (once, within ${CODE_MS / 60_000} minutes):`);
  for (const u of urls) io.out(`  ${u}`);
  if (!serving) io.out(`No Quartermaster is serving ${dir} now: the link works once it is.`);
  if (!values['no-qr'] && urls[0]) io.out(await terminalQr(urls[0]));
  return 0;
}

/** Forgets every host tablet: through the running table, or here when none is running. */
async function forgetAll(dir: string, serving: boolean, json: boolean, io: CliIo): Promise<number> {
  const say = (forgotten: number | 'all', words: string): void => io.out(json ? JSON.stringify({ forgotten }) : words);
  requestForgetAll(dir);
  if (serving) {
    const end = Date.now() + TAKE_MS;
    while (forgetRequested(dir) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    if (forgetRequested(dir)) {
      io.err(
        `quartermaster pair: the running table did not take the request within ${TAKE_MS / 1000} s; it is left for it, and taken at the latest when it next starts`,
      );
      return 1;
    }
    say('all', 'Every host tablet is forgotten: each is a spectator now.');
    return 0;
  }
  // Nobody serves the directory: held here for the moment, so that no table starts meanwhile.
  const hold = await DataHold.take(dir);
  try {
    // The pending codes first, as the running table does (table-pairing.ts): one left would make a new host.
    withdrawAllPairCodes(dir);
    const n = HostPairings.open(dir, (m) => io.err(`quartermaster pair: ${m}`)).forgetAll();
    takeForgetRequest(dir);
    say(n, `Every host tablet is forgotten (${n}).`);
    return 0;
  } finally {
    await hold.release();
  }
}

/** The port of the running table, as it says when asked who holds the directory. */
function portOf(holder: Awaited<ReturnType<typeof DataHold.holderOf>>): number | null {
  if (holder === null || typeof holder === 'string' || !holder.url) return null;
  try {
    const port = Number(new URL(holder.url).port);
    return port > 0 && port <= 65535 ? port : null;
  } catch {
    return null;
  }
}
