import Ban from 'lucide-react/icons/ban';
import Plus from 'lucide-react/icons/plus';
import { useState, type FormEvent } from 'react';
import { listApiKeys } from '#shared/contracts/api-keys.endpoints.ts';
import { API_SCOPES, type ApiScope } from '#shared/contracts/api-keys.constants.ts';
import type { ApiKeyDto } from '#shared/contracts/api-keys.ts';
import { formatDay } from '#shared/intl-formats.ts';
import { AdminListPage } from '#client/components/layout/admin-list-page.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { ConfirmActionButton } from '#client/components/ui/confirm-action-button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { EmptyList, QueryStates } from '#client/components/ui/list-states.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table.tsx';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '#client/features/admin-ops/api/ops.ts';
import { CheckboxGroup, ShownOnce } from '#client/features/admin-ops/components/shown-once.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { adminLoader } from '#client/lib/guards.server.ts';
import { serverT } from '#client/lib/i18n.server.ts';
import { adminMeta } from '#client/lib/seo.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { Route } from './+types/api-keys';

export const handle = { i18n: ['admin', 'admin-ops'] };

export const loader = adminLoader(async ({ context }: Route.LoaderArgs) => {
  const keys = await context.api(listApiKeys, undefined);
  return { title: serverT(context.lang, 'admin-ops')('apiKeys.title'), keys: keys.ok ? keys.data : null };
});

export const meta: Route.MetaFunction = adminMeta;

function CreateKeyForm({ onCreated, onCancel }: { onCreated(token: string): void; onCancel(): void }) {
  const { t } = useTranslation('admin-ops');
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['orders:read']);
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { name, scopes },
      {
        onSuccess: (created) => {
          toast.success(t('apiKeys.created'));
          onCreated(created.token);
        },
        onError: (failure) => setError(errorText(t, failure, t('apiKeys.createFailed'))),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" data-testid="api-key-form" noValidate>
      <FormField id="api-key-name" label={t('apiKeys.name')} error={error} required>
        <Input
          id="api-key-name"
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
          {...fieldAria('api-key-name', { error, required: true })}
        />
      </FormField>
      <CheckboxGroup
        legend={t('apiKeys.scopes')}
        name="scopes"
        options={API_SCOPES}
        value={scopes}
        onChange={setScopes}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending || scopes.length === 0 || !name.trim()}>
          {t('apiKeys.create')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKeyDto }) {
  const { t, i18n } = useTranslation('admin-ops');
  const revoke = useRevokeApiKey();
  const day = (at: string | null) => (at ? formatDay(at, i18n.language) : t('common.never'));
  return (
    <TableRow data-testid="api-key-row">
      <TableCell className="font-medium">{apiKey.name}</TableCell>
      <TableCell className="font-mono text-sm">{apiKey.prefix}…</TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-1">
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} variant="outline" className="font-mono">
              {scope}
            </Badge>
          ))}
        </div>
      </TableCell>
      <TableCell className="text-sm whitespace-nowrap text-muted-foreground">{day(apiKey.createdAt)}</TableCell>
      <TableCell className="text-sm whitespace-nowrap text-muted-foreground">{day(apiKey.lastUsedAt)}</TableCell>
      <TableCell className="text-right">
        {apiKey.revokedAt ? (
          <Badge variant="secondary">
            {t('apiKeys.revokedOn')} {day(apiKey.revokedAt)}
          </Badge>
        ) : (
          <ConfirmActionButton
            icon={Ban}
            label={t('apiKeys.revoke')}
            title={t('apiKeys.revokeTitle', { name: apiKey.name })}
            text={t('apiKeys.revokeText')}
            cancelLabel={t('common.cancel')}
            destructive
            disabled={revoke.isPending}
            onConfirm={() =>
              revoke.mutate(apiKey.id, {
                onSuccess: () => toast.success(t('apiKeys.revoked')),
                onError: (error) => toast.error(errorText(t, error, t('apiKeys.revokeFailed'))),
              })
            }
          />
        )}
      </TableCell>
    </TableRow>
  );
}

/** /admin/api-keys: seller API keys with their scopes; the token is shown once. */
export default function AdminApiKeysPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-ops');
  const query = useApiKeys(loaderData.keys ?? undefined);
  const [creating, setCreating] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  return (
    <AdminListPage
      title={t('apiKeys.title')}
      subtitle={t('apiKeys.subtitle')}
      action={
        creating ? null : (
          <Button onClick={() => setCreating(true)} data-testid="api-key-new">
            <Plus aria-hidden />
            {t('apiKeys.new')}
          </Button>
        )
      }
    >
      {token && <ShownOnce title={t('apiKeys.tokenTitle')} value={token} testId="api-key-token" />}
      {creating && (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">{t('apiKeys.newTitle')}</h2>
          </CardHeader>
          <CardContent>
            <CreateKeyForm
              onCancel={() => setCreating(false)}
              onCreated={(created) => {
                setCreating(false);
                setToken(created);
              }}
            />
          </CardContent>
        </Card>
      )}
      <QueryStates
        data={query.data}
        failed={query.isError || loaderData.keys === null}
        loadError={t('common.loadError')}
        retryLabel={t('action.retry', { ns: 'common' })}
        onRetry={() => void query.refetch()}
        skeletons={{ count: 3, className: 'h-12' }}
      >
        {(data) =>
          data.keys.length === 0 ? (
            <EmptyList title={t('apiKeys.empty')} hint={t('apiKeys.emptyHint')} className="rounded-lg border" />
          ) : (
            <div className="overflow-x-auto rounded-lg border">
              <Table data-testid="api-keys-table">
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('apiKeys.columns.name')}</TableHead>
                    <TableHead>{t('apiKeys.columns.prefix')}</TableHead>
                    <TableHead>{t('apiKeys.columns.scopes')}</TableHead>
                    <TableHead>{t('apiKeys.columns.created')}</TableHead>
                    <TableHead>{t('apiKeys.columns.lastUsed')}</TableHead>
                    <TableHead className="text-right">{t('apiKeys.columns.actions')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.keys.map((apiKey) => (
                    <KeyRow key={apiKey.id} apiKey={apiKey} />
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
