import { useQuery } from '@tanstack/react-query';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { listReleases } from '#shared/contracts/releases.endpoints.ts';
import type { ErrorCode } from '#shared/error-codes.ts';
import type { ApiResult } from '#shared/load-context.ts';
import { ApiError, callEndpoint } from '#client/lib/api-client.ts';

export type ReleaseList = EndpointOutput<typeof listReleases>['releases'];

/**
 * One owned product's downloads, or why there are none: a refused call (a revoked or refunded
 * licence answers 403 `licence_inactive`) is data to show, not a failure to retry.
 */
export type LibraryEntry =
  | { productId: number; ok: true; releases: ReleaseList }
  | { productId: number; ok: false; status: number; message: string; code?: ErrorCode };

export const libraryKey = (productId: number) => ['releases', 'library', productId] as const;

/** A loader's `context.api(listReleases, …)` answer as a library entry. */
export function libraryEntryOf(
  productId: number,
  result: ApiResult<EndpointOutput<typeof listReleases>>,
): LibraryEntry {
  return result.ok
    ? { productId, ok: true, releases: result.data.releases }
    : { productId, ok: false, status: result.status, message: result.error.error, code: result.error.code };
}

async function fetchEntry(productId: number, signal: AbortSignal): Promise<LibraryEntry> {
  try {
    const { releases } = await callEndpoint(listReleases, { indicatorId: productId }, { signal });
    return { productId, ok: true, releases };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { productId, ok: false, status: error.status, message: error.message, code: error.code };
    }
    throw error;
  }
}

/** The refusal as an `ApiError`, so the page shows it with `errorText` like any failed call. */
export const entryError = (entry: Extract<LibraryEntry, { ok: false }>) =>
  new ApiError(entry.message, entry.status, undefined, entry.code);

/**
 * One owned product's library, seeded from the loader's answer; a product that becomes owned
 * later (a paid order whose keys arrive while the page is open) is fetched here.
 */
export function useLibraryEntry(productId: number, initial: LibraryEntry | undefined) {
  return useQuery({
    queryKey: libraryKey(productId),
    queryFn: ({ signal }) => fetchEntry(productId, signal),
    initialData: initial,
    staleTime: 60_000,
  });
}
