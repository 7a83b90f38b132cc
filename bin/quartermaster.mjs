#!/usr/bin/env -S node --max-semi-space-size=1 --v8-pool-size=1
// The `quartermaster` command: its TypeScript bundled into plain JavaScript on the first start after
// a change (bin/server-bundle.mjs), so there is no build step between `npm install` and `npm start`.
// Where bundling fails, it says why and runs the TypeScript through tsx's loader instead.
import { bundled } from './server-bundle.mjs';

let main;
try {
  ({ main } = await import(await bundled('server/cli/main.ts')));
} catch (e) {
  if (e?.errors === undefined) throw e;
  process.stderr.write(`quartermaster: could not bundle the server (${e.message.split('\n')[0]}); running its TypeScript directly\n`);
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../server/cli/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
