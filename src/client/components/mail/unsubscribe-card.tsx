import { useMutation } from '@tanstack/react-query';
import BellOff from 'lucide-react/icons/bell-off';
import BellRing from 'lucide-react/icons/bell-ring';
import { useState } from 'react';
import { Link } from '#client/components/link.tsx';
import type { SubscriptionResponse } from '#shared/contracts/mail-subscription.ts';
import type { setReleaseNoticeSubscription } from '#shared/contracts/releases.endpoints.ts';
import type { setSuggestionSubscription } from '#shared/contracts/suggestions.endpoints.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { callEndpoint } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/first-load/index.ts';

/** The calls that switch a kind of e-mail off or on with an e-mail's token (same shape for each kind). */
type SetSubscription = typeof setSuggestionSubscription | typeof setReleaseNoticeSubscription;

export interface UnsubscribeTexts {
  title: string;
  /** The link's token named nobody (altered, or cut short by a mail client). */
  invalid: string;
  question: (email: string) => string;
  confirm: string;
  done: (email: string) => string;
  resubscribe: string;
  back: string;
  failed: string;
  failedText: string;
}

/**
 * The page behind an e-mail's unsubscribe link: one click switches that kind of e-mail off (and
 * back on). The switch is a button rather than the link itself, so mail scanners that open links
 * unsubscribe nobody; mail clients use the List-Unsubscribe one-click POST instead.
 */
export function UnsubscribeCard({
  endpoint,
  token,
  initial,
  texts,
  backTo,
}: {
  endpoint: SetSubscription;
  token: string;
  initial: SubscriptionResponse | null;
  texts: UnsubscribeTexts;
  backTo: string;
}) {
  const [subscription, setSubscription] = useState(initial);
  const mutation = useMutation({
    mutationFn: (subscribed: boolean) => callEndpoint(endpoint, { token, subscribed }),
    onSuccess: setSubscription,
    onError: () => toast.error(texts.failed, { description: texts.failedText }),
  });
  const change = (subscribed: boolean) => mutation.mutate(subscribed);

  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          {subscription?.subscribed === false ? (
            <BellOff className="size-10 text-primary" aria-hidden />
          ) : (
            <BellRing className="size-10 text-primary" aria-hidden />
          )}
          <h1 className="text-2xl font-bold">{texts.title}</h1>
          {!subscription ? (
            <p role="alert" className="text-muted-foreground">
              {texts.invalid}
            </p>
          ) : subscription.subscribed ? (
            <>
              <p className="text-muted-foreground">{texts.question(subscription.email)}</p>
              <Button onClick={() => change(false)} disabled={mutation.isPending}>
                {texts.confirm}
              </Button>
            </>
          ) : (
            <>
              <p role="status" className="text-muted-foreground">
                {texts.done(subscription.email)}
              </p>
              <Button variant="outline" onClick={() => change(true)} disabled={mutation.isPending}>
                {texts.resubscribe}
              </Button>
            </>
          )}
          <Link to={backTo} className="text-sm text-primary underline-offset-4 hover:underline">
            {texts.back}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
