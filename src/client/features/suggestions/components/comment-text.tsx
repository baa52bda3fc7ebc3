/** http(s) addresses in a comment; trailing punctuation stays text ("see https://x.io." ends the link at "io"). */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]}]/gi;

/** A comment's parts: plain text, or an address to link. Exported for tests. */
export function commentParts(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: match[0], href: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A comment as plain text (React escapes it: HTML shows as typed), with web addresses as links
 * that pass no ranking and no opener (`rel="nofollow ugc noopener"`). `lang` marks a comment
 * written in another language than the page's.
 */
export function CommentText({ text, lang }: { text: string; lang?: string }) {
  return (
    <p lang={lang} className="whitespace-pre-line break-words text-sm">
      {commentParts(text).map((part, i) =>
        part.href ? (
          <a
            key={i}
            href={part.href}
            rel="nofollow ugc noopener"
            target="_blank"
            className="text-primary underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
