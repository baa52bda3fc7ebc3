import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { LoadError, RowSkeletons } from '#client/components/ui/list-states.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { useWithdrawRelease } from '../api/change-release.ts';
import { useAdminReleases, type AdminRelease, type AdminReleaseList } from '../api/list-releases.ts';
import { EditReleaseDialog } from './edit-release-dialog.tsx';
import { ReleaseCards } from './release-cards.tsx';
import { ReleasesTable } from './releases-table.tsx';
import { UploadForm } from './upload-form.tsx';
import { WithdrawReleaseDialog } from './withdraw-release-dialog.tsx';

interface Props {
  product: { id: number; name: string; kind: 'indicator' | 'bundle' };
  initialReleases: AdminReleaseList | null;
}

/** Issue 14, /admin/indicators/:id/releases: the upload form, then every version with its actions. */
export function ReleasesManager({ product, initialReleases }: Props) {
  const { t } = useTranslation('admin-releases');
  const list = useAdminReleases(product.id, initialReleases);
  const withdraw = useWithdrawRelease(product.id);
  const [editing, setEditing] = useState<AdminRelease | null>(null);
  const [withdrawing, setWithdrawing] = useState<AdminRelease | null>(null);
  const own = list.data?.filter((r) => r.indicatorId === product.id) ?? [];

  const listProps = {
    pageId: product.id,
    onEdit: setEditing,
    onWithdraw: setWithdrawing,
    onRestore: (release: AdminRelease) => withdraw.mutate({ id: release.id, withdrawn: false }),
  };

  return (
    <div className="flex flex-col gap-8">
      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold leading-tight">{t('upload.heading')}</h2>
          <CardDescription>{t('upload.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <UploadForm
            // A product's page starts a fresh form.
            key={product.id}
            indicatorId={product.id}
            existingVersions={own.map((r) => r.version)}
            lastMinPlatformVersion={own[0]?.minPlatformVersion ?? ''}
          />
        </CardContent>
      </Card>

      <section aria-labelledby="releases-heading" className="flex flex-col gap-4">
        <h2 id="releases-heading" className="text-xl font-semibold">
          {t('list.heading')}
        </h2>
        {product.kind === 'bundle' && <p className="text-sm text-muted-foreground">{t('page.bundleNote')}</p>}
        {list.data ? (
          list.data.length === 0 ? (
            <p className="rounded-lg border py-10 text-center text-muted-foreground">{t('list.empty')}</p>
          ) : (
            <>
              <div className="hidden md:block">
                <ReleasesTable releases={list.data} {...listProps} />
              </div>
              <div className="md:hidden">
                <ReleaseCards releases={list.data} {...listProps} />
              </div>
            </>
          )
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
