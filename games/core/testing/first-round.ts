// A game's scripted first round (games/core/first-game.ts) played through the real reducer, as the
// table plays it: each move submitted as the tablet sends it, each card tap that the game awaits
// turned into the input the reader's tap becomes (games/core/types.ts, ReaderUse), and the rig's
// pours and clears left to the rig (the game's state does not change). A test then holds each line
// the table says against the position it is said at.
import type { FirstRoundStep } from '../first-game.ts';
import { awaiting, emptyTable, submit, type Table, view } from '../table.ts';
import type { AnyGameModule } from '../types.ts';

/** One step of the round: what the table says, the input it became (null for the rig's own steps),
 * and the game's state and view before and after it. */
export interface PlayedStep {
  readonly say: string;
  readonly input: Readonly<Record<string, unknown>> | null;
  readonly before: { readonly state: unknown; readonly view: Record<string, unknown> };
  readonly after: { readonly state: unknown; readonly view: Record<string, unknown> };
}

/** The input a card tap becomes while the game awaits a reveal (piles: `for` is the pile). */
function tapInput(module: AnyGameModule, table: Table, step: Extract<FirstRoundStep, { tap: string }>): Record<string, unknown> {
  const a = awaiting(table);
  if (a?.type !== 'reveal') throw new Error(`a tap of ${step.tap} while the game awaits ${JSON.stringify(a)}: the script expects a reveal`);
  const kind = module.description.reader?.reveal ?? 'simultaneous';
  return kind === 'piles' ? { type: 'reveal', pile: step.for, card: step.tap } : { type: 'reveal', player: step.for, card: step.tap };
}

/** Plays `module`'s scripted first round; throws where the table would stop it. */
export function playFirstRound(registry: ReadonlyMap<string, AnyGameModule>, module: AnyGameModule): PlayedStep[] {
  const first = module.firstGame;
  if (first?.kind !== 'watch') throw new Error(`${module.id} has no scripted first round`);
  const started = submit(registry, emptyTable, first.start);
  if (!started.ok) throw new Error(`the start was refused: ${started.reason}`);
  let table = started.table;
  const snap = (t: Table) => ({ state: t.last?.state, view: view(t) });
  return first.steps.map((step) => {
    const input = 'input' in step ? step.input : 'tap' in step ? tapInput(module, table, step) : null;
    const before = snap(table);
    if (input) {
      const r = submit(registry, table, input);
      if (!r.ok) throw new Error(`"${step.say}": ${JSON.stringify(input)} was refused: ${r.reason}`);
      table = r.table;
    }
    return { say: step.say, input, before, after: snap(table) };
  });
}
