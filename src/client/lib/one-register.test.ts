import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each language speaks to the reader in one register, in the interface, the
 * e-mails (locales/<lang>/mail.json) and the hand-written content (docs, terms, privacy, blog
 * translations): German "Sie", French "vous", Brazilian Portuguese "você", Spanish "tú" (what most
 * Spanish texts used). Fails on a word of the other register, outside code.
 */
const OTHER_REGISTER: Record<string, RegExp> = {
  // du/dich/dir/dein…/euch/euer…, and the du forms of verbs the texts use ("Klicke", "hast"; not
  // "prüfe ich", a customer's own words).
  de: /\b(?:du|dich|dir|dein(?:e[mnrs]?)?|euch|eue?r(?:e[mnrs]?)?|hast|bist|kannst|willst|musst|möchtest|brauchst|erhältst|siehst|findest|bekommst)\b|(?<!\bich\s)\b(?:klicke|wähle|gib|lade|füge|prüfe|öffne|nutze|kopiere|trage|bestätige|erstelle|markiere|speichere|lies|schreibe|starte|entferne)\b(?!\s+ich\b)/iu,
  // usted and its imperatives and subjunctives ("Haga clic", "introduzca", "antes de que pague").
  es: /(?<![\p{L}])(?:usted(?:es)?|ud|uds|añada|quite|introduzca|elija|haga|escriba|revise|vuelva|inténtelo|pruebe|compruebe|seleccione|descargue|(?<!se )abra|copie|confirme|guarde|espere|consulte|instale|reinicie|pague|asegúrese|desactive|reduzca|aumente|mantenga|conserve|borre|cancele|acepte|utilice|inicie|ponga|lea|arrastre|debe usted|dígale|háganos|escríbanos|contáctenos|indíquenos|permítanos|díganos|disculpe|fíjese|diríjase)(?![\p{L}])/iu,
  fr: /(?<![\p{L}'’])(?:(?:tu|toi|ton|ta|tes|tiens?|tiennes?)(?![\p{L}])|t[’'](?=\p{L}))/iu,
  'pt-BR': /(?<![\p{L}])(?:tu|teu|tua|teus|tuas|contigo|vós|o senhor|a senhora)(?![\p{L}])/iu,
};

type Tree = { [key: string]: string | Tree };
function* texts(node: string | Tree, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else for (const [key, value] of Object.entries(node)) yield* texts(value, path ? `${path}.${key}` : key);
}

function* markdownFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownFiles(path);
    else if (entry.name.endsWith('.md')) yield path;
  }
}

/** Prose only: fenced code blocks, inline code and HTML attributes are not spoken to anyone. */
const prose = (markdown: string) =>
  markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/<[^>]+>/g, ' ');

/** The lines of `text` that use the other register, with the words found. */
function offending(text: string, pattern: RegExp): string[] {
  const global = new RegExp(pattern.source, `${pattern.flags}g`);
  return text
    .split('\n')
    .map((line) => ({ line, words: [...line.matchAll(global)].map((m) => m[0]) }))
    .filter(({ words }) => words.length > 0)
    .map(({ line, words }) => `[${words.join(', ')}] ${line.trim().slice(0, 120)}`);
}

describe('one register per language', () => {
  for (const [lang, pattern] of Object.entries(OTHER_REGISTER)) {
    it(`${lang}: locale files (pages and e-mails)`, () => {
      const found: string[] = [];
      for (const file of readdirSync(`src/client/locales/${lang}`)) {
        const bundle = JSON.parse(readFileSync(`src/client/locales/${lang}/${file}`, 'utf8')) as Tree;
        for (const [path, text] of texts(bundle, ''))
          for (const line of offending(prose(text), pattern)) found.push(`${file} ${path}: ${line}`);
      }
      expect(found).toEqual([]);
    });

    it(`${lang}: content (docs, terms, privacy, blog translations)`, () => {
      const files = [...markdownFiles(`content/${lang}`), ...markdownFiles(`content/blog/${lang}`)];
      expect(files.length).toBeGreaterThan(0);
      const found = files.flatMap((file) =>
        offending(prose(readFileSync(file, 'utf8')), pattern).map((line) => `${file}: ${line}`),
      );
      expect(found).toEqual([]);
    });
  }
});
