import KeyRound from 'lucide-react/icons/key-round';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { Fragment, useState } from 'react';
import { listWebhooks } from '#shared/contracts/webhooks.endpoints.ts';
import type { WebhookDto } from '#shared/contracts/webhooks.ts';
import { formatDay } from '#shared/intl-formats.ts';
import { AdminListPage } from '#client/components/layout/admin-list-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ConfirmActionButton } from '#client/components/ui/confirm-action-button.tsx';
import { EmptyList, QueryStates } from '#client/components/ui/list-states.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { useDeleteWebhook, useRotateWebhookSecret, useWebhooks } from '#client/features/admin-ops/api/ops.ts';
import { ShownOnce } from '#client/features/admin-ops/components/shown-once.tsx';
import { WebhookDeliveries } from '#client/features/admin-ops/components/webhook-deliveries.tsx';
import { WebhookForm } from '#client/features/admin-ops/components/webhook-form.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { Route } from './+types/webhooks';

export const handle = { i18n: ['admin', 'admin-ops'] };

export const loader = adminLoader(async ({ context }: Route.LoaderArgs) => {
  const webhooks = await context.api(listWebhooks, undefined);
  return {
    title: serverT(context.lang, 'admin-ops')('webhooks.title'),
    webhooks: webhooks.ok ? webhooks.data : null,
  };
});

export const meta: Route.MetaFunction = adminMeta;

function Row({ webhook, onEdit, onSecret }: { webhook: WebhookDto; onEdit(): void; onSecret(secret: string): void }) {
  const { t, i18n } = useTranslation('admin-ops');
  const [open, setOpen] = useState(false);
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  return (
    <Fragment>
      <TableRow data-testid="webhook-row">
        <TableCell className="max-w-80">
          <span className="font-mono text-sm break-all">{webhook.url}</span>
          {webhook.description && <p className="text-sm text-muted-foreground">{webhook.description}</p>}
        </TableCell>
        <TableCell className="font-mono text-xs">{webhook.events.join(', ')}</TableCell>
        <TableCell className="text-sm whitespace-nowrap text-muted-foreground">
          {formatDay(webhook.createdAt, i18n.language)}
        </TableCell>
        <TableCell>
          <div className="flex flex-wrap justify-end gap-2">
            <Button size="sm" variant="outline" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
              {open ? t('webhooks.hideDeliveries') : t('webhooks.deliveries')}
            </Button>
            <Button size="sm" variant="outline" onClick={onEdit}>
              {t('webhooks.edit')}
            </Button>
            <ConfirmActionButton
              icon={KeyRound}
              label={t('webhooks.rotate')}
              title={t('webhooks.rotateTitle')}
              text={t('webhooks.rotateText')}
              cancelLabel={t('common.cancel')}
              disabled={rotate.isPending}
              onConfirm={() =>
                rotate.mutate(webhook.id, {
                  onSuccess: (answer) => onSecret(answer.secret),
                  onError: (error) => toast.error(errorText(t, error, t('webhooks.rotateFailed'))),
                })
              }
            />
            <ConfirmActionButton
              icon={Trash2}
              label={t('webhooks.delete')}
              title={t('webhooks.deleteTitle')}
              text={t('webhooks.deleteText', { url: webhook.url })}
              cancelLabel={t('common.cancel')}
              destructive
              disabled={remove.isPending}
              // The promise, not mutate's callbacks: this row unmounts once the list is read again.
              onConfirm={() =>
                void remove.mutateAsync(webhook.id).then(
                  () => toast.success(t('webhooks.deleted')),
                  (error: unknown) => toast.error(errorText(t, error, t('webhooks.deleteFailed'))),
                )
              }
            />
          </div>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={4} className="bg-muted/40">
            <WebhookDeliveries webhookId={webhook.id} />
          </TableCell>
        </TableRow>
      )}
    </Fragment>
  );
}

/** /admin/webhooks: receivers, their events and deliveries; the secret is shown once. */
export default function AdminWebhooksPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-ops');
  const query = useWebhooks(loaderData.webhooks ?? undefined);
  const [editing, setEditing] = useState<WebhookDto | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <AdminListPage
      title={t('webhooks.title')}
      subtitle={t('webhooks.subtitle')}
      action={
        editing === null ? (
          <Button onClick={() => setEditing('new')} data-testid="webhook-new">
            <Plus aria-hidden />
            {t('webhooks.new')}
          </Button>
        ) : null
      }
    >
      {secret && <ShownOnce title={t('webhooks.secretTitle')} value={secret} testId="webhook-secret" />}
      {editing !== null && (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">
              {editing === 'new' ? t('webhooks.newTitle') : t('webhooks.editTitle', { url: editing.url })}
            </h2>
          </CardHeader>
          <CardContent>
            <WebhookForm
              key={editing === 'new' ? 'new' : editing.id}
              webhook={editing === 'new' ? undefined : editing}
              onCancel={() => setEditing(null)}
              onDone={(created) => {
                setEditing(null);
                if (created) setSecret(created.secret);
              }}
            />
          </CardContent>
        </Card>
      )}
      <QueryStates
        data={query.data}
        failed={query.isError || loaderData.webhooks === null}
        loadError={t('common.loadError')}
        retryLabel={t('action.retry', { ns: 'common' })}
        onRetry={() => void query.refetch()}
        skeletons={{ count: 3, className: 'h-12' }}
      >
        {(data) =>
          data.webhooks.length === 0 ? (
            <EmptyList title={t('webhooks.empty')} hint={t('webhooks.emptyHint')} className="rounded-lg border" />
          ) : (
            <div className="overflow-x-auto rounded-lg border">
              <Table data-testid="webhooks-table">
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('webhooks.columns.url')}</TableHead>
                    <TableHead>{t('webhooks.columns.events')}</TableHead>
                    <TableHead>{t('webhooks.columns.created')}</TableHead>
                    <TableHead className="text-right">{t('webhooks.columns.actions')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.webhooks.map((webhook) => (
                    <Row key={webhook.id} webhook={webhook} onEdit={() => setEditing(webhook)} onSecret={setSecret} />
                  ))}
                </TableBody>
              </Table>
            </div>
          )
        }
      </QueryStates>
    </AdminListPage>
  );
}
