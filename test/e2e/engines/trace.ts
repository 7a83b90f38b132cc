// Where an engine test's time goes: with QM_ENGINE_TRACE=<file>, every call of a Tab is timed and
// written to that file, a JSON line each (what was called, a clue to which in-page function, ms).
import { appendFileSync } from 'node:fs';
import type { Engine, Tab } from './tab.ts';

const clue = (a: unknown): string => (typeof a === 'function' ? a.toString() : String(a)).replace(/\s+/g, ' ').slice(0, 90);

function traced(tab: Tab, file: string): Tab {
  const timed =
    <A extends unknown[], R>(op: string, f: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      const t0 = performance.now();
      try {
        return await f(...a);
      } finally {
        appendFileSync(file, `${JSON.stringify({ engine: tab.engine, op, ms: Math.round(performance.now() - t0), what: clue(a[0]) })}\n`);
      }
    };
  return {
    engine: tab.engine,
    goto: timed('goto', (u: string) => tab.goto(u)),
    reload: timed('reload', () => tab.reload()),
    resize: timed('resize', (w: number, h: number) => tab.resize(w, h)),
    evaluate: timed('evaluate', (fn, arg) => tab.evaluate(fn, arg)) as Tab['evaluate'],
    run: timed('run', (s: string) => tab.run(s)),
    click: timed('click', (css: string) => tab.click(css)),
    errors: timed('errors', () => tab.errors()),
    printed: timed('printed', () => tab.printed()),
    close: timed('close', () => tab.close()),
  };
}

/** `engine`, its tabs traced when QM_ENGINE_TRACE names a file. */
export function tracedEngine(engine: Engine): Engine {
  const file = process.env.QM_ENGINE_TRACE;
  if (!file) return engine;
  return {
    name: engine.name,
    async open(url, size) {
      const t0 = performance.now();
      const tab = await engine.open(url, size);
      appendFileSync(file, `${JSON.stringify({ engine: engine.name, op: 'open', ms: Math.round(performance.now() - t0), what: url })}\n`);
      return traced(tab, file);
    },
    close: () => engine.close(),
  };
}
