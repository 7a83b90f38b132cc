// The setup guide's state in the data directory (setup.json), so that the guide resumes where it
// was left after a restart. A file that is not the guide's state is set aside in words and the
// guide starts from its first step.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { SetupGuideState } from '#protocol';
import { writeFileDurably } from '../session/durable.ts';
import { FIRST, type GuideState } from './guide-state.ts';

export const SETUP_FILE = 'setup.json';

/** The guide's state as the data directory keeps it, or the first step (with why, when the file was unreadable). */
export function loadGuide(dataDir: string): { state: GuideState; problem: string | null } {
  const path = join(dataDir, SETUP_FILE);
  if (!existsSync(path)) return { state: FIRST, problem: null };
  try {
    const raw: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (Value.Check(SetupGuideState, raw)) return { state: raw, problem: null };
    return { state: FIRST, problem: `${path} is not the setup guide's state: the guide starts again from its first step` };
  } catch (e) {
    return { state: FIRST, problem: `${path} could not be read (${(e as Error).message}): the guide starts again from its first step` };
  }
}

export function saveGuide(dataDir: string, state: GuideState): void {
  writeFileDurably(join(dataDir, SETUP_FILE), `${JSON.stringify(state)}\n`);
}
