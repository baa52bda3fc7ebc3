import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBlogCategories } from '#shared/contracts/blog.endpoints.ts';
import type { EndpointOutput } from '#shared/contracts/endpoint.ts';
import { callEndpoint } from '#client/lib/api-client.ts';
import { usePageLanguage } from '#client/lib/content-lang.ts';

export const categoriesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['blog', language, 'categories'],
    queryFn: ({ signal }) => callEndpoint(listBlogCategories, undefined, { signal }),
  });

export function useCategories(initialData?: EndpointOutput<typeof listBlogCategories>) {
  return useQuery({ ...categoriesQueryOptions(usePageLanguage()), initialData });
}
