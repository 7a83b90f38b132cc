// The options that choose the rig, shared by the commands that talk to one (monitor, check):
// --port PATH (or "auto"), --sim, --emulate, and what is wrong with a choice, in words.

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
