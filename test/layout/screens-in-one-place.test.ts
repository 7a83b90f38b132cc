// The tablet's screens are in one place (web-ui/src/screens/): a folder for each screen of the
// screens table, named after its id, its component named after it too (`check-rig/CheckRig.tsx`
// exports `CheckRig`); the router reaches them only through the table, and nothing outside the
// screens folder reaches into a screen's folder. docs/adding-a-screen.md says how to add one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../web-ui/src/screens/index.ts';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web-ui', 'src');
const SCREENS_DIR = join(SRC, 'screens');
/** The table's own files, beside the screens' folders. */
const TABLE_FILES = ['index.ts', 'route.ts', 'route.test.ts', 'screen.ts', 'Tabs.tsx', 'tabs.css'];

const pascal = (id: string): string => id.replace(/(?:^|-)([a-z])/g, (_, c: string) => c.toUpperCase());

const files = (dir: string, ext = /\.tsx?$/): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name), ext) : ext.test(e.name) ? [join(dir, e.name)] : []));

/** The classes a stylesheet's selectors name. */
const classesOf = (css: string): Set<string> => new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1] ?? ''));

/** The files `file` imports by a relative path, resolved. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)].map((m) => resolve(dirname(file), m[1] ?? ''));
}

describe('the screens, in one place', () => {
  it('has a folder for each screen of the table, named after its id, and nothing else beside the table', () => {
    const entries = readdirSync(SCREENS_DIR, { withFileTypes: true });
    expect(
      entries
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort(),
    ).toEqual(SCREENS.map((s) => s.id).sort());
    for (const e of entries) if (!e.isDirectory()) expect(TABLE_FILES, `web-ui/src/screens/${e.name}: a screen's file belongs in its folder`).toContain(e.name);
  });

  it("gives each screen the component its folder's file of the same name exports", async () => {
    for (const s of SCREENS) {
      const name = pascal(s.id);
      const mod = (await import(join(SCREENS_DIR, s.id, `${name}.tsx`))) as Record<string, unknown>;
      // A screen that comes down when first opened: the component its load brings.
      const component = s.loads ? await s.loads() : s.Component;
      expect(mod[name], `screens/${s.id}/${name}.tsx exports ${name}, the component of the "${s.id}" screen`).toBe(component);
    }
  });

  it('is reached by the router through the table alone, and by nothing outside the screens folder', () => {
    const table = new Set(TABLE_FILES.map((f) => join(SCREENS_DIR, f)));
    const reaching = files(SRC)
      .filter((f) => !f.startsWith(SCREENS_DIR))
      .flatMap((f) =>
        importsOf(f)
          .filter((i) => i.startsWith(`${SCREENS_DIR}/`) && !table.has(i))
          .map((i) => `${relative(SRC, f)} → ${relative(SRC, i)}`),
      );
    expect(reaching).toEqual([]);
    // No chain of its own in the app: which screen a tab shows is the table's to say (route.ts).
    expect(readFileSync(join(SRC, 'app.tsx'), 'utf8')).not.toMatch(/\btab\s*[!=]==?\s*['"`]/);
  });

  it("leaves the global stylesheet to the theme (under 200 lines): a screen's styles sit beside it", () => {
    const theme = readFileSync(join(SRC, 'styles.css'), 'utf8');
    expect(theme.trimEnd().split('\n').length).toBeLessThan(200);
    // A state any element may be in (`is-selected`) is no screen's own.
    const themed = classesOf(theme);
    const screens = files(SCREENS_DIR, /\.css$/).flatMap((f) =>
      [...classesOf(readFileSync(f, 'utf8'))].filter((c) => themed.has(c) && !c.startsWith('is-')).map((c) => `.${c} (${relative(SRC, f)})`),
    );
    expect(screens, "a screen's class styled in styles.css too").toEqual([]);
  });
});
