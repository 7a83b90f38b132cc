// Entry of the computer pirate's worker thread. A worker does not inherit the main thread's
// module hooks, so it registers tsx's loader itself (as bin/run-ts.mjs does) before the TS code.
import { register } from 'tsx/esm/api';

register();
await import('./pirate-worker.ts');
