// Reads hardware/PROTOCOL.md into checkable rules: the device line types with their fields,
// the error codes, the capabilities and the ready-to-paste commands. Used by the test that
// holds the document and the real firmware to each other.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROTOCOL_MD = join(dirname(fileURLToPath(import.meta.url)), '..', 'PROTOCOL.md');

export interface DocLineType {
  type: string;
  /** One or more alternative field lists, e.g. TAG's ON and OFF forms. */
  forms: string[][];
}

export interface ProtocolDoc {
  lineTypes: DocLineType[];
  /** Error code -> its detail field ('ch', 'reader', or '' for none). */
  errorCodes: Map<string, string>;
  caps: string[];
  pasteCommands: string[];
  exampleLines: string[];
}

function section(md: string, heading: string): string {
  const start = md.indexOf(heading);
  if (start < 0) throw new Error(`PROTOCOL.md has no "${heading}" section`);
  const rest = md.slice(start + heading.length);
  const end = rest.search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end);
}

const tableRows = (text: string): string[][] =>
  text
    .split('\n')
    .filter((l) => l.startsWith('|') && !/^\|[-| ]+\|$/.test(l))
    .slice(1) // header
    .map((l) =>
      l
        .slice(1, -1)
        .split(' | ')
        .map((c) => c.trim()),
    );

export function readProtocolDoc(md = readFileSync(PROTOCOL_MD, 'utf8')): ProtocolDoc {
  const code = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  const lineTypes = tableRows(section(md, '## Device -> host')).map(([type = '', fields = '']) => ({
    type: code(type)[0] ?? '',
    forms: code(fields).map((f) => f.split(' ')),
  }));
  const errorCodes = new Map(tableRows(section(md, '### Error codes')).map(([c = '', detail = '']) => [code(c)[0] ?? '', code(detail)[0] ?? '']));
  const hello = tableRows(section(md, '## Device -> host')).find((r) => r[0] === '`HELLO`')?.[2] ?? '';
  const caps = code(hello.slice(hello.indexOf('supports'))).filter((c) => /^[a-z0-9]+$/.test(c));
  const block = (heading: string): string[] => {
    const m = /```\n([\s\S]*?)```/.exec(section(md, heading));
    return (m?.[1] ?? '').split('\n').filter((l) => l.trim() !== '');
  };
  return { lineTypes, errorCodes, caps, pasteCommands: block('## Ready-to-paste commands'), exampleLines: block('## Example session') };
}
