// The computer player seen from the server: any game's chooser (GameModule.computer) runs in a
// worker thread, so the event loop (tablets, the rig) stays live while it thinks. The worker loads
// the registry it is given by URL (the composer's: server/cli) and finds the game there by its id.
// One worker, started on first use, asked one question at a time; a worker that dies or hangs is
// replaced on the next question.
import { Worker } from 'node:worker_threads';
import type { GameInput } from '../../../games/core/types.ts';
import type { ThinkReply, ThinkRequest, WorkerData } from './thinking-messages.ts';

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);
/** Beyond its budget the computer gets this long (worker start-up, a busy machine) before it is dropped. */
const GRACE_MS = 15_000;
export const MAX_BUDGET_MS = 30_000;
/** A computer player's thinking time per move when the composer sets none. */
export const DEFAULT_THINK_MS = 1000;

/** What the computer chose, and how long it took. */
export interface Choice {
  input: GameInput;
  ms: number;
}

export class ThinkingWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();

  /** `registry`: the URL of a module that exports the table's `registry` (games/core/table.ts). */
  constructor(private readonly registry: URL) {}

  /** The input chosen for the seat to move of `game` in `state` (null: no move to make). The game checks `level`. */
  think(game: string, state: unknown, level: string, budgetMs = DEFAULT_THINK_MS, seed?: number): Promise<Choice | null> {
    if (!Number.isFinite(budgetMs) || budgetMs < 1 || budgetMs > MAX_BUDGET_MS)
      return Promise.reject(new Error(`the thinking time must be 1 to ${MAX_BUDGET_MS} ms, not ${budgetMs}`));
    const run = this.queue.then(() => this.ask({ id: this.nextId++, game, state, level, budgetMs, ...(seed === undefined ? {} : { seed }) }));
    this.queue = run.catch(() => {});
    return run;
  }

  private ask(req: ThinkRequest): Promise<Choice | null> {
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
        if (reply.ok) resolve(reply.input ? { input: reply.input, ms: reply.ms } : null);
        else reject(new Error(`the computer player failed: ${reply.error}`));
      };
      const onError = (e: Error) => {
        done();
        this.drop(worker);
        reject(new Error(`the computer player's worker failed: ${e.message}`));
      };
      const onExit = (code: number) => {
        done();
        this.drop(worker);
        reject(new Error(`the computer player's worker stopped (exit ${code})`));
      };
      const timer = setTimeout(() => {
        done();
        this.drop(worker);
        void worker.terminate();
        reject(new Error(`the computer player did not answer within ${req.budgetMs + GRACE_MS} ms`));
      }, req.budgetMs + GRACE_MS);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage(req);
    });
  }

  private spawn(): Worker {
    if (!this.worker) {
      const data: WorkerData = { registry: this.registry.href };
      this.worker = new Worker(ENTRY, { workerData: data });
      this.worker.unref(); // a thinking computer never keeps the process alive on its own
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
