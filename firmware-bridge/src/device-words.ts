// What a device says of its link and its faults as an id and values beside the English, so that
// each tablet says it in its own language (protocol/said.ts's Said in shape: the server sends it
// as it is). The English `text` is what the terminal and the logs print.

/** A device's sentence: its id (`link/unplugged`), its values (a count, or a code said as it is), its English. */
export interface DeviceWords {
  id: string;
  values?: Record<string, { count: number } | { code: string }>;
  text: string;
}

/** `text` with its id and values. */
export const deviceWords = (id: string, text: string, values?: DeviceWords['values']): DeviceWords => (values ? { id, values, text } : { id, text });
