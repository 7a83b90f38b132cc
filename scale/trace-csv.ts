// Reading and writing weigh traces as CSV (docs/weigh-trace.md). Reading is strict and
// names the line of the first problem, because traces come from files and other programs.
import type { Trace, TraceRow } from './trace.ts';

export const TRACE_HEADER = 't_ms,left_g,right_g';

export type ParsedTrace = { ok: true; trace: Trace } | { ok: false; line: number; message: string };

const fail = (line: number, message: string): ParsedTrace => ({ ok: false, line, message: `line ${line}: ${message}` });

function number(field: string): number | null {
  const s = field.trim();
  if (s === '' || !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

export function parseTraceCsv(text: string): ParsedTrace {
  const lines = text.split(/\r?\n/);
  const rows: TraceRow[] = [];
  let loadedAt: number | null = null;
  let header = false;
  let lastT = -Infinity;
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const line = (lines[i] ?? '').trim();
    if (line === '') continue;
    if (line.startsWith('#loaded')) {
      if (!header) return fail(lineNo, `missing header ${TRACE_HEADER} before the #loaded mark`);
      const m = /^#loaded\s*,(.*)$/.exec(line);
      const t = m ? number(m[1] ?? '') : null;
      if (t === null || t < 0) return fail(lineNo, `#loaded needs a time in ms, as "#loaded,2310"`);
      if (loadedAt !== null) return fail(lineNo, 'a second #loaded mark');
      if (t < lastT) return fail(lineNo, `#loaded at ${t} ms comes after a sample at ${lastT} ms (not in time order)`);
      loadedAt = t;
      lastT = Math.max(lastT, t);
      continue;
    }
    if (line.startsWith('#')) continue;
    if (!header) {
      if (line.replace(/\s+/g, '') !== TRACE_HEADER) return fail(lineNo, `missing header ${TRACE_HEADER} (found "${line.slice(0, 40)}")`);
      header = true;
      continue;
    }
    const fields = line.split(',');
    if (fields.length !== 3) return fail(lineNo, `expected 3 fields (t_ms,left_g,right_g), found ${fields.length}`);
    const [tf = '', lf = '', rf = ''] = fields;
    const t = number(tf);
    if (t === null) return fail(lineNo, `t_ms "${tf.trim()}" is not a number`);
    if (t < 0) return fail(lineNo, `t_ms ${t} is negative`);
    if (t < lastT) return fail(lineNo, `t_ms decreases (${t} after ${lastT})`);
    lastT = t;
    const row: TraceRow = { t };
    for (const [name, field] of [
      ['left_g', lf],
      ['right_g', rf],
    ] as const) {
      if (field.trim() === '') continue;
      const g = number(field);
      if (g === null) return fail(lineNo, `${name} "${field.trim()}" is not a number`);
      if (name === 'left_g') row.left = g;
      else row.right = g;
    }
    rows.push(row);
  }
  if (!header) return fail(lines.length === 0 ? 1 : Math.max(1, lines.length), `missing header ${TRACE_HEADER} (no data)`);
  return { ok: true, trace: { rows, loadedAt } };
}

/** CSV text of a trace; `comments` become `# …` lines after the header. */
export function formatTraceCsv(trace: Trace, comments: string[] = []): string {
  const out = [TRACE_HEADER, ...comments.map((c) => `# ${c.replace(/\r?\n/g, ' ')}`)];
  let marked = trace.loadedAt === null;
  for (const r of trace.rows) {
    if (!marked && trace.loadedAt !== null && r.t > trace.loadedAt) {
      out.push(`#loaded,${trace.loadedAt}`);
      marked = true;
    }
    out.push(`${r.t},${r.left ?? ''},${r.right ?? ''}`);
  }
  if (!marked) out.push(`#loaded,${trace.loadedAt}`);
  return `${out.join('\n')}\n`;
}
