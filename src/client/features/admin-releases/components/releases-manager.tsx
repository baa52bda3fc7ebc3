import { useState } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { LoadError, RowSkeletons } from '#client/components/ui/list-states.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { useWithdrawRelease } from '../api/change-release.ts';
import { useAdminReleases, type AdminRelease, type AdminReleaseList } from '../api/list-releases.ts';
import { EditReleaseDialog } from './edit-release-dialog.tsx';
import { ReleaseCards } from './release-cards.tsx';
import type { ReleaseListProps } from './release-parts.tsx';
import { ReleasesTable } from './releases-table.tsx';
import { UploadForm } from './upload-form.tsx';
import { WithdrawReleaseDialog } from './withdraw-release-dialog.tsx';

/** The table from `md` up, cards on phones; a sentence when there is nothing. */
function ReleaseList(props: ReleaseListProps) {
  const { t } = useTranslation('admin-releases');
  if (props.releases.length === 0)
    return <p className="rounded-lg border py-10 text-center text-muted-foreground">{t('list.empty')}</p>;
  return (
    <>
      <div className="hidden md:block">
        <ReleasesTable {...props} />
      </div>
      <div className="md:hidden">
        <ReleaseCards {...props} />
      </div>
    </>
  );
}

interface Props {
  product: { id: number; name: string; kind: 'indicator' | 'bundle' };
  initialReleases: AdminReleaseList | null;
}

/** /admin/indicators/:id/releases: every version with its actions, then the upload form. */
export function ReleasesManager({ product, initialReleases }: Props) {
  const { t } = useTranslation('admin-releases');
  const list = useAdminReleases(product.id, initialReleases);
  const withdraw = useWithdrawRelease(product.id);
  const [editing, setEditing] = useState<AdminRelease | null>(null);
  const [withdrawing, setWithdrawing] = useState<AdminRelease | null>(null);
  const own = list.data?.filter((r) => r.indicatorId === product.id) ?? [];
  const included = list.data?.filter((r) => r.indicatorId !== product.id) ?? [];

  const listProps = {
    pageId: product.id,
    onEdit: setEditing,
    onWithdraw: setWithdrawing,
    onRestore: (release: AdminRelease) => withdraw.mutate({ id: release.id, withdrawn: false }),
  };

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="releases-heading" className="flex flex-col gap-4">
        <h2 id="releases-heading" className="text-xl font-semibold">
          {t('list.heading')}
        </h2>
        {list.data ? (
          <>
            <ReleaseList releases={own} {...listProps} />
            {included.length > 0 && (
              // The bundle's library also lists every indicator's releases; they are managed on their own pages.
              <details className="rounded-lg border px-4 py-3" data-testid="included-releases">
                <summary className="cursor-pointer font-medium">
                  {t('list.included', { count: included.length })}
                </summary>
                <p className="mt-2 mb-4 text-sm text-muted-foreground">{t('page.bundleNote')}</p>
                <ReleaseList releases={included} {...listProps} />
              </details>
            )}
          </>
        ) : list.isError ? (
          <LoadError
            message={errorText(t, list.error, t('list.loadError'))}
            retryLabel={t('list.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <RowSkeletons count={3} className="h-12 w-full" />
        )}
      </section>

      <Card role="region" aria-labelledby="upload-heading">
        <CardHeader className="p-4 sm:p-6">
          <h2 id="upload-heading" className="text-xl font-semibold leading-tight">
            {t('upload.heading')}
          </h2>
          <CardDescription>{t('upload.intro')}</CardDescription>
        </CardHeader>
        <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
          <UploadForm
            // A product's page starts a fresh form.
            key={product.id}
            indicatorId={product.id}
            existingVersions={own.map((r) => r.version)}
            lastMinPlatformVersion={own[0]?.minPlatformVersion ?? ''}
          />
        </CardContent>
      </Card>

      {editing && (
        <EditReleaseDialog key={editing.id} pageId={product.id} release={editing} onClose={() => setEditing(null)} />
      )}
      <WithdrawReleaseDialog
        release={withdrawing}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        onConfirm={(release) => {
          setWithdrawing(null);
          withdraw.mutate({ id: release.id, withdrawn: true });
        }}
      />
    </div>
  );
}
