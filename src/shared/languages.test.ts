import { describe, expect, it } from 'vitest';
import { languageFromAcceptHeader, matchLanguage } from './languages.ts';

describe('language detection', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['pt-BR,pt;q=0.9', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['zh-CN,zh;q=0.9', 'zh'],
    ['en;q=0.2, fr;q=0.9', 'fr'],
    ['ja-JP', null],
    ['', null],
  ])('%s → %s', (header, expected) => {
    expect(languageFromAcceptHeader(header)).toBe(expected);
  });

  it('matches codes case-insensitively', () => {
    expect(matchLanguage('PT-br')).toBe('pt-BR');
    expect(matchLanguage('xx')).toBeNull();
  });
});
