// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import common from '#client/locales/en/common.json';
import store from '#client/locales/en/store.json';
import type { LibraryEntry, ReleaseList } from '../api/library.ts';
import { LibrarySection } from './library-section.tsx';

afterEach(cleanup);

const i18n = i18next.createInstance();
await i18n
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { common, store } }, defaultNS: 'common', showSupportNotice: false });

function release(id: number, indicatorId: number, indicatorName: string, version: string): ReleaseList[number] {
  return {
    id,
    indicatorId,
    indicatorName,
    version,
    notes: `Notes of **${version}**`,
    // The server's sanitised HTML; a fallback to English says so.
    notesHtml: `<p>Notes of <strong>${version}</strong></p>`,
    notesLang: version === '1.0.0' ? 'de' : 'en',
    minPlatformVersion: '8.1.2.1',
    status: 'published',
    withdrawn: false,
    sha256: String(id).repeat(64).slice(0, 64),
    size: 2_500_000,
    fileName: `${version}.zip`,
    publishedAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

function renderLibrary(initial: LibraryEntry[], products: { id: number; name: string }[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <LibrarySection products={products} initial={initial} platformName="NinjaTrader 8" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('LibrarySection', () => {
  it('shows each indicator of a product with its latest version, notes as HTML, hash, size and older versions', () => {
    renderLibrary(
      [
        {
          productId: 15,
          ok: true,
          // The bundle's list covers several indicators, newest first.
          releases: [
            release(3, 1, 'Orderflow Pulse', '3.2.0'),
            release(2, 1, 'Orderflow Pulse', '3.1.5'),
            release(1, 2, 'Trend Sentinel', '1.0.0'),
          ],
        },
      ],
      [{ id: 15, name: 'Pro Bundle' }],
    );
    const product = screen.getByTestId('library-product');
    expect(within(product).getByRole('heading', { name: 'Pro Bundle' })).toBeTruthy();
    const groups = within(product).getAllByTestId('release-group');
    expect(groups.map((g) => within(g).getByTestId('release-version').textContent)).toEqual([
      'Version 3.2.0',
      'Version 1.0.0',
    ]);
    expect(within(groups[0]!).getByText('All versions (2)')).toBeTruthy();
    expect(within(groups[0]!).getByTestId('release-older').textContent).toContain('Version 3.1.5');
    expect(within(groups[1]!).queryByText(/All versions/)).toBeNull();
    const [latestNotes, olderNotes] = within(groups[0]!).getAllByTestId('release-notes');
    expect(latestNotes!.innerHTML).toBe('<p>Notes of <strong>3.2.0</strong></p>');
    expect(latestNotes!.hasAttribute('lang')).toBe(false);
    expect(olderNotes!.textContent).toBe('Notes of 3.1.5');
    expect(within(groups[1]!).getByTestId('release-notes').getAttribute('lang')).toBe('de');
    expect(within(groups[0]!).getAllByTestId('release-size')[0]!.textContent).toBe('2.5 MB');
    expect(within(groups[0]!).getByRole('button', { name: 'Download Orderflow Pulse 3.2.0' })).toBeTruthy();
    expect(within(groups[0]!).getByText('Requires NinjaTrader 8 (version 8.1.2.1 or later)')).toBeTruthy();
  });

  it('shows a revoked or refunded licence from its code, without a Download button', () => {
    renderLibrary(
      [{ productId: 4, ok: false, status: 403, message: 'server text', code: 'licence_inactive' }],
      [{ id: 4, name: 'Delta Divergence' }],
    );
    expect(screen.getByTestId('library-error').textContent).toBe(common.errorCodes.licence_inactive);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders nothing without owned products', () => {
    const { container } = renderLibrary([], []);
    expect(container.textContent).toBe('');
  });
});
