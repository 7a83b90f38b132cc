// A process that holds a data directory with a given kind of hold and stays until it is killed:
// `node bin/run-ts.mjs test/server/data-lock-child.ts KIND DIR`. It says "held" once it holds it.
import { DataHold, type HoldKind } from '../../server/src/data-lock/hold.ts';

const [kind, dir] = process.argv.slice(2);
if (!kind || !dir) throw new Error('usage: data-lock-child.ts KIND DIR');
await DataHold.take(dir, kind as HoldKind);
console.log('held');
// The hold never keeps a process alive by itself: this does, until the test kills it.
setInterval(() => undefined, 60_000);
