// Entry of the computer player's worker thread. A worker does not inherit the main thread's
// module hooks, so it registers tsx's loader itself (as bin/run-ts.mjs does) before the TS code.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
