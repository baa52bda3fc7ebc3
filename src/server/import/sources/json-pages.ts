import type { Readable } from 'node:stream';
import { wrongFileType } from './source.ts';

/** One API page of a JSON export, with the file line each element of its top-level arrays starts on. */
export interface JsonPage {
  value: Record<string, unknown>;
  line: number;
  /** `itemLines.data[i]` is the line of `value.data[i]`. */
  itemLines: Record<string, number[]>;
}

/** One page is an API answer of at most a few hundred records; anything far larger is not one. */
const MAX_PAGE_CHARS = 16 * 1024 * 1024;

/**
 * Reads API pages saved one after another in one file (each page as the API answered it, or
 * `jq -c` one per line) without holding more than one page: a small scanner finds where each
 * top-level object ends and where the elements of its arrays start, then `JSON.parse` reads it.
 */
export async function* readJsonPages(input: Readable, expected: string): AsyncIterable<JsonPage> {
  input.setEncoding('utf8');
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let text = '';
  let pageLine = 0;
  let itemLines: Record<string, number[]> = {};
  let keyText = '';
  let lastKey = '';
  /** Per open container: is it an array that is the value of a top-level key. */
  const topArray: boolean[] = [];
  for await (const chunk of input as AsyncIterable<string>) {
    let start = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (c === '\n') line++;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') {
          inString = false;
          if (depth === 1) lastKey = keyText;
        } else if (depth === 1 && keyText.length < 100) keyText += c;
        continue;
      }
      if (depth === 0) {
        if (c === '{') {
          start = i;
          text = '';
          pageLine = line;
          itemLines = {};
        } else if (/\s/.test(c) || c === ',' || c === '[' || c === ']') {
          // Whitespace between pages; a bare array of pages is read page by page.
          continue;
        } else throw wrongFileType(expected, `Line ${line} does not start a JSON object.`);
      }
      if (c === '"') {
        inString = true;
        keyText = '';
      } else if (c === '{' || c === '[') {
        if (c === '{' && topArray[depth - 1]) (itemLines[lastKey] ??= []).push(line);
        topArray[depth] = c === '[' && depth === 1;
        depth++;
      } else if (c === '}' || c === ']') {
        depth--;
        if (depth === 0) {
          text += chunk.slice(start, i + 1);
          start = chunk.length;
          yield { value: parsePage(text, pageLine, expected), line: pageLine, itemLines };
          text = '';
        }
      }
    }
    if (depth > 0) {
      text += chunk.slice(start);
      if (text.length > MAX_PAGE_CHARS)
        throw wrongFileType(expected, `The page starting on line ${pageLine} is too large.`);
    }
  }
  if (depth > 0 || inString)
    throw wrongFileType(expected, `The file ends inside the page starting on line ${pageLine}.`);
}

function parsePage(text: string, line: number, expected: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw wrongFileType(expected, `The page starting on line ${line} is not valid JSON.`);
  }
}

/** The elements of a page's top-level array with their lines. */
export function itemsOf(page: JsonPage, key: string): Array<{ item: Record<string, unknown>; line: number }> {
  const list = page.value[key];
  if (!Array.isArray(list)) return [];
  const lines = page.itemLines[key] ?? [];
  return list
    .map((item, i) => ({ item: item as Record<string, unknown>, line: lines[i] ?? page.line }))
    .filter(({ item }) => item !== null && typeof item === 'object');
}

/** JSON:API `included` resources by `type:id`. */
export function includedOf(page: JsonPage): Map<string, Record<string, unknown>> {
  const map = new Map<string, Record<string, unknown>>();
  for (const { item } of itemsOf(page, 'included')) map.set(`${String(item.type)}:${String(item.id)}`, item);
  return map;
}

/** `object.a.b.c`, or undefined. */
export function at(object: unknown, ...path: string[]): unknown {
  let value = object;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
