// `quartermaster serve`: the companion. Simulated rig unless --port PATH names a real one.
// Prints the tablet's URL with the host token (and a QR code of it); SIGINT/SIGTERM stop it cleanly.
import { firmwareSource, startEmulator } from './emulator.ts';
import { dirname } from 'node:path';
import pretty from 'pino-pretty';
import { consoleIo, httpPortProblem, readFlags, TOKEN_RULE, usableDataDir } from './flags.ts';
import { DataDirInUse, DataHold } from '../src/data-lock/hold.ts';
import { DEFAULT_CONNECTION_LIMITS } from '../src/connection-cap.ts';
import { openTableDevice } from '../src/devices/open.ts';
import { deviceKinds, type DeviceKinds, kindChoice, kindLines } from '../../firmware-bridge/src/index.ts';
import { DEFAULT_UI_DIR, startServer } from '../src/start.ts';
import { MAX_BUDGET_MS, ThinkingWorker } from '../src/computer/thinking-worker.ts';
import { registry } from '../../games/index.ts';
import { buildUi, uiIsStale } from '../src/ui-build.ts';
import { terminalQr, urlsFor } from './tablet-links.ts';
import { givenName } from '../src/table-names.ts';

const usage = (kinds: DeviceKinds): string => `usage: quartermaster serve [options]

  --port PATH        serial port of a real rig, or "auto" to find one (default: the simulated rig)
  --emulate          the real firmware in the avr8js emulator instead of the simulated rig
  --balance KIND     a commercial single-pan balance on --port, or without --port a simulated
                     one (no card reader: cards are picked on the tablet); KIND is one of
${kindLines(kinds, ' '.repeat(23))}
  --rate SPS         load-cell samples per second, 10 or 80 (default 80)
  --http-port N      HTTP port (default 7777; 0 = any free port)
  --host ADDR        address to listen on (default 0.0.0.0: reachable from the tablet)
  --host-name NAME   a name the tablets reach the table by, beside its addresses, localhost, its
                     host name and <host name>.local (repeatable); NAME:PORT for a name reached
                     on another port (a proxy, a port mapping); any other name is refused
  --data DIR         data directory, one server at a time (default $QUARTERMASTER_DATA_DIR,
                     else $XDG_DATA_HOME/quartermaster, else ~/.local/share/quartermaster)
  --token T          host token (default: a new random one each start; tablets made host
                     stay host across starts: see quartermaster pair)
  --think-ms N       a computer player's thinking time per move, 1–30000 ms (default 1000)
  --max-connections N  connections kept open at once, 8–10000 (default 256; at most 32 of
                     them from one address): beyond, refused in words, so the server's
                     descriptors (1024 is the usual limit) are never used up
  --no-qr            do not print the QR code
  --skip-ui-build    serve web-ui/dist as it is, even if older than its sources
  --json             print {"url","port","token","dataDir"} as one JSON line when listening
  --log-level L      pino level for the log on stderr (default info; debug adds every HTTP request)
  --log-format F     pretty (one readable line per event) or json (pino's JSON lines, for
                     log tools); default pretty when stderr is a terminal, else json
  -h, --help         this help

The HTTP routes and the WebSocket protocol are documented in server/API.md.`;

/** --max-connections: enough for a table of tablets, and never so many that descriptors run out. */
const MIN_CONNECTIONS = 8;
const MAX_CONNECTIONS = 10_000;
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
export { TOKEN_RULE } from './flags.ts';

