import { Outlet, useRouteLoaderData } from 'react-router';
import { Footer } from '#client/components/layout/footer.tsx';
import { Header } from '#client/components/layout/header.tsx';
import { CartBadge } from '#client/features/store/components/cart-badge.tsx';
import { useSignOut } from '#client/lib/sign-out.ts';
import type { loader as rootLoader } from '../root.tsx';

export default function SiteLayout() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const signOut = useSignOut();
  if (!root) return <Outlet />;
  return (
    <div className="flex min-h-dvh flex-col">
      <Header
        site={root.site}
        theme={root.theme}
        user={root.user}
        onSignOut={signOut}
        cartSlot={root.user ? <CartBadge /> : undefined}
      />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer site={root.site} />
    </div>
  );
}
