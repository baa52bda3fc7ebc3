import { Parser } from 'htmlparser2';

/**
 * WCAG 2.5.3 "label in name" over a server-rendered page: every control whose
 * `aria-label` replaces its visible text must have a name that starts with that text, so a
 * voice-control user who says what they see reaches it. Checked: buttons, links, summaries and
 * elements with a widget role whose name comes from their content, and form fields named by
 * `aria-label` while a `<label for>` shows other text. Visible text leaves out what a sighted user
 * does not see: `sr-only`, `hidden`, `aria-hidden`, scripts and icons.
 */
export interface LabelMismatch {
  label: string;
  visible: string;
}

const NAMED_BY_CONTENT = new Set(['button', 'a', 'summary']);
const CONTENT_ROLES = new Set([
  'button',
  'link',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'switch',
  'checkbox',
  'radio',
  'treeitem',
]);
const NOT_SHOWN = new Set(['script', 'style', 'template', 'noscript', 'svg']);
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Spacing and case aside; a colon or comma (Chinese ones too, written without a space) ends a word. */
const normal = (text: string) =>
  text
    .replace(/([:：,，、])/gu, '$1 ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase();

/**
 * The name starts with the visible text (WCAG's advice for 2.5.3, which asks it to be contained),
 * the way speech matching reads it: case and spacing aside, and a required field's asterisk or a
 * label's closing colon are no words a user says. A word with a digit in it (a count, "#15", a
 * licence key) is data rather than a label: the name must contain it, anywhere.
 */
export function nameMatches(label: string, visible: string): boolean {
  const name = normal(label);
  const words = normal(visible.replace(/[\s*:：]+$/u, '')).split(' ');
  const isData = (word: string) => /\d/.test(word);
  const withoutData = (text: string) =>
    text
      .split(' ')
      .filter((word) => !isData(word))
      .join(' ');
  return (
    withoutData(name).startsWith(withoutData(words.join(' '))) &&
    words.filter(isData).every((word) => name.includes(word))
  );
}

export function labelsWithoutTheirText(html: string): LabelMismatch[] {
  interface Frame {
    hidden: boolean;
    label?: string;
    text?: string[];
  }
  const stack: Frame[] = [];
  const found: LabelMismatch[] = [];
  const labelFor = new Map<string, string>();
  const fieldLabels: Array<{ id: string; label: string }> = [];
  let labelText: { for: string; parts: string[] } | null = null;
  let labelDepth = -1;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const classes = ` ${attributes.class ?? ''} `;
        const hidden =
          (stack.at(-1)?.hidden ?? false) ||
          NOT_SHOWN.has(name) ||
          'hidden' in attributes ||
          attributes['aria-hidden'] === 'true' ||
          classes.includes(' sr-only ');
        const role = attributes.role;
        const namedByContent = (NAMED_BY_CONTENT.has(name) && !role) || (role !== undefined && CONTENT_ROLES.has(role));
        const label = attributes['aria-label'];
        if (label !== undefined && ['input', 'select', 'textarea'].includes(name) && attributes.id)
          fieldLabels.push({ id: attributes.id, label });
        if (name === 'label' && attributes.for) {
          labelText = { for: attributes.for, parts: [] };
          labelDepth = stack.length;
        }
        // Separate elements are separate words ("7" above "Vote" reads "7 Vote").
        for (const frame of stack) frame.text?.push(' ');
        if (VOID.has(name)) return;
        stack.push({ hidden, ...(label !== undefined && namedByContent && !hidden ? { label, text: [] } : {}) });
      },
      ontext(text) {
        if (stack.at(-1)?.hidden) return;
        for (const frame of stack) frame.text?.push(text);
        labelText?.parts.push(text);
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        const frame = stack.pop();
        for (const open of stack) open.text?.push(' ');
        if (frame?.label !== undefined && frame.text) {
          const visible = frame.text.join('').replace(/\s+/g, ' ').trim();
          if (visible && !nameMatches(frame.label, visible)) found.push({ label: frame.label, visible });
        }
        if (name === 'label' && labelText && stack.length === labelDepth) {
          labelFor.set(labelText.for, labelText.parts.join('').replace(/\s+/g, ' ').trim());
          labelText = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();

  for (const { id, label } of fieldLabels) {
    const visible = labelFor.get(id);
    if (visible && !nameMatches(label, visible)) found.push({ label, visible });
  }
  return found;
}
