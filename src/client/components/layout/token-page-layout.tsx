import type { ReactNode } from 'react';
import { Card, CardContent } from '#client/components/ui/card.tsx';

/** The narrow card of a page opened from an e-mailed link (reset password, licence reset, e-mail change). */
export function TokenPageLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p> : null}
      </div>
      <Card>
        <CardContent className="flex flex-col gap-4 p-4 sm:p-6">{children}</CardContent>
      </Card>
    </div>
  );
}
