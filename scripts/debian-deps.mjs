// Debian packages the test suites need, with a file that proves each is installed.
// `npm test` installs the missing ones when it runs as root (or with sudo) on Debian,
// and otherwise stops with a message naming them: a suite never skips silently.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const debianDeps = [
  { pkg: 'gcc-avr', proof: '/usr/bin/avr-gcc', why: 'builds the rig firmware' },
  { pkg: 'binutils-avr', proof: '/usr/bin/avr-objcopy', why: 'turns the firmware into a .hex' },
  { pkg: 'avr-libc', proof: '/usr/lib/avr/include/avr/io.h', why: 'the C library of the firmware' },
  { pkg: 'arduino-core-avr', proof: '/usr/share/arduino/hardware/arduino/avr/cores/arduino/Arduino.h', why: 'the Arduino core the firmware is written on' },
  { pkg: 'arduino-builder', proof: '/usr/bin/arduino-builder', why: 'builds the sketch as the Arduino IDE 1.8 does' },
  { pkg: 'arduino-ctags', proof: '/usr/bin/arduino-ctags', why: "the Arduino builder's sketch preprocessor" },
  {
    pkg: 'chromium-headless-shell',
    proof: '/usr/bin/chromium-headless-shell',
    why: "end-to-end tests of the tablet UI (Debian's chromium, headless, driven by playwright-core)",
  },
  { pkg: 'xvfb', proof: '/usr/bin/Xvfb', why: "the X display WebKit's MiniBrowser draws on in the browser tests" },
  {
    pkg: 'webkit2gtk-driver',
    proof: '/usr/bin/WebKitWebDriver',
    why: "the tablet UI's tests in WebKit, the iPad's engine (WebKitGTK's WebDriver and MiniBrowser, driven by webdriverio)",
  },
  { pkg: 'firefox-esr', proof: '/usr/bin/firefox-esr', why: "the tablet UI's tests in Firefox (over WebDriver BiDi, driven by puppeteer-core)" },
  { pkg: 'socat', proof: '/usr/bin/socat', why: 'pseudo-terminal pairs for serial-link tests' },
  { pkg: 'avrdude', proof: '/usr/bin/avrdude', why: "flashes the rig's firmware (quartermaster flash), tried against the emulated rig's bootloader" },
];

export function missingDeps() {
  return debianDeps.filter((d) => !existsSync(d.proof));
}

function run(cmd, args) {
  console.log(`$ ${[cmd, ...args].join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

/** Installs what is missing; returns the list still missing afterwards. */
export function ensureDebianDeps() {
  let missing = missingDeps();
  if (missing.length === 0) return [];
  const names = missing.map((d) => d.pkg);
  console.log(`Installing Debian packages the tests need: ${names.join(' ')}`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const hasApt = existsSync('/usr/bin/apt-get');
  if (hasApt) {
    const [cmd, ...pre] = prefix.length ? prefix : ['apt-get'];
    const aptArgs = (a) => (prefix.length ? [...pre, 'apt-get', ...a] : a);
    run(cmd, aptArgs(['update', '-qq']));
    run(cmd, aptArgs(['install', '-y', '-qq', '--no-install-recommends', ...names]));
  }
  missing = missingDeps();
  return missing;
}
