// The rules of the game being played: its docs/rules/<id>.md, shown as headings, paragraphs and
// lists (the few shapes those documents use), or the shelf's one-line summary when it has none.
import type { ComponentChild } from 'preact';

/** `**bold**` and `code` spans in one line of text. */
function inline(text: string): ComponentChild[] {
  return text
    .split(/(\*\*[^*]+\*\*|`[^`]+`)/)
    .map((part, i) =>
      part.startsWith('**') && part.endsWith('**') ? (
        <strong key={i}>{part.slice(2, -2)}</strong>
      ) : part.startsWith('`') && part.endsWith('`') ? (
        <code key={i}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}

export function renderRules(markdown: string): ComponentChild[] {
  const out: ComponentChild[] = [];
  let list: string[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.push(<p key={out.length}>{inline(para.join(' '))}</p>);
    if (list.length)
      out.push(
        <ul key={out.length}>
          {list.map((l, i) => (
            <li key={i}>{inline(l)}</li>
          ))}
        </ul>,
      );
    para = [];
    list = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trimEnd();
    const h = /^(#{1,4})\s+(.*)$/.exec(line);
    const li = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line);
    if (h) {
      flush();
      const level = Math.min(4, (h[1]?.length ?? 1) + 1);
      const Tag = `h${level}` as 'h2';
      out.push(<Tag key={out.length}>{inline(h[2] ?? '')}</Tag>);
    } else if (li) {
      if (para.length) flush();
      list.push(li[1] ?? '');
    } else if (line.trim() === '') flush();
    else if (list.length) list[list.length - 1] += ` ${line.trim()}`;
    else para.push(line.trim());
  }
  flush();
  return out;
}

export function RulesHelp({
  name,
  rules,
  blurb,
  onClose,
  back = '← Back to the game',
}: {
  name: string;
  rules: string | undefined;
  blurb: string;
  onClose: () => void;
  /** The way back's words (the game, or the shelf the rules were opened from). */
  back?: string;
}) {
  return (
    <div class="screen rules-help" data-testid="rules-help" role="dialog" aria-label={`Rules of ${name}`}>
      <button type="button" class="btn" onClick={onClose}>
        {back}
      </button>
      {rules ? renderRules(rules) : <p>{blurb}</p>}
    </div>
  );
}