/** pino's JSON lines, or pino-pretty's readable lines (in-process: a few log lines a minute). */
function logStream(format: 'pretty' | 'json'): NodeJS.WritableStream {
  if (format === 'json') return process.stderr;
  return pretty({ destination: 2, colorize: Boolean(process.stderr.isTTY), translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' });
}

/** `kinds`: the devices --balance may name (a test gives its own). */
export async function run(argv: string[], kinds: DeviceKinds = deviceKinds): Promise<number> {
  const values = readFlags(
    'serve',
    argv,
    {
      port: { type: 'string' },
      emulate: { type: 'boolean', default: false },
      balance: { type: 'string' },
      rate: { type: 'string', default: '80' },
      'http-port': { type: 'string', default: '7777' },
      host: { type: 'string', default: '0.0.0.0' },
      'host-name': { type: 'string', multiple: true, default: [] },
      token: { type: 'string' },
      'think-ms': { type: 'string', default: '1000' },
      'max-connections': { type: 'string', default: String(DEFAULT_CONNECTION_LIMITS.max) },
      'no-qr': { type: 'boolean', default: false },
      'skip-ui-build': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      'log-level': { type: 'string', default: 'info' },
      'log-format': { type: 'string' },
    } as const,
    usage(kinds),
    consoleIo,
  );
  if (typeof values === 'number') return values;
  const httpPort = Number(values['http-port']);
  const bad = (msg: string): number => {
    console.error(`quartermaster serve: ${msg}\n\n${usage(kinds)}`);
    return 2;
  };
  const portProblem = httpPortProblem(values['http-port'], 0);
  if (portProblem) return bad(portProblem);
  if (!LEVELS.includes(values['log-level'])) return bad(`--log-level must be one of ${LEVELS.join(', ')}`);
  const logFormat = values['log-format'] ?? (process.stderr.isTTY ? 'pretty' : 'json');
  if (logFormat !== 'pretty' && logFormat !== 'json') return bad(`--log-format must be pretty or json, not "${logFormat}"`);
  if (values.token !== undefined && !TOKEN_RULE.test(values.token)) return bad('--token must be 8–200 letters, digits, "-" or "_"');
  const badName = values['host-name'].find((n) => givenName(n) === null);
  if (badName !== undefined)
    return bad(
      `--host-name must be a host name or address, with :PORT if the tablets reach it on another port (table.example, table.example:8080), not "${badName.slice(0, 100)}"`,
    );
  if (values.port === '') return bad('--port needs a serial port path, e.g. /dev/ttyUSB0, or "auto"');
  if (values.port !== undefined && values.emulate) return bad('choose one of --port and --emulate');
  const balance = values.balance === undefined ? undefined : kinds.get(values.balance);
  if (values.balance !== undefined && !balance) return bad(`--balance must be ${kindChoice(kinds)}, not "${values.balance}"`);
  if (balance !== undefined && values.emulate) return bad("--emulate runs the rig's firmware: it does not go with --balance");
  if (values.rate !== '10' && values.rate !== '80') return bad(`--rate must be 10 or 80, not "${values.rate}"`);
  const sampleRate = values.rate === '10' ? 10 : 80;
  const thinkMs = Number(values['think-ms']);
  if (!/^\d+$/.test(values['think-ms']) || thinkMs < 1 || thinkMs > MAX_BUDGET_MS)
    return bad(`--think-ms must be 1–${MAX_BUDGET_MS} (milliseconds), not "${values['think-ms']}"`);

  const maxConnections = Number(values['max-connections']);
  if (!/^\d+$/.test(values['max-connections']) || maxConnections < MIN_CONNECTIONS || maxConnections > MAX_CONNECTIONS)
    return bad(`--max-connections must be ${MIN_CONNECTIONS}–${MAX_CONNECTIONS}, not "${values['max-connections'].slice(0, 40)}"`);
  const connections = { max: maxConnections, perAddress: Math.min(DEFAULT_CONNECTION_LIMITS.perAddress, maxConnections) };

  const say = (m: string): void => void process.stderr.write(`${m}\n`);
  const webUi = dirname(DEFAULT_UI_DIR);
  if (!values['skip-ui-build'] && uiIsStale(webUi)) {
    try {
      await buildUi(webUi, say);
    } catch (e) {
      say(`the tablet app could not be built (${(e as Error).message}); serving the API only`);
    }
  }

  const dir = usableDataDir('serve', values.data, consoleIo);
  if (typeof dir === 'number') return dir;
  // One server per data directory: refused before the device is opened (the session takes the hold).
  const holder = await DataHold.holderOf(dir);
  if (holder) {
    console.error(`quartermaster serve: ${new DataDirInUse(dir, holder).message}`);
    return 1;
  }
  let running;
  try {
    const device = await openTableDevice({
      dataDir: dir,
      ...(values.port !== undefined ? { port: values.port } : {}),
      ...(values.emulate ? { emulate: startEmulator } : {}),
      ...(balance ? { balance } : {}),
      firmware: await firmwareSource(),
    });
    running = await startServer({
      dataDir: dir,
      device,
      sampleRate,
      // The one place that composes a table: its games, and a computer player that loads the same registry.
      registry,
      computer: new ThinkingWorker(new URL('../../games/index.ts', import.meta.url)),
      computerBudgetMs: thinkMs,
      connections,
      httpPort,
      host: values.host,
      hostNames: values['host-name'],
      ...(values.token ? { token: values.token } : {}),
      logger: { level: values['log-level'], stream: logStream(logFormat) },
      // "incoming request"/"request completed" for every asset drowns what matters; errors are still logged.
      requestLogging: values['log-level'] === 'debug' || values['log-level'] === 'trace',
    });
  } catch (e) {
    console.error(`quartermaster serve: ${(e as Error).message}`);
    return 1;
  }

  const tabletUrls = urlsFor(values.host, running.port).map((u) => `${u}/?token=${running.token}`);
  if (values.json) {
    console.log(JSON.stringify({ url: running.url, port: running.port, token: running.token, dataDir: dir, tabletUrls }));
  } else {
    const rigName = values.port
      ? `${balance?.id ?? 'rig'} on ${values.port}`
      : values.emulate
        ? 'emulated rig'
        : balance
          ? `simulated ${balance.id} balance`
          : 'simulated rig';
    console.log(`Quartermaster is serving the table (${rigName}); data in ${dir}`);
    console.log('Open on the tablet (this link makes it the host):');
    for (const u of tabletUrls) console.log(`  ${u}`);
    console.log(`Spectators: the same address without ?token=…   Host token: ${running.token}`);
    console.log(
      'Tablets made host before stay host. On this machine, `quartermaster pair` prints a one-time host link; `quartermaster pair --forget-all` forgets every host tablet.',
    );
    if (!values['no-qr'] && tabletUrls[0]) console.log(await terminalQr(tabletUrls[0]));
  }

  return new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (signal: string): void => {
      if (stopping) return;
      stopping = true;
      say(`${signal}: stopping`);
      // Everything of ours is closed then; a library's stray timer must not keep a stopped service
      // alive (a service manager waits for the exit), so the exit is forced a little later.
      const exitSoon = (code: number): void => void setTimeout(() => process.exit(code), 2000).unref();
      running.close().then(
        () => {
          exitSoon(0);
          resolve(0);
        },
        (e: unknown) => {
          say(`error while stopping: ${(e as Error).message}`);
          exitSoon(1);
          resolve(1);
        },
      );
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}
