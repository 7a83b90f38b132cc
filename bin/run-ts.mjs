#!/usr/bin/env node
// Runs a TypeScript entry point through tsx's loader: `node bin/run-ts.mjs FILE [ARGS...]`.
import { register } from 'tsx/esm/api';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const [file, ...rest] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bin/run-ts.mjs FILE.ts [ARGS...]');
  process.exit(2);
}
register();
process.argv = [process.argv[0], resolve(file), ...rest];
await import(pathToFileURL(resolve(file)).href);
