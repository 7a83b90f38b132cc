// The command's bundle (bin/server-bundle.mjs): built once, reused while its sources are unchanged,
// built again after any of them changes, and each module still sees its own source file's URL.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the command's, without types
import { bundled } from '../../bin/server-bundle.mjs';

const dir = mkdtempSync(join(tmpdir(), 'qm-bundle-'));
const cache = join(dir, 'cache');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
const bundle = async (): Promise<string> => (await bundled(join(dir, 'entry.ts'), cache)) as string;
const load = async (url: string) => (await import(`${url}?${Math.random()}`)) as { answer: number; where: string };

describe('the command bundle', () => {
  it('is reused while its sources stand, rebuilt when one changes, and keeps each module its own URL', async () => {
    write('entry.ts', "import { answer } from './part.ts';\nexport { answer };\nexport const where: string = import.meta.url;\n");
    write('part.ts', 'export const answer: number = 1;\n');
    const first = await bundle();
    const loaded = await load(first);
    expect([loaded.answer, loaded.where]).toEqual([1, pathToFileURL(join(dir, 'entry.ts')).href]);
    expect(await bundle()).toBe(first);
    write('part.ts', 'export const answer: number = 2;\n');
    utimesSync(join(dir, 'part.ts'), new Date(), new Date(Date.now() + 5000));
    const second = await bundle();
    expect(second).not.toBe(first);
    expect((await load(second)).answer).toBe(2);
  });

  it('names the source that does not compile', async () => {
    write('entry.ts', 'export const broken: number = ;\n');
    await expect(bundle()).rejects.toThrow(/entry\.ts/);
  });
});
