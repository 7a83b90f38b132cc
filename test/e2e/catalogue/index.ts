// The whole screen catalogue, group by group (each group's entries run in order on one server:
// a test file each, and `npm run screenshots` draws them all).
import type { Entry } from './entry.ts';
import { SHELL } from './entries/shell.ts';

export const CATALOGUE: readonly { group: string; entries: readonly Entry[] }[] = [{ group: 'shell', entries: SHELL }];
