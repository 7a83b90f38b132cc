// The computer player's thinking, inside a worker thread: one request in, one answer out. The worker
// loads the registry it was started with and asks the game's own chooser (GameModule.computer).
import { parentPort, workerData } from 'node:worker_threads';
import type { GameRegistry } from '../../../games/core/table.ts';
import type { ThinkReply, ThinkRequest, WorkerData } from './thinking-messages.ts';

const { registry } = (await import((workerData as WorkerData).registry)) as { registry: GameRegistry };

parentPort?.on('message', (req: ThinkRequest) => {
  let reply: ThinkReply;
  try {
    const computer = registry.get(req.game)?.computer;
    if (!computer) throw new Error(`no computer player for the game "${req.game.slice(0, 40)}"`);
    const t0 = performance.now();
    const input = computer.choose(req.state, req.level, req.budgetMs, req.seed);
    reply = { id: req.id, ok: true, input, ms: performance.now() - t0 };
  } catch (e) {
    reply = { id: req.id, ok: false, error: (e as Error).message };
  }
  parentPort?.postMessage(reply);
});
