import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made with pdfkit's standard fonts shows, one string per text operation, read
 * from its (Flate-compressed) content streams: enough for a test to find a number or a total
 * without a PDF library. Text in an embedded font (CJK) is glyph ids and is not decoded.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('') : op[2]!;
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts;
}
