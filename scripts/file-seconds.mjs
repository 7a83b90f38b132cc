#!/usr/bin/env node
// Refreshes test/setup/file-seconds.json, the order in which a clean clone's run starts its files
// (test/setup/sequencer.ts: each project's longest first), from a whole run's report:
// `node scripts/file-seconds.mjs [test-results/vitest.json]`. Files of 3 s and more are kept,
// longest first; a file missing from the list starts after those of its project that are on it.
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const report = process.argv[2] ?? `${root}test-results/vitest.json`;
const json = JSON.parse(readFileSync(report, 'utf8'));
if (!Array.isArray(json.testResults)) throw new Error(`${report} is not a vitest JSON report (no testResults)`);
// The run's own root (a clean clone's, say): what its files' paths have in common.
const names = json.testResults.map((t) => t.name);
let common = names[0] ?? '';
for (const n of names) while (!n.startsWith(common)) common = common.slice(0, -1);
common = common.slice(0, common.lastIndexOf('/') + 1);
const seconds = json.testResults
  .map((t) => [t.name.slice(common.length), Math.round((t.endTime - t.startTime) / 100) / 10])
  .filter(([, s]) => s >= 3)
  .sort((a, b) => b[1] - a[1]);
writeFileSync(`${root}test/setup/file-seconds.json`, `${JSON.stringify(Object.fromEntries(seconds), null, 2)}\n`);
console.log(`test/setup/file-seconds.json: ${seconds.length} files of 3 s and more, from ${report}`);
