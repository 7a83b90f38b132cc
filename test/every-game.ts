// Every registered game, for a test of the table that plays them: the registry `quartermaster
// serve` composes (server/cli/serve.ts) and a computer player whose worker loads the same one. The
// server itself composes none (test/layout/composer.test.ts); a test of its own game passes its own.
import type { GameRegistry } from '../games/core/table.ts';
import { registry } from '../games/index.ts';
import { ThinkingWorker } from '../server/src/computer/thinking-worker.ts';

const REGISTRY_URL = new URL('../games/index.ts', import.meta.url);

/** A new computer player each time: the table that is given it closes it. */
export const everyGame = (): { registry: GameRegistry; computer: ThinkingWorker } => ({ registry, computer: new ThinkingWorker(REGISTRY_URL) });
