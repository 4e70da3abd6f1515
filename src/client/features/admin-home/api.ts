import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHomeEndpoints } from '#shared/admin-content-endpoints';
import { endpointHref } from '#shared/endpoint';
import type { HomeContent, HomeImageKind, HomeUpload } from '#shared/home';
import { queryKeys } from '#shared/query-keys';
import { client } from '#client/api/endpoint-client';
import { compressImage, uploadImage } from '#client/lib/upload-image';

const home = client(adminHomeEndpoints);

export const adminHomeQuery = queryOptions({
  queryKey: ['admin', 'home'] as const,
  queryFn: ({ signal }) => home.read({}, { signal }),
  // Fresh from the server: another admin may have saved since this tab loaded.
  staleTime: 0,
});

/** Saves Inicio; the home page and the list's recommended order read it at once. */
export function useSaveHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeContent) => home.save({ body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminHomeQuery.queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.home }),
        queryClient.invalidateQueries({ queryKey: ['products', 'list'] }),
      ]);
    },
  });
}

/** Compressed in the browser, then cropped and encoded to its shape by the server. */
export async function uploadHomeImage(
  kind: HomeImageKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<HomeUpload> {
  return uploadImage<HomeUpload>(
    endpointHref(adminHomeEndpoints.uploadImage, { query: { kind } }),
    await compressImage(file),
    onProgress,
  );
}
