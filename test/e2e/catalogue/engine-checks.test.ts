// The catalogue's checks can fail in WebKit and Firefox too: on the pages made to break each rule and
// to keep them (check-pages.ts), each check names what breaks it, through the engines' tabs
// as the catalogue reaches them (engines/page-like.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Engine, openEngine } from '../engines/index.ts';
import { pageOf } from '../engines/page-like.ts';
import { E2E_TIMEOUT_MS } from '../harness.ts';
import { BAD, expectBadNamed, GOOD, goodFindings } from './check-pages.ts';

const dataUrl = (html: string): string => `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;

for (const name of ['firefox', 'webkit'] as const)
  describe(`the screen catalogue’s checks in ${name}`, { timeout: E2E_TIMEOUT_MS }, () => {
    let engine: Engine;
    beforeAll(async () => {
      engine = await openEngine(name);
    });
    afterAll(async () => {
      await engine?.close();
    });

    it('name what breaks each rule, and nothing on a page that keeps them', async () => {
      const tab = await engine.open(dataUrl(BAD), { width: 400, height: 600 });
      const page = pageOf(tab);
      await expectBadNamed(page, name !== 'firefox');
      await tab.goto(dataUrl(GOOD));
      expect(await goodFindings(page)).toEqual([]);
    });
  });
