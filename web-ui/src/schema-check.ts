// Whether a value fits one of the protocol's schemas (protocol/*.ts), read as the JSON Schema
// TypeBox makes of them: the kinds the wire uses (objects, records, arrays, tuples, unions,
// literals, strings with their limits and pattern, numbers, integers, booleans, null, unknown).
// TypeBox's own checker answers the same (schema-check.test.ts holds them together) but weighs
// three times as much in the shelf's first load. A property a schema does not name passes, as
// TypeBox's objects allow by default: a newer server may add one.

/** A schema as this checker reads it: the JSON Schema keywords TypeBox writes. */
interface Schema {
  readonly [keyword: string]: unknown;
  readonly type?: string;
  readonly const?: unknown;
  readonly anyOf?: readonly TSchema[];
  readonly properties?: Readonly<Record<string, TSchema>>;
  readonly required?: readonly string[];
  readonly patternProperties?: Readonly<Record<string, TSchema>>;
  readonly items?: TSchema | readonly TSchema[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
}

import type { TSchema } from '@sinclair/typebox';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether `v` fits `of` (one of the protocol's schemas). */
export function fits(of: TSchema, v: unknown): boolean {
  const schema: Schema = of;
  if ('const' in schema) return v === schema.const;
  if (schema.anyOf) return schema.anyOf.some((s) => fits(s, v));
  switch (schema.type) {
    case 'string':
      return (
        typeof v === 'string' &&
        v.length >= (schema.minLength ?? 0) &&
        v.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
        (schema.pattern === undefined || new RegExp(schema.pattern).test(v))
      );
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) && v >= (schema.minimum ?? Number.NEGATIVE_INFINITY);
    case 'integer':
      return Number.isInteger(v) && (v as number) >= (schema.minimum ?? Number.NEGATIVE_INFINITY);
    case 'boolean':
      return typeof v === 'boolean';
    case 'null':
      return v === null;
    case 'array':
      return (
        Array.isArray(v) &&
        (Array.isArray(schema.items)
          ? v.length === schema.items.length && schema.items.every((s: TSchema, i) => fits(s, v[i]))
          : v.every((x) => fits(schema.items as TSchema, x)))
      );
    case 'object':
      return isRecord(v) && objectFits(schema, v);
    default:
      return true;
  }
}

function objectFits(schema: Schema, v: Record<string, unknown>): boolean {
  const required = schema.required ?? [];
  for (const [key, s] of Object.entries(schema.properties ?? {})) if (v[key] !== undefined ? !fits(s, v[key]) : required.includes(key)) return false;
  for (const [pattern, s] of Object.entries(schema.patternProperties ?? {})) {
    const re = new RegExp(pattern);
    if (Object.entries(v).some(([key, x]) => re.test(key) && !fits(s, x))) return false;
  }
  return true;
}

/** The first property of `v` (an object) that does not fit `of`'s, and whether it is missing. */
export function firstMisfit(of: TSchema, v: Record<string, unknown>): { key: string; missing: boolean } | null {
  const schema: Schema = of;
  const required = schema.required ?? [];
  for (const [key, s] of Object.entries(schema.properties ?? {})) {
    if (v[key] === undefined) {
      if (required.includes(key)) return { key, missing: true };
    } else if (!fits(s, v[key])) return { key, missing: false };
  }
  return null;
}
