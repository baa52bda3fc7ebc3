import CheckCircle2 from 'lucide-react/icons/circle-check';
import Loader2 from 'lucide-react/icons/loader-circle';
import type { ReactNode } from 'react';
import { Link } from '#client/components/link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api-client.ts';

interface Props {
  token: string;
  mutation: { mutate(input: { token: string }): void; isPending: boolean; isError: boolean; error: unknown };
  /** Error codes a second click cannot change (the link is spent): the button goes. */
  finalCodes: ReadonlySet<string>;
  back: { to: string; label: string };
  texts: { missing: string; explain: string; error: string; button: string; working: string };
  button: { testId: string; icon?: ReactNode };
  /** Once confirmed: what changed (a few `<p>`), under a check mark; `footer` replaces the back link. */
  done: { testId: string; lines: ReactNode; footer?: ReactNode } | null;
}

/**
 * The page an e-mailed link opens (e-mail change, licence reset): opening it changes nothing, one
 * button confirms (signed in or not). `method="post"` is for a click before hydration, which the
 * route's action answers with the same page.
 */
export function TokenConfirm({ token, mutation, finalCodes, back, texts, button, done }: Props) {
  const backLink = (
    <Link to={back.to} className="text-center text-sm font-medium text-primary underline-offset-4 hover:underline">
      {back.label}
    </Link>
  );
  if (!token)
    return (
      <>
        <p role="alert" className="text-sm">
          {texts.missing}
        </p>
        {backLink}
      </>
    );
  if (done)
    return (
      <>
        <div role="status" className="flex items-start gap-3" data-testid={done.testId}>
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div className="flex flex-col gap-1 text-sm">{done.lines}</div>
        </div>
        {done.footer ?? backLink}
      </>
    );
  const final = mutation.error instanceof ApiError && finalCodes.has(mutation.error.code ?? '');
  return (
    <form
      method="post"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ token });
      }}
    >
      <p className="text-sm text-muted-foreground">{texts.explain}</p>
      {mutation.isError ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {texts.error}
        </p>
      ) : null}
      {final ? null : (
        <Button type="submit" disabled={mutation.isPending} data-testid={button.testId}>
          {mutation.isPending ? <Loader2 className="animate-spin" aria-hidden /> : button.icon}
          {mutation.isPending ? texts.working : texts.button}
        </Button>
      )}
      {backLink}
    </form>
  );
}
