// The processes WebKit needs beside the test: an X server (Xvfb, the browser project's global
// setup starts one: test/setup/engines.ts), and WebKitGTK's WebDriver, one a tab (it holds one
// session at a time), which starts the tab's MiniBrowser on that display.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** The Debian packages of the engines beside chromium, with the file that proves each. */
export const ENGINE_PACKAGES = {
  xvfb: { pkg: 'xvfb', proof: '/usr/bin/Xvfb' },
  webkitDriver: { pkg: 'webkit2gtk-driver', proof: '/usr/bin/WebKitWebDriver' },
  miniBrowser: { pkg: 'webkit2gtk-driver', proof: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser' },
  firefox: { pkg: 'firefox-esr', proof: '/usr/bin/firefox-esr' },
} as const;

/** The file of `what`, or an error naming the package to install: a test never skips. */
export function needed(what: keyof typeof ENGINE_PACKAGES): string {
  const { pkg, proof } = ENGINE_PACKAGES[what];
  if (!existsSync(proof)) throw new Error(`${proof} is missing: install Debian's ${pkg} (apt-get install -y ${pkg}; npm test does it when run as root)`);
  return proof;
}

export interface Running {
  proc: ChildProcess;
  stop(): Promise<void>;
}

function running(proc: ChildProcess): Running {
  const exited = new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve();
    else proc.once('exit', () => resolve());
  });
  return {
    proc,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      await exited;
    },
  };
}

/** An X server on a display it picks itself (`-displayfd`), and that display's number. */
export async function startXvfb(): Promise<Running & { display: number }> {
  const proc = spawn(needed('xvfb'), ['-displayfd', '1', '-screen', '0', '1280x1280x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  proc.stderr?.on('data', (d: Buffer) => {
    err = (err + d.toString()).slice(-2000);
  });
  const display = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Xvfb gave no display in 30 s:\n${err}`)), 30_000);
    proc.stdout?.once('data', (d: Buffer) => {
      clearTimeout(timer);
      resolve(Number(d.toString().trim()));
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}):\n${err}`));
    });
  });
  return { ...running(proc), display };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * WebKitGTK's WebDriver on `display`, its MiniBrowsers speaking `lang` (navigator.language follows
 * LANG: under LANG=C it is "C"), once it answers its /status.
 */
export async function startWebKitDriver(display: number, lang = 'en_US.UTF-8'): Promise<Running & { port: number }> {
  needed('miniBrowser');
  const port = await freePort();
  const proc = spawn(needed('webkitDriver'), [`--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DISPLAY: `:${display}`, LANG: lang, LC_ALL: lang, LANGUAGE: '' },
  });
  const r = running(proc);
  const until = Date.now() + 30_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/status`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { ...r, port };
    if (proc.exitCode !== null || Date.now() > until) {
      await r.stop();
      throw new Error(`WebKitWebDriver did not answer on port ${port} (exit ${proc.exitCode})`);
    }
    await new Promise((res) => setTimeout(res, 50));
  }
}
