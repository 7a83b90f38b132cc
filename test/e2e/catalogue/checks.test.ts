// The catalogue's checks can fail: on a page made to break each rule, each check names what breaks
// it (and on a page that keeps them, none does).
import { describe, expect, it } from 'vitest';
import { browserForFile } from '../harness.ts';
import { axeViolations, coveredByFixed, missingGlyphs, sampleWidth } from './checks.ts';
import { actionInView, lessonInView } from './in-view.ts';

const file = browserForFile();

const BAD = `<!doctype html><html lang="en"><head><title>bad</title></head><body style="margin:0;font-family:'DejaVu Serif',serif">
<main>
<p style="color:#999;background:#aaa">Faint words ✓ ♠ \u{E000} \u{1FBC5} ⛵</p>
<div style="position:fixed;top:0;left:0;width:120px;height:30px;background:#333"></div>
<div style="width:600px">wider than the screen</div>
<div style="height:900px"></div>
<button id="far">Far below</button>
<section aria-labelledby="htp"><h2 id="htp">How to play</h2><p>A lesson below the first screen.</p></section>
<button id="under" style="position:absolute;top:200px;left:200px">Under a bar</button>
<div style="position:fixed;top:190px;left:150px;width:200px;height:60px;background:#333"></div>
</main></body></html>`;

const GOOD = `<!doctype html><html lang="en"><head><title>good</title></head><body style="margin:0;font-family:'DejaVu Serif',serif">
<main><h1>Fine</h1><p>Words ✓ ♠ ← ∿ in plain ink.</p><button id="near" style="min-width:48px;min-height:48px">Near</button>
<section aria-labelledby="htp"><h2 id="htp">How to play</h2><p>A lesson on the first screen.</p></section></main></body></html>`;

describe('the screen catalogue’s checks', () => {
  it('name what breaks each rule, and nothing on a page that keeps them', async () => {
    const page = await file.browser.newPage({ viewport: { width: 400, height: 600 } });
    try {
      await page.setContent(BAD);
      const width = await sampleWidth(page);
      expect((await width()).join('\n')).toMatch(/scrolls sideways: the page is 200 px wider/);
      expect((await actionInView(page.locator('#far'), 400, 600)).join('\n')).toMatch(/outside the 400×600 screen/);
      expect((await actionInView(page.locator('#under'), 400, 600)).join('\n')).toMatch(/#under.*is hidden under div/);
      expect((await coveredByFixed(page, true)).join('\n')).toMatch(/div \(fixed\) covers text "Faint words/);
      const glyphs = (await missingGlyphs(page)).join('\n');
      expect(glyphs).toMatch(/missing glyph .* \(U\+E000\)/);
      expect(glyphs).toMatch(/missing glyph .* \(U\+1FBC5\)/);
      expect(glyphs).toMatch(/an emoji "⛵"/);
      expect(glyphs).not.toMatch(/U\+2713|U\+2660/);
      expect((await axeViolations(page)).join('\n')).toMatch(/axe color-contrast/);
      expect((await lessonInView(page, 600)).join('\n')).toMatch(/the lesson "How to play" starts at y \d+: its first/);

      await page.setContent(GOOD);
      const none = await sampleWidth(page);
      expect([
        ...(await none()),
        ...(await actionInView(page.locator('#near'), 400, 600)),
        ...(await coveredByFixed(page, false)),
        ...(await missingGlyphs(page)),
        ...(await axeViolations(page)),
        ...(await lessonInView(page, 600)),
      ]).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
