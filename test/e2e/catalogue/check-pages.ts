// The pages the catalogue's checks are tried on, in every engine (checks.test.ts, engine-checks.test.ts):
// one made to break each rule, one that keeps them, and what each check must find on them.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { actionInView, axeViolations, coveredByFixed, missingGlyphs, sampleWidth } from './checks.ts';

export const BAD = `<!doctype html><html lang="en"><head><title>bad</title></head><body style="margin:0;font-family:'DejaVu Serif',serif">
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

export const GOOD = `<!doctype html><html lang="en"><head><title>good</title></head><body style="margin:0;font-family:'DejaVu Serif',serif">
<main><h1>Fine</h1><p>Words ✓ ♠ ← ∿ in plain ink.</p><button id="near" style="min-width:48px;min-height:48px">Near</button>
<section aria-labelledby="htp"><h2 id="htp">How to play</h2><p>A lesson on the first screen.</p></section></main></body></html>`;

/** The page is BAD, at 400×600: each check names what breaks it. `boxesSeen`: whether the engine's
 * box for a missing glyph is the one the glyph check compares with (Firefox draws a picture of its
 * own for each character, its code point written in it: the check's gap there, held until mended). */
export async function expectBadNamed(page: Page, boxesSeen: boolean): Promise<void> {
  const width = await sampleWidth(page);
  expect((await width()).join('\n')).toMatch(/scrolls sideways: the page is 200 px wider/);
  expect((await actionInView(page.locator('#far'), 400, 600)).join('\n')).toMatch(/outside the 400×600 screen/);
  expect((await coveredByFixed(page, true)).join('\n')).toMatch(/div \(fixed\) covers text "Faint words/);
  const glyphs = (await missingGlyphs(page)).join('\n');
  const missing = boxesSeen ? expect(glyphs) : expect(glyphs).not;
  missing.toMatch(/missing glyph .* \(U\+E000\)/);
  missing.toMatch(/missing glyph .* \(U\+1FBC5\)/);
  expect(glyphs).toMatch(/an emoji "⛵"/);
  expect(glyphs).not.toMatch(/U\+2713|U\+2660/);
  expect((await axeViolations(page)).join('\n')).toMatch(/axe color-contrast/);
}

/** What the checks find on GOOD, at 400×600: nothing, where they hold. */
export async function goodFindings(page: Page): Promise<string[]> {
  const width = await sampleWidth(page);
  return [
    ...(await width()),
    ...(await actionInView(page.locator('#near'), 400, 600)),
    ...(await coveredByFixed(page, false)),
    ...(await missingGlyphs(page)),
    ...(await axeViolations(page)),
  ];
}
