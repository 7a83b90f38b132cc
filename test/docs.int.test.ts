// The project carries its own documents: no file may point outside the repository (a user's
// clone has nothing beside it), and every relative link in the Markdown documents resolves.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Spelled in pieces so that this file does not match itself.
const OUTSIDE = [['..', 'shared'].join('/'), ['', 'work', 'shared'].join('/')];
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build']);

/** Files in the repository: tracked and not-yet-added (ignored ones left out); a walk without git. */
function repoFiles(): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
    return [...new Set(out.split('\0').filter(Boolean))].filter((f) => existsSync(join(ROOT, f)));
  } catch {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        if (e.isDirectory()) {
          if (!SKIP_DIRS.has(e.name)) walk(join(dir, e.name));
        } else files.push(join(dir, e.name).split(sep).join('/'));
      }
    };
    walk('');
    return files;
  }
}

/** Link targets of a Markdown text (inline, image and reference links), outside code. */
function markdownLinks(text: string): string[] {
  const prose = text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '') // fenced code blocks
    .replace(/`[^`\n]*`/g, ''); // code spans
  const targets: string[] = [];
  for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1] as string);
  for (const m of prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)) targets.push(m[1] as string);
  return targets;
}

/** The relative links of `file` (repository path) that do not lead to a file or folder inside the repository. */
function brokenLinks(root: string, file: string, text: string): string[] {
  const broken: string[] = [];
  for (const target of markdownLinks(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue; // https:, mailto:, an anchor
    const path = decodeURI(target.replace(/[#?].*$/, ''));
    const abs = path.startsWith('/') ? join(root, path) : resolve(root, dirname(file), path);
    const inside = !relative(root, abs).startsWith('..');
    if (!inside || !existsSync(abs)) broken.push(target);
  }
  return broken;
}

describe('the checks themselves', () => {
  it('finds inline, image and reference links, but not those in code', () => {
    const md = ['[a](docs/a.md) ![b](b.png "title") [c](https://x.org)', '`[d](d.md)`', '```', '[e](e.md)', '```', '[f]: ./f.md'].join('\n');
    expect(markdownLinks(md)).toEqual(['docs/a.md', 'b.png', 'https://x.org', './f.md']);
  });

  it('reports a missing target and a target outside the repository', () => {
    const md = `[ok](../README.md#top) [anchor](#x) [web](https://example.org) [gone](nope.md) [out](../${OUTSIDE[0]}/x.md) [folder](screenshots/)`;
    expect(brokenLinks(ROOT, 'docs/README.md', md)).toEqual(['nope.md', `../${OUTSIDE[0]}/x.md`]);
    // From the root, ../README.md leaves the repository.
    expect(brokenLinks(ROOT, 'README.md', md)).toEqual(['../README.md#top', 'nope.md', `../${OUTSIDE[0]}/x.md`, 'screenshots/']);
  });
});

describe('the documents', () => {
  const files = repoFiles();

  it('no file points outside the repository', () => {
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((f) => {
      const text = readFileSync(join(ROOT, f)).toString('latin1');
      return OUTSIDE.filter((needle) => text.includes(needle)).map((needle) => `${f}: ${needle}`);
    });
    expect(offenders).toEqual([]);
  });

  it('every relative link in README.md and docs/ resolves to a file in the repository', () => {
    const docs = files.filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')));
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/README.md', 'docs/rules/7-seize.md', 'docs/table-script/7-seize.md']));
    const broken = docs.flatMap((f) => brokenLinks(ROOT, f, readFileSync(join(ROOT, f), 'utf8')).map((t) => `${f}: ${t}`));
    expect(broken).toEqual([]);
  });

  it('every relative link in the other Markdown files resolves too', () => {
    const others = files.filter((f) => f.endsWith('.md') && f !== 'README.md' && !f.startsWith('docs/'));
    const broken = others.flatMap((f) => brokenLinks(ROOT, f, readFileSync(join(ROOT, f), 'utf8')).map((t) => `${f}: ${t}`));
    expect(broken).toEqual([]);
  });

  it('every page in docs/ can be reached by links from README.md', () => {
    const seen = new Set<string>();
    const queue = ['README.md'];
    for (let f = queue.shift(); f !== undefined; f = queue.shift()) {
      if (seen.has(f) || !f.endsWith('.md') || !existsSync(join(ROOT, f))) continue;
      seen.add(f);
      for (const t of markdownLinks(readFileSync(join(ROOT, f), 'utf8'))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(t) || t.startsWith('#')) continue;
        queue.push(
          relative(ROOT, resolve(ROOT, dirname(f), decodeURI(t.replace(/[#?].*$/, ''))))
            .split(sep)
            .join('/'),
        );
      }
    }
    const pages = files.filter((f) => f.startsWith('docs/') && f.endsWith('.md'));
    expect(pages.filter((p) => !seen.has(p))).toEqual([]);
  });
});
