import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBackupEndpoints } from '#shared/backups';
import { endpointHref } from '#shared/endpoint';
import { client } from '#client/api/endpoint-client';

const BACKUPS_KEY = ['admin', 'backups'] as const;
const backups = client(adminBackupEndpoints);

export const backupsQuery = queryOptions({
  queryKey: BACKUPS_KEY,
  queryFn: ({ signal }) => backups.list({}, { signal }),
});

export function useBackups() {
  return useQuery(backupsQuery);
}

export function useMakeBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => backups.run(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}

/** A plain link: the browser streams the archive to disk with the session cookie. */
export const backupFileUrl = (id: string) =>
  endpointHref(adminBackupEndpoints.archive, { params: { id } });
