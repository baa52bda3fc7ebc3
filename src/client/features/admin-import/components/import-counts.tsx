import type { ImportCounts, ImportRefusal } from '#shared/contracts/import.constants.ts';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { useTranslation } from '#client/lib/use-translation.ts';
import { refusedCsvHref } from './refused-csv.ts';

const KINDS = ['customers', 'orders', 'licences', 'machines'] as const;

/** What a dry run will do or a run did: created and updated per kind, skipped rows, refused rows with their reasons. */
export function ImportCountsView(props: {
  testId: string;
  rows: number;
  create: ImportCounts;
  update: ImportCounts;
  skip: number;
  refused: ImportRefusal[];
  refusedCount: number;
  createLabel: string;
  updateLabel: string;
}) {
  const { t } = useTranslation('admin-import');
  return (
    <div className="flex flex-col gap-4" data-testid={props.testId}>
      <p className="text-sm">{t('counts.rows', { count: props.rows })}</p>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead />
            {KINDS.map((k) => (
              <TableHead key={k} className="text-right">
                {t(`counts.kind.${k}`)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {(
            [
              ['create', props.createLabel, props.create],
              ['update', props.updateLabel, props.update],
            ] as const
          ).map(([key, label, counts]) => (
            <TableRow key={key} data-testid={`${props.testId}-${key}`}>
              <TableHead scope="row">{label}</TableHead>
              {KINDS.map((k) => (
                <TableCell key={k} className="text-right tabular-nums">
                  {counts[k]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-sm" data-testid={`${props.testId}-skip`}>
        {t('counts.skip', { count: props.skip })}
      </p>
      {props.refusedCount > 0 ? (
        <section aria-labelledby={`${props.testId}-refused`} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${props.testId}-refused`} className="font-semibold">
              {t('counts.refused', { count: props.refusedCount })}
            </h3>
            <a
              href={refusedCsvHref(props.refused)}
              download="refused-rows.csv"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('counts.download')}
            </a>
          </div>
          {props.refusedCount > props.refused.length ? (
            <p className="text-sm text-muted-foreground">{t('counts.firstOnly', { count: props.refused.length })}</p>
          ) : null}
          <div className="max-h-80 overflow-auto rounded-md border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('counts.line')}</TableHead>
                  <TableHead>{t('counts.reason')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {props.refused.map((r) => (
                  <TableRow key={`${r.line}-${r.code}`}>
                    <TableCell className="tabular-nums">{r.line}</TableCell>
                    <TableCell>
                      {t(`refusal.${r.code}`)}{' '}
                      {/* The row's detail is the server's English sentence, quoting the file. */}
                      <span lang="en" className="text-muted-foreground">
                        {r.reason}
                      </span>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
