import type { ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import { Footer } from '#client/components/layout/footer.tsx';
import { GeneralErrorBoundary } from '#client/components/layout/general-error-boundary.tsx';
import { Header } from '#client/components/layout/header.tsx';
import { CartSlot } from '#client/features/store/components/cart-slot.tsx';
import { useSignOut } from '#client/lib/sign-out.ts';
import type { loader as rootLoader } from '../root.tsx';

function SiteShell({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const signOut = useSignOut();
  if (!root) return children;
  return (
    <div className="flex min-h-dvh flex-col">
      <Header
        site={root.site}
        theme={root.theme}
        user={root.user}
        onSignOut={signOut}
        cartSlot={root.user ? <CartSlot /> : undefined}
      />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer site={root.site} />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** An error no page caught still shows inside the header and footer. */
export function ErrorBoundary() {
  return (
    <SiteShell>
      <GeneralErrorBoundary />
    </SiteShell>
  );
}
