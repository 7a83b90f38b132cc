// The computer pirate seen from the server: its search runs in a worker thread, so the event
// loop (tablets, the rig) stays live while it thinks. One worker, started on first use, asked
// one move at a time; a worker that dies or hangs is replaced on the next question.
import { Worker } from 'node:worker_threads';
import { DEFAULT_BUDGET_MS, LEVELS, type Level, type PirateMove } from '../../../games/blackbeards-booty/ai/pirate.ts';
import type { BootyState } from '../../../games/blackbeards-booty/state.ts';
import type { ThinkReply, ThinkRequest } from './protocol.ts';

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);
/** Beyond its budget the pirate gets this long (worker start-up, a busy machine) before it is dropped. */
const GRACE_MS = 15_000;
export const MAX_BUDGET_MS = 30_000;

export class ComputerPirate {
  private worker: Worker | null = null;
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();

  /** The pirate's move for the pirate to move in `state` (null: no move to make). */
  think(state: BootyState, level: Level, budgetMs = DEFAULT_BUDGET_MS, seed?: number): Promise<PirateMove | null> {
    if (!LEVELS.includes(level)) return Promise.reject(new Error(`unknown level "${String(level).slice(0, 20)}" (known: ${LEVELS.join(', ')})`));
    if (!Number.isFinite(budgetMs) || budgetMs < 1 || budgetMs > MAX_BUDGET_MS)
      return Promise.reject(new Error(`the thinking time must be 1 to ${MAX_BUDGET_MS} ms, not ${budgetMs}`));
    const run = this.queue.then(() => this.ask({ id: this.nextId++, state, level, budgetMs, seed }));
    this.queue = run.catch(() => {});
    return run;
  }

  private ask(req: ThinkRequest): Promise<PirateMove | null> {
    const worker = this.spawn();
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (reply: ThinkReply) => {
        if (reply.id !== req.id) return;
        done();
        if (reply.ok) resolve(reply.move);
        else reject(new Error(`the computer pirate failed: ${reply.error}`));
      };
      const onError = (e: Error) => {
        done();
        this.drop(worker);
        reject(new Error(`the computer pirate's worker failed: ${e.message}`));
      };
      const onExit = (code: number) => {
        done();
        this.drop(worker);
        reject(new Error(`the computer pirate's worker stopped (exit ${code})`));
      };
      const timer = setTimeout(() => {
        done();
        this.drop(worker);
        void worker.terminate();
        reject(new Error(`the computer pirate did not answer within ${req.budgetMs + GRACE_MS} ms`));
      }, req.budgetMs + GRACE_MS);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(req);
    });
  }

  private spawn(): Worker {
    if (!this.worker) {
      this.worker = new Worker(ENTRY);
      this.worker.unref(); // a thinking pirate never keeps the process alive on its own
    }
    return this.worker;
  }

  private drop(worker: Worker): void {
    if (this.worker === worker) this.worker = null;
  }

  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }
}
