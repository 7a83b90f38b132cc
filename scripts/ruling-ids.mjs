#!/usr/bin/env node
// The ruling ids (R12, L28, H12, P10, B5) that the tests cite: in test files and the helpers under
// test/. Slimming a suite must not lose one, so this lists them and compares with a saved list:
//   node scripts/ruling-ids.mjs                 prints the count per game letter and the ids
//   node scripts/ruling-ids.mjs --save FILE     also writes the ids, one a line
//   node scripts/ruling-ids.mjs --against FILE  fails naming every id of FILE no test cites now
//   node scripts/ruling-ids.mjs --base COMMIT   the same against the tests of a git commit
// A card's id is not a ruling's: The High Seize's cards (R15, B01) are quoted or keys of a record
// ('R15', R15: {…}), so a quoted id or a key counts only on a line that speaks of a ruling.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SKIP = new Set(['node_modules', 'dist', 'build', 'test-results', '.git']);

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else yield relative(root, p);
  }
}

const cites = (path) => /\.test\.tsx?$/.test(path) || (/^test\//.test(path) && /\.tsx?$/.test(path));
const ID = /(['"`]?)\b([RLHPB][1-9][0-9]?)\b(['"`]?)(\s*:\s*\{)?/g;

/** The ids cited by the given files (path -> text): id -> paths citing it. */
function cited(paths, read) {
  const ids = new Map();
  for (const path of paths) {
    if (!cites(path)) continue;
    for (const line of read(path).split('\n')) {
      for (const m of line.matchAll(ID)) {
        const quoted = m[1] !== '' && m[1] === m[3];
        if ((quoted || m[4]) && !/ruling/i.test(line)) continue;
        if (!ids.has(m[2])) ids.set(m[2], new Set());
        ids.get(m[2]).add(path);
      }
    }
  }
  return ids;
}

const ids = cited(files(root), (path) => readFileSync(join(root, path), 'utf8'));
const order = (a, b) => a[0].localeCompare(b[0]) || Number(a.slice(1)) - Number(b.slice(1));
const sorted = [...ids.keys()].sort(order);
const byGame = Object.fromEntries(['R', 'L', 'H', 'P', 'B'].map((g) => [g, sorted.filter((id) => id[0] === g).length]));
console.log(
  `${sorted.length} ruling ids cited by tests (${Object.entries(byGame)
    .map(([g, n]) => `${g}: ${n}`)
    .join(', ')})`,
);
console.log(sorted.join(' '));

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const save = arg('--save');
if (save) writeFileSync(save, `${sorted.join('\n')}\n`);
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
const base = arg('--base');
const against = arg('--against');
if (against || base) {
  const before = against
    ? readFileSync(against, 'utf8').split('\n').filter(Boolean)
    : [...cited(git('ls-tree', '-r', '--name-only', base).split('\n').filter(Boolean), (path) => git('show', `${base}:${path}`)).keys()].sort(order);
  const lost = before.filter((id) => !ids.has(id));
  console.log(`${before.length} cited at ${against ?? base}, ${sorted.length} now; lost: ${lost.length ? lost.join(' ') : 'none'}`);
  if (lost.length) process.exit(1);
}
