// Finding elements as playwright's locators do (getByTestId, getByRole, getByLabel, a CSS
// selector with playwright's `:visible`, or, first, nth), in any engine: a locator is a list of steps, and this function, sent
// whole into the page, resolves them there and does one thing with what it finds. Roles and names
// follow ARIA in HTML and the accessible-name rules closely enough for the tablet's own markup.

export type Name = { text: string } | { source: string; flags: string };

export type Step =
  | { k: 'css'; css: string }
  | { k: 'testid'; id: string }
  | { k: 'role'; role: string; name?: Name; exact?: boolean }
  | { k: 'label'; name: Name; exact?: boolean }
  | { k: 'nth'; i: number }
  | { k: 'or'; other: Step[] };

export type Op =
  | { op: 'count' }
  | { op: 'visible' }
  | { op: 'state'; state: 'attached' | 'detached' | 'visible' | 'hidden' }
  | { op: 'attr'; name: string }
  | { op: 'box' }
  | { op: 'text' }
  | { op: 'pick'; mark: string }
  | { op: 'mark'; mark: string }
  | { op: 'markAll'; mark: string }
  | { op: 'fill'; value: string }
  | { op: 'select'; value: string };

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Resolves `chain` in the page and does `op` on the first element found (`count`: on them all). */
export function locate({ chain, op }: { chain: Step[]; op: Op }): number | boolean | string | Box | null {
  const ROLES: Record<string, string> = {
    button: 'button, input[type=button], input[type=submit], input[type=reset], input[type=image], [role=button]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    region: 'section, [role=region]',
    searchbox: 'input[type=search], [role=searchbox]',
    textbox: 'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=number], textarea, [role=textbox]',
    link: 'a[href], [role=link]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    list: 'ul, ol, [role=list]',
    listitem: 'li, [role=listitem]',
    img: 'img[alt]:not([alt=""]), svg[role=img], [role=img]',
    dialog: 'dialog, [role=dialog]',
    navigation: 'nav, [role=navigation]',
  };
  const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();
  const hidden = (el: Element): boolean => !el.checkVisibility({ visibilityProperty: true }) || el.closest('[aria-hidden=true], [inert]') !== null;
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node instanceof HTMLElement && getComputedStyle(node).display === 'none') return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    const label = node.getAttribute('aria-label');
    if (label?.trim()) return ` ${label} `;
    if (node instanceof HTMLImageElement) return node.alt;
    if (node.tagName.toLowerCase() === 'title') return node.textContent ?? '';
    const inner = [...node.childNodes].map(textOf).join('');
    const block = node instanceof HTMLElement && !/^(inline|contents)/.test(getComputedStyle(node).display);
    return block ? ` ${inner} ` : inner;
  };
  const byIds = (el: Element): string | null => {
    const ids = el.getAttribute('aria-labelledby');
    if (!ids) return null;
    return squash(
      ids
        .split(/\s+/)
        .map((id) => {
          const ref = document.getElementById(id);
          return ref ? textOf(ref) : '';
        })
        .join(' '),
    );
  };
  const labelsOf = (el: Element): string[] => {
    const out: string[] = [];
    const ids = byIds(el);
    if (ids) out.push(ids);
    const aria = el.getAttribute('aria-label');
    if (aria?.trim()) out.push(squash(aria));
    const labels = (el as HTMLInputElement).labels;
    if (labels) for (const l of labels) out.push(squash(textOf(l)));
    return out;
  };
  const nameOf = (el: Element, role: string): string => {
    const given = labelsOf(el);
    if (given.length) return given[0] as string;
    if (el instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(el.type)) return squash(el.value);
    if (['region', 'searchbox', 'textbox', 'checkbox', 'list', 'dialog', 'navigation'].includes(role))
      return squash(el.getAttribute('title') ?? (el as HTMLInputElement).placeholder ?? '');
    return squash(textOf(el)) || squash(el.getAttribute('title') ?? '');
  };
  const matches = (value: string, name: Name, exact = false): boolean => {
    if ('source' in name) return new RegExp(name.source, name.flags).test(value);
    return exact ? value === squash(name.text) : value.toLowerCase().includes(squash(name.text).toLowerCase());
  };
  const inOrder = (els: Element[]): Element[] =>
    [...new Set(els)].sort((a, b) => (a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const drawn = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true });
  };
  // A selector's top-level alternatives (the commas outside brackets and parentheses).
  const alternatives = (css: string): string[] => {
    const out: string[] = [];
    let depth = 0;
    let from = 0;
    for (let i = 0; i < css.length; i++) {
      const c = css[i];
      if (c === '(' || c === '[') depth++;
      else if (c === ')' || c === ']') depth--;
      else if (c === ',' && depth === 0) {
        out.push(css.slice(from, i));
        from = i + 1;
      }
    }
    return [...out, css.slice(from)].map((a) => a.trim());
  };
  // Playwright's `:visible` at the end of an alternative: only the elements drawn (a box, not hidden).
  const query = (root: Element | Document, css: string): Element[] => {
    if (!css.includes(':visible')) return [...root.querySelectorAll(css)];
    return alternatives(css).flatMap((a) => {
      const visible = a.endsWith(':visible');
      const plain = visible ? a.slice(0, -':visible'.length) : a;
      if (plain.includes(':visible')) throw new Error(`:visible is understood at the end of a selector only here, not in "${a}"`);
      const els = [...root.querySelectorAll(plain)];
      return visible ? els.filter(drawn) : els;
    });
  };
  const under = (roots: (Element | Document)[], css: string): Element[] => inOrder(roots.flatMap((r) => query(r, css)));
  const resolve = (steps: Step[]): Element[] => {
    let set: (Element | Document)[] = [document];
    for (const s of steps) {
      if (s.k === 'css') set = under(set, s.css);
      else if (s.k === 'testid') set = under(set, `[data-testid="${CSS.escape(s.id)}"]`);
      else if (s.k === 'role') {
        const css = ROLES[s.role] ?? `[role=${s.role}]`;
        set = under(set, css).filter((el) => {
          const explicit = el.getAttribute('role');
          if (explicit && explicit !== s.role) return false;
          if (hidden(el)) return false;
          if (s.role === 'region' && !explicit && labelsOf(el).length === 0) return false;
          return !s.name || matches(nameOf(el, s.role), s.name, s.exact);
        });
      } else if (s.k === 'label') {
        const name = s.name;
        set = under(set, 'input, select, textarea, button, [aria-label], [aria-labelledby]').filter(
          (el) => !hidden(el) && labelsOf(el).some((l) => matches(l, name, s.exact)),
        );
      } else if (s.k === 'nth') {
        const el = s.i < 0 ? set.at(s.i) : set[s.i];
        set = el ? [el] : [];
      } else set = inOrder([...(set.filter((e) => e instanceof Element) as Element[]), ...resolve(s.other)]);
    }
    return set.filter((e): e is Element => e instanceof Element);
  };
  const found = resolve(chain);
  if (op.op === 'count') return found.length;
  if (op.op === 'state') {
    const first = found[0];
    const visible = first !== undefined && drawn(first);
    return { attached: first !== undefined, detached: first === undefined, visible, hidden: !visible }[op.state];
  }
  if (op.op === 'markAll') {
    for (const old of document.querySelectorAll('[data-qm-marks]')) old.removeAttribute('data-qm-marks');
    for (const el of found) el.setAttribute('data-qm-marks', op.mark);
    return found.length;
  }
  const el = found[0];
  if (!el) return op.op === 'visible' ? false : null;
  const r = el.getBoundingClientRect();
  const shown = drawn(el);
  if (op.op === 'visible') return shown;
  if (op.op === 'attr') return el.getAttribute(op.name);
  if (op.op === 'box') return shown ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
  if (op.op === 'text') return (el as HTMLElement).innerText ?? el.textContent ?? '';
  if (op.op === 'mark') {
    for (const old of document.querySelectorAll('[data-qm-mark]')) old.removeAttribute('data-qm-mark');
    el.setAttribute('data-qm-mark', op.mark);
    return true;
  }
  if (op.op === 'pick') {
    if (!shown || (el as HTMLButtonElement).disabled) return false;
    for (const old of document.querySelectorAll('[data-qm-pick]')) old.removeAttribute('data-qm-pick');
    el.setAttribute('data-qm-pick', op.mark);
    return true;
  }
  if (op.op === 'select') {
    // As playwright's selectOption: the option whose value, else whose label, is the one asked.
    if (!(el instanceof HTMLSelectElement)) return null;
    const options = [...el.options];
    const option = options.find((o) => o.value === op.value) ?? options.find((o) => o.label === op.value);
    if (!option || option.disabled || el.disabled) return null;
    el.focus();
    el.value = option.value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return option.value;
  }
  const input = el as HTMLInputElement;
  input.focus();
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  if (setter) setter.call(input, op.value);
  else input.value = op.value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}
