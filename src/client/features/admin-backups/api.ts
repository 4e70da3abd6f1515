import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupList, BackupRun } from '../../../shared/backups';
import { api } from '../../api-client';

const BACKUPS_KEY = ['admin', 'backups'] as const;

export const backupsQuery = queryOptions({
  queryKey: BACKUPS_KEY,
  queryFn: ({ signal }) => api<BackupList>('/api/admin/backups', { signal }),
});

export function useBackups() {
  return useQuery(backupsQuery);
}

export function useMakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<BackupRun>('/api/admin/backups', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}

/** A plain link: the browser streams the archive to disk with the session cookie. */
export const backupFileUrl = (id: string) => `/api/admin/backups/${id}/archivo`;
