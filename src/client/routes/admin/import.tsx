import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { listAdminIndicators } from '#shared/contracts/admin-store.endpoints.ts';
import { getImport } from '#shared/contracts/import.endpoints.ts';
import type { ImportReport } from '#shared/contracts/import.ts';
import { AdminListPage } from '#client/components/layout/admin-list-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { importRunKey, useImportRun } from '#client/features/admin-import/api/import-run.ts';
import { useStartImport, type ImportChoice } from '#client/features/admin-import/api/start-import.ts';
import { ImportCountsView } from '#client/features/admin-import/components/import-counts.tsx';
import { ImportForm } from '#client/features/admin-import/components/import-form.tsx';
import { ImportRunView } from '#client/features/admin-import/components/import-run-view.tsx';
import { ProgressBar } from '#client/features/admin-import/components/progress-bar.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { Route } from './+types/import';

export const handle = { i18n: ['admin', 'admin-import'] };

export const loader = adminLoader(async ({ context }: Route.LoaderArgs) => {
  const [latest, indicators] = await Promise.all([context.api(getImport, {}), context.api(listAdminIndicators, {})]);
  const t = serverT(context.lang, 'admin-import');
  return {
    title: t('meta.title'),
    latest: latest.ok ? latest.data.import : null,
    products: indicators.ok ? indicators.data.indicators.map((i) => ({ id: i.id, name: i.name })) : [],
  };
});

export const meta: Route.MetaFunction = adminMeta;

/**
 * /admin/import: choose the source and the file, read the dry run's report, then run
 * it and follow its progress; the run goes on when the page is closed and shows here again.
 */
export default function AdminImportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-import');
  const queryClient = useQueryClient();
  const start = useStartImport();
  const [checked, setChecked] = useState<{ choice: ImportChoice; report: ImportReport } | null>(null);
  const [runId, setRunId] = useState<string | null>(loaderData.latest?.id ?? null);
  const run = useImportRun(runId, runId === loaderData.latest?.id ? loaderData.latest : undefined);
  const running = run.data?.status === 'running';

  const check = (choice: ImportChoice) =>
    start.mutate(
      { choice, dryRun: true },
      { onSuccess: (answer) => 'report' in answer && setChecked({ choice, report: answer.report }) },
    );
  const confirm = () =>
    checked &&
    start.mutate(
      { choice: checked.choice, dryRun: false },
      {
        onSuccess: (answer) => {
          if (!('import' in answer)) return;
          queryClient.setQueryData(importRunKey(answer.import.id), answer.import);
          setRunId(answer.import.id);
          setChecked(null);
        },
      },
    );

  return (
    <AdminListPage title={t('meta.title')} subtitle={t('subtitle')}>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">{t('form.title')}</h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ImportForm products={loaderData.products} busy={start.isPending || running} onSubmit={check} />
          {start.progress.phase !== 'idle' ? (
            <ProgressBar
              id="import-upload-progress"
              label={t('upload.label')}
              percent={start.progress.percent}
              text={
                start.progress.phase === 'reading'
                  ? t('upload.reading')
                  : t('upload.sending', { percent: start.progress.percent })
              }
            />
          ) : null}
          {start.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorText(t, start.error, start.error.message)}
            </p>
          ) : null}
        </CardContent>
      </Card>
      {checked ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">{t('report.title', { file: checked.choice.file.name })}</h2>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <ImportCountsView
              testId="import-report"
              rows={checked.report.rows}
              create={checked.report.create}
              update={checked.report.update}
              skip={checked.report.skip}
              refused={checked.report.refused}
              refusedCount={checked.report.refusedCount}
              createLabel={t('counts.create')}
              updateLabel={t('counts.update')}
            />
            <div className="flex flex-wrap gap-2">
              <Button onClick={confirm} disabled={start.isPending || running}>
                {t('report.run')}
              </Button>
              <Button variant="outline" onClick={() => setChecked(null)} disabled={start.isPending}>
                {t('report.cancel')}
              </Button>
            </div>
          </CardContent>
        </Card>
      ) : null}
      {run.data ? (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">{running ? t('run.titleRunning') : t('run.title')}</h2>
          </CardHeader>
          <CardContent>
            <ImportRunView run={run.data} />
          </CardContent>
        </Card>
      ) : null}
    </AdminListPage>
  );
}
