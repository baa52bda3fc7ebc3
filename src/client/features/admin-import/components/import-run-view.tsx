import type { ImportRun } from '#shared/contracts/import.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useImportAction } from '../api/import-run.ts';
import { ImportCountsView } from './import-counts.tsx';
import { ProgressBar } from './progress-bar.tsx';

/** A run: its progress while it runs, then what it did; a failed run can be resumed or rolled back. */
export function ImportRunView({ run }: { run: ImportRun }) {
  const { t } = useTranslation('admin-import');
  const resume = useImportAction('resume');
  const rollback = useImportAction('rollback');
  const percent = run.bytes > 0 ? Math.min(100, Math.floor((run.bytesRead / run.bytes) * 100)) : 100;
  return (
    <div className="flex flex-col gap-4" data-testid="import-run">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{run.fileName}</span>
        <Badge variant={run.status === 'failed' ? 'destructive' : 'secondary'} data-testid="import-run-status">
          {t(`status.${run.status}`)}
        </Badge>
      </div>
      {run.status === 'running' ? (
        <ProgressBar
          id="import-run-progress"
          label={t('run.progress')}
          percent={percent}
          text={t('run.progressText', { percent, count: run.rows })}
        />
      ) : null}
      {run.status === 'failed' ? (
        <div className="flex flex-col gap-2">
          <p role="alert" className="text-sm text-destructive">
            {t('run.failed')} {run.error}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => resume.mutate(run.id)} disabled={resume.isPending || rollback.isPending}>
              {t('run.resume')}
            </Button>
            <Button
              variant="outline"
              onClick={() => rollback.mutate(run.id)}
              disabled={resume.isPending || rollback.isPending}
            >
              {t('run.rollback')}
            </Button>
          </div>
        </div>
      ) : null}
      <ImportCountsView
        testId="import-result"
        rows={run.rows}
        create={run.created}
        update={run.updated}
        skip={run.skipped}
        refused={run.refused}
        refusedCount={run.refusedCount}
        createLabel={t('counts.created')}
        updateLabel={t('counts.updated')}
      />
    </div>
  );
}
