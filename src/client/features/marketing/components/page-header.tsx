import type { ReactNode } from 'react';

/** The heading block every information page starts with. */
export function PageHeader({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <header className="border-b bg-gradient-to-b from-accent/50 to-background">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:py-16">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {text ? <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{text}</p> : null}
        {children}
      </div>
    </header>
  );
}
