// The options that choose the rig, shared by the commands that talk to one (monitor, check):
// --port PATH (or "auto"), --sim, --emulate, what is wrong with a choice, in words, and the rig
// chosen opened.
import { openDevice } from '../../firmware-bridge/src/ports.ts';
import type { OpenDeviceOptions, OpenedDevice } from '../../firmware-bridge/src/index.ts';

export const RIG_SOURCE_OPTIONS = {
  port: { type: 'string' },
  sim: { type: 'boolean', default: false },
  emulate: { type: 'boolean', default: false },
} as const;

export function rigSourceProblem(values: { port?: string | undefined; sim?: boolean | undefined; emulate?: boolean | undefined }): string | null {
  if ([values.port !== undefined, values.sim, values.emulate].filter(Boolean).length > 1) return 'give only one of --port, --sim and --emulate';
  if (values.port === '') return '--port needs a path, e.g. /dev/ttyUSB0, or "auto"';
  return null;
}

/** The rig `options` choose, opened; or, when it cannot be, why said on `err` as `command`'s and null. */
export async function openRig(command: string, options: OpenDeviceOptions, err: (line: string) => void): Promise<OpenedDevice | null> {
  try {
    return await openDevice(options);
  } catch (e) {
    err(`quartermaster ${command}: ${(e as Error).message}`);
    return null;
  }
}
