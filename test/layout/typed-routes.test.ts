// The server's routes are typed from their schemas (fastify's TypeBox type provider): a handler
// reads `req.query`, `req.params` and `req.body` as its route's schema says, never by a cast
// that could drift from the schema.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './source-files.ts';

const CAST = /\b(?:req|request)\.(?:query|params|body)\)?\s+as\b/;

describe('typed routes', () => {
  it("no file of the server casts a request's query, params or body", () => {
    const found = sourceFiles(join(root, 'server')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (CAST.test(line) ? [`${relative(root, file)}:${i + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('the check finds such a cast', () => {
    expect(CAST.test('const { id } = req.params as { id: string };')).toBe(true);
    expect(CAST.test('store.undoRename((req.body as UndoRenameBody).from)')).toBe(true);
    expect(CAST.test('const { id } = req.params;')).toBe(false);
  });
});
