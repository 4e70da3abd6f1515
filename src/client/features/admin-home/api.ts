import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminHome, HomeContent, HomeImageKind, HomeUpload } from '../../../shared/home';
import { queryKeys } from '../../../shared/query-keys';
import { api } from '../../api-client';
import { compressImage, uploadImage } from '../../lib/upload-image';

export const adminHomeQuery = queryOptions({
  queryKey: ['admin', 'home'] as const,
  queryFn: ({ signal }) => api<AdminHome>('/api/admin/home', { signal }),
  // Fresh from the server: another admin may have saved since this tab loaded.
  staleTime: 0,
});

/** Saves Inicio; the home page and the list's recommended order read it at once. */
export function useSaveHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: HomeContent) =>
      api<AdminHome>('/api/admin/home', { method: 'PUT', body: content }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminHomeQuery.queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.home }),
        queryClient.invalidateQueries({ queryKey: ['products', 'list'] }),
      ]);
    },
  });
}

/** Compressed in the browser (SPEC §9), then cropped and encoded to its shape by the server. */
export async function uploadHomeImage(
  kind: HomeImageKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<HomeUpload> {
  return uploadImage<HomeUpload>(
    `/api/admin/home/images?kind=${kind}`,
    await compressImage(file),
    onProgress,
  );
}
