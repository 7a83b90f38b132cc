// What a command run in the test's process prints: its `io` for run(), and the lines it wrote; and
// the check every command's test makes first, that bad arguments are refused in words.
import { expect } from 'vitest';

export function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

type Io = ReturnType<typeof capture>['io'];

/** Holds `run` to refuse each case's arguments with exit 2 and a message that matches its pattern. */
export async function refusesEach(run: (args: string[], io: Io) => Promise<number>, cases: readonly (readonly [readonly string[], RegExp])[]): Promise<void> {
  for (const [args, msg] of cases) {
    const c = capture();
    expect(await run([...args], c.io)).toBe(2);
    expect(c.err.join('\n')).toMatch(msg);
  }
}
