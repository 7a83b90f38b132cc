// Golden check for the resolver's speed work (issues 30, 32): records every verdict, its time and
// the status figures over many traces, so a faster level.ts / robust.ts can be shown to decide
// exactly as before. `record FILE` writes them; `check FILE` compares (verdicts and times exactly,
// figures exactly or within 1e-9 relative, each counted). A third argument plays other seeds.
//   node bin/run-ts.mjs bench/weigh-golden.ts record /tmp/golden.json [SEED]
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { benchTrace, unassumedTrace } from './weigh-common.ts';
import { handCase, handTrace } from '../scale/hand-model.ts';
import { playTrace } from '../scale/judge.ts';
import type { Resolver } from '../scale/resolver.ts';
import { generateTrace } from '../scale/trace-model.ts';
import type { Trace } from '../scale/trace.ts';

type Row = Record<string, unknown>;

const figures = (r: Resolver): Row => {
  const s = r.status();
  return {
    verdict: s.verdict,
    decidedAtMs: s.decidedAtMs,
    differenceGrams: s.differenceGrams,
    lowGrams: s.lowGrams,
    highGrams: s.highGrams,
    leftGrams: s.leftGrams,
    rightGrams: s.rightGrams,
    confidence: s.confidence,
    settled: s.settled,
    levels: s.levels ?? null,
    held: r.heldEvidence(),
  };
};

/** The status after every sample (readings as the tablet sees them) and held evidence every 25th, hashed. */
function probe(trace: Trace): Row {
  const h = createHash('sha256');
  let k = 0;
  const r = playTrace(trace, {}, (looking) => {
    h.update(JSON.stringify(looking.status()));
    if (++k % 25 === 0) h.update(JSON.stringify(looking.heldEvidence()));
  });
  return { ...figures(r), probe: h.digest('hex') };
}

const judge = (trace: Trace): Row => figures(playTrace(trace));

function cases(seed: number): Array<{ name: string; run: () => Row }> {
  const out: Array<{ name: string; run: () => Row }> = [];
  for (let i = 0; i < 300; i++) out.push({ name: `bench ${2026 + seed}/${i}`, run: () => judge(benchTrace(2026 + seed, i)) });
  for (let i = 0; i < 300; i++) out.push({ name: `unassumed ${32 + seed}/${i}`, run: () => judge(unassumedTrace(32 + seed, i)) });
  for (let i = 0; i < 100; i++) out.push({ name: `hand ${7 + seed}/${i}`, run: () => judge(handTrace(handCase(7 + seed, i)).trace) });
  for (const noiseShape of ['heavy', 'ar1'] as const)
    for (let i = 0; i < 30; i++) out.push({ name: `${noiseShape} ${i}`, run: () => judge(generateTrace(500 + 100 * seed + i, { noiseShape })) });
  for (let i = 0; i < 20; i++)
    out.push({ name: `unmarked ${i}`, run: () => judge(generateTrace(900 + 100 * seed + i, { withMark: false, afterMarkMs: 8000 })) });
  for (let i = 0; i < 12; i++) out.push({ name: `probe bench ${i}`, run: () => probe(benchTrace(4242 + seed, i)) });
  for (let i = 0; i < 12; i++) out.push({ name: `probe unassumed ${i}`, run: () => probe(unassumedTrace(2026 + seed, i)) });
  return out;
}

/** Differences between two records: exact, or floating point within 1e-9 relative (counted apart). */
function compare(a: unknown, b: unknown, path: string, out: { near: number; diffs: string[] }): void {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a === b || (Number.isNaN(a) && Number.isNaN(b))) return;
    if (Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b)) && !/decidedAtMs/.test(path)) out.near++;
    else out.diffs.push(`${path}: ${a} → ${b}`);
  } else if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) compare((a as Row)[k], (b as Row)[k], `${path}.${k}`, out);
  } else if (a !== b) out.diffs.push(`${path}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`);
}

const [mode, file, seedArg = '0'] = process.argv.slice(2);
const seed = Number(seedArg);
if ((mode !== 'record' && mode !== 'check') || !file || !Number.isSafeInteger(seed)) {
  console.error('usage: weigh-golden.ts record|check FILE [SEED]');
  process.exit(2);
}
const started = process.cpuUsage();
const results: Record<string, Row> = {};
for (const c of cases(seed)) results[c.name] = c.run();
const cpu = process.cpuUsage(started);
const cpuS = (cpu.user + cpu.system) / 1e6;
console.error(`${Object.keys(results).length} cases, ${cpuS.toFixed(1)} s CPU`);
if (mode === 'record') writeFileSync(file, JSON.stringify(results));
else {
  const golden = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Row>;
  const out = { near: 0, diffs: [] as string[] };
  compare(golden, JSON.parse(JSON.stringify(results)), '', out);
  console.log(out.diffs.length === 0 ? `identical (${out.near} figures within 1e-9, not bit-equal)` : out.diffs.slice(0, 40).join('\n'));
  process.exit(out.diffs.length === 0 ? 0 : 1);
}
