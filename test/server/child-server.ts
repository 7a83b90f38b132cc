// `quartermaster serve` in its own process on a free port and a temp data dir, for tests that
// must kill it for real (SIGKILL) and start it again on the same data.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { PROJECT as ROOT, serveArgs } from '../serve-args.ts';

export interface ChildServer {
  url: string;
  /** The server's `/ws` (a host presents `token` in its hello). */
  wsUrl: string;
  token: string;
  proc: ChildProcess;
  stderr(): string;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/** `under`: a command that runs the server (e.g. `prlimit --nofile=128`), its own arguments first. */
export async function spawnServer(dataDir: string, token = 'restart-test-token', extra: string[] = [], under: string[] = []): Promise<ChildServer> {
  const args = serveArgs(0, dataDir, ['--token', token, '--log-level', 'warn', ...extra]);
  const [command = process.execPath, ...before] = [...under, process.execPath];
  const proc = spawn(command, [...before, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  proc.stderr?.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-8000)));
  const exit = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let gaveUp = false;
    // A start given up on stops its process: none is left running behind the failure.
    const timer = setTimeout(() => {
      gaveUp = true;
      proc.kill('SIGKILL');
      void exit.then(() => reject(new Error(`serve (pid ${proc.pid}) did not start in 60 s, and was stopped:\n${err}`)));
    }, 60_000);
    void exit.then((code) => {
      clearTimeout(timer);
      if (!gaveUp) reject(new Error(`serve exited (${code}) before listening:\n${err}`));
    });
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      try {
        const j = JSON.parse(line) as { url?: unknown };
        if (typeof j.url === 'string') {
          clearTimeout(timer);
          resolve(j.url);
        }
      } catch {
        // not the JSON line
      }
    });
  });
  return {
    url,
    wsUrl: `${url.replace(/^http/, 'ws')}/ws`,
    token,
    proc,
    stderr: () => err,
    async kill(signal) {
      proc.kill(signal);
      return exit;
    },
  };
}
