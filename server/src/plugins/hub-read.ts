// What the hub takes from a tablet: one JSON text message, read and checked against its schema
// (protocol/to-server.ts) before anything acts on it (hub-handlers.ts), each problem answered in words.
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import type { TSchema } from '@sinclair/typebox';
import { CLIENT_SCHEMAS, MAX_MESSAGE_BYTES, type ClientMsg } from '#protocol';

const checks = Object.fromEntries(Object.entries(CLIENT_SCHEMAS).map(([k, s]) => [k, TypeCompiler.Compile(s as TSchema)])) as Record<
  ClientMsg['type'],
  TypeCheck<TSchema>
>;
const KNOWN = Object.keys(CLIENT_SCHEMAS);

/** A message read: the message, or what is wrong with it; `ref` when it had one to answer by. */
export type Read = { msg: ClientMsg; ref: string | undefined } | { problem: string; ref: string | undefined };

/** Reads `data`; `flood`, the refusal of a message over the limits (checked once its `ref` is known). */
export function readMessage(data: Buffer, isBinary: boolean, flood: string | null): Read {
  let ref: string | undefined;
  const problem = (p: string): Read => ({ problem: p, ref });
  if (isBinary) return problem('messages must be JSON text, not binary');
  if (data.length > MAX_MESSAGE_BYTES) return problem(`message too large: ${data.length} bytes (at most ${MAX_MESSAGE_BYTES})`);
  let raw: unknown;
  try {
    raw = JSON.parse(data.toString('utf8'));
  } catch (e) {
    return problem(`not JSON: ${(e as Error).message}`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return problem('a message must be a JSON object with a "type"');
  const o = raw as Record<string, unknown>;
  if (typeof o.ref === 'string' && o.ref.length <= 64) ref = o.ref;
  if (flood) return problem(flood);
  if (typeof o.type !== 'string') return problem('a message needs a string field "type"');
  if (!KNOWN.includes(o.type)) return problem(`unknown message type "${o.type.slice(0, 40)}" (known: ${KNOWN.join(', ')})`);
  const bad = checks[o.type as ClientMsg['type']].Errors(raw).First();
  // A schema may say in its own words what a field needs (`errorMessage`), e.g. a calibration weight.
  const own = (bad?.schema as { errorMessage?: unknown } | undefined)?.errorMessage;
  if (bad) return problem(`${o.type}: ${bad.path || 'message'}${typeof own === 'string' ? `: ${own}` : ` ${bad.message.toLowerCase()}`}`);
  return { msg: raw as ClientMsg, ref };
}

/** Whether `data` is a well-formed `hello` (the only message that greets a connection as it asks). */
export function isHello(data: Buffer, isBinary: boolean): boolean {
  if (isBinary || data.length > MAX_MESSAGE_BYTES) return false;
  try {
    return checks.hello.Check(JSON.parse(data.toString('utf8')));
  } catch {
    return false;
  }
}
