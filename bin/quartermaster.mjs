#!/usr/bin/env node
// The `quartermaster` command. TypeScript runs through tsx's loader (esbuild, cached),
// so there is no build step between `npm install` and `npm start`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../server/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
