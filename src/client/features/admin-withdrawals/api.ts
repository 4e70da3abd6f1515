import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalList } from '../../../shared/withdrawals';
import { api } from '../../api-client';

const KEY = ['admin', 'withdrawals'] as const;

/** Every request, or those naming one order. */
export const withdrawalsQuery = (orderId?: number) =>
  queryOptions({
    queryKey: [...KEY, orderId ?? 'all'] as const,
    queryFn: ({ signal }) =>
      api<WithdrawalList>(
        orderId === undefined
          ? '/api/admin/withdrawals'
          : `/api/admin/withdrawals?orderId=${orderId}`,
        { signal },
      ),
  });

export function useMarkAttended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/admin/withdrawals/${id}/attended`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
