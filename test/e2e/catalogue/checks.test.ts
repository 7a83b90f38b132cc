// The catalogue's checks can fail: on a page made to break each rule, each check names what breaks
// it (and on a page that keeps them, none does).
import { describe, expect, it } from 'vitest';
import { browserForFile } from '../harness.ts';
import { BAD, expectBadNamed, GOOD, goodFindings } from './check-pages.ts';
import { actionInView, lessonInView } from './in-view.ts';

const file = browserForFile();

describe('the screen catalogue’s checks', () => {
  it('name what breaks each rule, and nothing on a page that keeps them', async () => {
    const page = await file.browser.newPage({ viewport: { width: 400, height: 600 } });
    try {
      await page.setContent(BAD);
      await expectBadNamed(page, true);
      expect((await actionInView(page.locator('#under'), 400, 600)).join('\n')).toMatch(/#under.*is hidden under div/);
      expect((await lessonInView(page, 600)).join('\n')).toMatch(/the lesson "How to play" starts at y \d+: its first/);

      await page.setContent(GOOD);
      expect([...(await goodFindings(page)), ...(await lessonInView(page, 600))]).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
