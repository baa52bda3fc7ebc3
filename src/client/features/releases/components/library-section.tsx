import { useTranslation } from '#client/lib/use-translation.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { errorText } from '#client/lib/error-text.ts';
import { entryError, useLibraryEntry, type LibraryEntry, type ReleaseList } from '../api/library.ts';
import type { ReleaseNotices } from '../api/notices.ts';
import { NoticesToggle } from './notices-toggle.tsx';
import { ReleaseGroup } from './release-group.tsx';

export interface OwnedProduct {
  id: number;
  name: string;
}

/** Releases by indicator, in the order they came (newest first); the bundle's list covers many. */
function byIndicator(releases: ReleaseList): ReleaseList[] {
  const groups = new Map<number, ReleaseList>();
  for (const release of releases)
    groups.set(release.indicatorId, [...(groups.get(release.indicatorId) ?? []), release]);
  return [...groups.values()];
}

function ProductBody({ entry, platformName }: { entry: LibraryEntry; platformName: string }) {
  const { t } = useTranslation('store');
  if (!entry.ok) {
    return (
      <p role="alert" className="text-sm text-destructive" data-testid="library-error">
        {errorText(t, entryError(entry), t('library.loadFailed'))}
      </p>
    );
  }
  if (entry.releases.length === 0) return <p className="text-sm text-muted-foreground">{t('library.noReleases')}</p>;
  return (
    <div className="flex flex-col divide-y [&>*]:py-5 [&>*:first-child]:pt-0 [&>*:last-child]:pb-0">
      {byIndicator(entry.releases).map((group) => (
        <ReleaseGroup key={group[0]!.indicatorId} releases={group} platformName={platformName} />
      ))}
    </div>
  );
}

function ProductLibrary({
  product,
  initial,
  platformName,
}: {
  product: OwnedProduct;
  initial: LibraryEntry | undefined;
  platformName: string;
}) {
  const { t } = useTranslation('store');
  const query = useLibraryEntry(product.id, initial);
  return (
    <li
      className="rounded-lg border bg-card p-5 text-card-foreground shadow-sm"
      data-testid="library-product"
      aria-labelledby={`library-${product.id}`}
    >
      <h3 id={`library-${product.id}`} className="mb-4 text-lg font-semibold">
        {product.name}
      </h3>
      {query.data ? (
        <ProductBody entry={query.data} platformName={platformName} />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(t, query.error, t('library.loadFailed'))}
        </p>
      ) : (
        <Skeleton className="h-24 w-full" />
      )}
    </li>
  );
}

/** "Your downloads" on /orders: per owned product, its latest version and the older ones. */
export function LibrarySection({
  products,
  initial,
  platformName,
  notices,
}: {
  products: OwnedProduct[];
  initial: LibraryEntry[];
  platformName: string;
  /** The owner's update e-mail setting, from the loader. */
  notices?: ReleaseNotices;
}) {
  const { t } = useTranslation('store');
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="library-title" className="mb-10" data-testid="library">
      <h2 id="library-title" className="text-2xl font-bold tracking-tight">
        {t('library.title')}
      </h2>
      <p className="mt-1 mb-5 text-muted-foreground">{t('library.subtitle', { platform: platformName })}</p>
      {notices ? <NoticesToggle initial={notices} /> : null}
      <ul className="flex flex-col gap-6">
        {products.map((product) => (
          <ProductLibrary
            key={product.id}
            product={product}
            initial={initial.find((entry) => entry.productId === product.id)}
            platformName={platformName}
          />
        ))}
      </ul>
    </section>
  );
}
