// The games a table referees when whoever starts it names none (tests, benches): every registered
// game, and a computer player whose worker loads the same registry. `quartermaster serve` composes
// its table itself (server/cli/serve.ts); a test of its own game hands the table its own registry.
import { registry } from '../../games/index.ts';
import type { GameRegistry } from '../../games/core/table.ts';
import { ThinkingWorker } from './computer/thinking-worker.ts';

export const REGISTRY_URL = new URL('../../games/index.ts', import.meta.url);

export const defaultRegistry: GameRegistry = registry;

/** A computer player for the default registry (each table its own worker, closed with it). */
export const defaultComputer = (): ThinkingWorker => new ThinkingWorker(REGISTRY_URL);
