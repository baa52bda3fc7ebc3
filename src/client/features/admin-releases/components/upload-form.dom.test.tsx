// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr, removeFakeXhr } from '#client/lib/fake-xhr.test-helpers.ts';
import adminReleases from '#client/locales/en/admin-releases.json';
import common from '#client/locales/en/common.json';
import { UploadForm } from './upload-form.tsx';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common, 'admin-releases': adminReleases } },
  defaultNS: 'common',
  showSupportNotice: false,
});

beforeEach(installFakeXhr);
afterEach(() => {
  cleanup();
  removeFakeXhr();
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <UploadForm indicatorId={4} existingVersions={['3.2.0']} lastMinPlatformVersion="8.1.2.1" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

const zip = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'gauge-4.0.0.zip', { type: 'application/zip' });

async function fillValid(user: ReturnType<typeof userEvent.setup>, version = '4.0.0') {
  await user.type(screen.getByLabelText('Version'), version);
  await user.type(screen.getByLabelText('Release notes (English)'), 'New: alerts.');
  await user.upload(screen.getByLabelText('File (.zip)'), zip());
}

describe('UploadForm', () => {
  it('refuses bad input next to each field before sending anything', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Version'), '3.2.0');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('This version already exists for this product.')).toBeTruthy();
    expect(screen.getByText('Please choose the release file (.zip).')).toBeTruthy();
    expect(screen.getByText('English release notes are required.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Version'));
    await user.type(screen.getByLabelText('Version'), 'v4');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Version must be a semantic version such as 1.2.0.')).toBeTruthy();
    expect(screen.getByLabelText('Version').getAttribute('aria-invalid')).toBe('true');
    expect(FakeXhr.last).toBeUndefined();
  });

  it('sends the fields then the file, shows the progress, and starts over when stored', async () => {
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    const body = FakeXhr.last!.body as FormData;
    expect([...body.keys()]).toEqual(['indicatorId', 'version', 'minPlatformVersion', 'status', 'notes', 'file']);
    expect(body.get('notes')).toBe(JSON.stringify({ en: 'New: alerts.' }));
    expect(body.get('minPlatformVersion')).toBe('8.1.2.1');

    FakeXhr.last!.sendProgress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('40'));
    expect(screen.getByText('40% sent')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Uploading…' }) as HTMLButtonElement).disabled).toBe(true);

    FakeXhr.last!.sendProgress(100, 100, 'load');
    expect(await screen.findByText('100% sent. Checking and storing the file…')).toBeTruthy();
    FakeXhr.last!.answer(201, { release: { id: 9, indicatorId: 4, version: '4.0.0', status: 'draft' } });
    expect(await screen.findByText('100%: upload complete.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Version') as HTMLInputElement).value).toBe(''));
  });

  it("shows the server's refusal next to the file, in the admin's words", async () => {
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    FakeXhr.last!.answer(413, { error: 'The file is larger than 200 MB.', code: 'release_file_too_large' });
    expect(await screen.findByText('The file is too large (200 MB at most).')).toBeTruthy();
    expect(screen.getByLabelText('File (.zip)').getAttribute('aria-invalid')).toBe('true');
    // A refusal is not a broken connection: no "stopped at" bar.
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('puts a refused version field back on its input', async () => {
    const user = renderForm();
    await fillValid(user, '4.0.1');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(FakeXhr.last).toBeDefined());
    FakeXhr.last!.answer(409, {
      error: 'This version already exists for this product.',
      code: 'release_version_exists',
    });
    expect(await screen.findByText('This version already exists for this product.')).toBeTruthy();
    expect(screen.getByLabelText('Version').getAttribute('aria-invalid')).toBe('true');
  });
});
