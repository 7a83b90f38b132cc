// The computer pirate's thinking, inside a worker thread: one request in, one answer out.
import { parentPort } from 'node:worker_threads';
import { think } from '../../../games/blackbeards-booty/ai/pirate.ts';
import type { ThinkRequest, ThinkReply } from './protocol.ts';

parentPort?.on('message', (req: ThinkRequest) => {
  let reply: ThinkReply;
  try {
    reply = { id: req.id, ok: true, move: think(req.state, req.level, { budgetMs: req.budgetMs, seed: req.seed }) };
  } catch (e) {
    reply = { id: req.id, ok: false, error: (e as Error).message };
  }
  parentPort?.postMessage(reply);
});
