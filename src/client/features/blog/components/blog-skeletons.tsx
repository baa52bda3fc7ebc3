import { Skeleton } from '#client/components/ui/skeleton.tsx';

/** Placeholders while a page of posts loads on the client (SPEC §2: 3 cards, 2 featured). */
export function PostCardSkeletons({ count, featured = false }: { count: number; featured?: boolean }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="flex flex-col overflow-hidden rounded-lg border bg-card"
          data-testid={featured ? 'featured-skeleton' : 'post-skeleton'}
        >
          <Skeleton className="aspect-[1200/630] w-full rounded-none" />
          <div className="flex flex-col gap-3 p-5">
            <Skeleton className="h-5 w-24" />
            <Skeleton className={featured ? 'h-7 w-4/5' : 'h-6 w-3/4'} />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </>
  );
}
