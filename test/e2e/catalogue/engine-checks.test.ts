// The catalogue's checks can fail in WebKit and Firefox too: on the pages of checks.test.ts, made
// to break each rule and to keep them, each check names what breaks it, through the engines' tabs
// as the catalogue reaches them (engines/page-like.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Engine, openEngine } from '../engines/index.ts';
import { pageOf } from '../engines/page-like.ts';
import { E2E_TIMEOUT_MS } from '../harness.ts';
import { actionInView, axeViolations, coveredByFixed, missingGlyphs, sampleWidth } from './checks.ts';

const BAD = `<!doctype html><html lang="en"><head><title>bad</title></head><body style="margin:0;font-family:'DejaVu Serif',serif">
<main>
<p style="color:#999;background:#aaa">Faint words ✓ ♠ \u{E000} \u{1FBC5} ⛵</p>
<div style="position:fixed;top:0;left:0;width:120px;height:30px;background:#333"></div>
<div style="width:600px">wider than the screen</div>
<div style="height:900px"></div>
<button id="far">Far below</button>
</main></body></html>`;

const GOOD = `<!doctype html><html lang="en"><head><title>good</title></head><body style="margin:0;font-family:'DejaVu Serif',serif">
<main><h1>Fine</h1><p>Words ✓ ♠ ← ∿ in plain ink.</p><button id="near" style="min-width:48px;min-height:48px">Near</button></main></body></html>`;

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
      const width = await sampleWidth(page);
      expect((await width()).join('\n')).toMatch(/scrolls sideways: the page is 200 px wider/);
      expect((await actionInView(page.locator('#far'), 400, 600)).join('\n')).toMatch(/outside the 400×600 screen/);
      expect((await coveredByFixed(page, true)).join('\n')).toMatch(/div \(fixed\) covers text "Faint words/);
      const glyphs = (await missingGlyphs(page)).join('\n');
      // Firefox draws a missing glyph as a box with its code point written in it, a picture of its
      // own for each character: the check, which compares with the box of a code point no font has,
      // does not see it there (the check's gap in Firefox, which this holds until it is mended).
      const missing = name === 'firefox' ? expect(glyphs).not : expect(glyphs);
      missing.toMatch(/missing glyph .* \(U\+E000\)/);
      missing.toMatch(/missing glyph .* \(U\+1FBC5\)/);
      expect(glyphs).toMatch(/an emoji "⛵"/);
      expect(glyphs).not.toMatch(/U\+2713|U\+2660/);
      expect((await axeViolations(page)).join('\n')).toMatch(/axe color-contrast/);

      await tab.goto(dataUrl(GOOD));
      const none = await sampleWidth(page);
      expect([
        ...(await none()),
        ...(await actionInView(page.locator('#near'), 400, 600)),
        ...(await coveredByFixed(page, false)),
        ...(await missingGlyphs(page)),
        ...(await axeViolations(page)),
      ]).toEqual([]);
    });
  });
