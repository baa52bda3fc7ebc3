import { describe, expect, it } from 'vitest';
import { labelsWithoutTheirText, nameMatches } from './label-in-name.ts';

describe('label in name (WCAG 2.5.3)', () => {
  it('a name starts with the visible words; counts, numbers and keys only need to be in it', () => {
    expect(nameMatches('Sair da sessão em Chrome', 'Sair')).toBe(true);
    expect(nameMatches('Encerrar Chrome', 'Sair')).toBe(false);
    expect(nameMatches('Página inicial da NovaTick', 'NovaTick')).toBe(false);
    expect(nameMatches('Play the 12-second demo', 'Play the 12-second demo')).toBe(true);
    expect(nameMatches('Vote for “VWAP bands”, 7 votes', '7 Vote')).toBe(true);
    expect(nameMatches('Pedido #15, ver detalhes', '#15')).toBe(true);
    expect(nameMatches('Pedido nº 15, ver detalhes', '#15')).toBe(false);
    // A Chinese colon is written without a space; a product name with a digit follows it.
    expect(nameMatches('查看详情：E2E Suite 5', '查看详情')).toBe(true);
    expect(nameMatches('详情：E2E Suite 5', '查看详情')).toBe(false);
  });

  it('reads buttons, links and labelled fields, not what a sighted user does not see', () => {
    const html = `
      <button aria-label="Encerrar Chrome">Sair<span class="sr-only"> de Chrome</span></button>
      <a href="/x" aria-label="Abrir X"><svg><text>icon</text></svg></a>
      <nav aria-label="Paginação">1 2 3</nav>
      <label for="q">Suchen</label><input id="q" aria-label="Blog durchsuchen">`;
    expect(labelsWithoutTheirText(html)).toEqual([
      { label: 'Encerrar Chrome', visible: 'Sair' },
      { label: 'Blog durchsuchen', visible: 'Suchen' },
    ]);
  });
});
