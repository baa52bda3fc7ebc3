import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS, type WebhookEvent } from '#shared/contracts/webhooks.constants.ts';
import type { WebhookDto } from '#shared/contracts/webhooks.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, fieldAria } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { toast } from '#client/lib/first-load/index.ts';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useCreateWebhook, useUpdateWebhook } from '../api/ops.ts';
import { CheckboxGroup } from './shown-once.tsx';

interface Props {
  /** Editing this webhook; else a new one. */
  webhook?: WebhookDto;
  onDone(created?: { id: number; secret: string }): void;
  onCancel(): void;
}

/** Add or edit a webhook: its URL, a description and the events it hears. */
export function WebhookForm({ webhook, onDone, onCancel }: Props) {
  const { t } = useTranslation('admin-ops');
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(webhook?.events ?? ['order.completed']);
  const [error, setError] = useState<string | undefined>();
  const busy = create.isPending || update.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const onError = (failure: unknown) => {
      const text = errorText(t, failure, t('webhooks.saveFailed'));
      setError(text);
      toast.error(text);
    };
    if (webhook)
      update.mutate(
        { id: webhook.id, url, events, description: description || null },
        {
          onSuccess: () => {
            toast.success(t('webhooks.saved'));
            onDone();
          },
          onError,
        },
      );
    else
      create.mutate(
        { url, events, ...(description ? { description } : {}) },
        {
          onSuccess: (created) => {
            toast.success(t('webhooks.created'));
            onDone(created);
          },
          onError,
        },
      );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" data-testid="webhook-form" noValidate>
      <FormField id="webhook-url" label={t('webhooks.url')} hint={t('webhooks.urlHint')} error={error} required>
        <Input
          id="webhook-url"
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://"
          {...fieldAria('webhook-url', { error, hint: true, required: true })}
        />
      </FormField>
      <FormField id="webhook-description" label={t('webhooks.description')}>
        <Input
          id="webhook-description"
          value={description}
          maxLength={200}
          onChange={(e) => setDescription(e.target.value)}
        />
      </FormField>
      <CheckboxGroup
        legend={t('webhooks.events')}
        name="events"
        options={WEBHOOK_EVENTS}
        value={events}
        onChange={setEvents}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={busy || events.length === 0}>
          {t('common.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
