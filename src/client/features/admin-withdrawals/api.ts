import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminWithdrawalEndpoints } from '#shared/withdrawals';
import { client } from '#client/api/endpoint-client';

const withdrawals = client(adminWithdrawalEndpoints);

const KEY = ['admin', 'withdrawals'] as const;

/** Every request, or those naming one order. */
export const withdrawalsQuery = (orderId?: number) =>
  queryOptions({
    queryKey: [...KEY, orderId ?? 'all'] as const,
    queryFn: ({ signal }) =>
      withdrawals.list(
        { query: { orderId: orderId === undefined ? undefined : String(orderId) } },
        { signal },
      ),
  });

export function useMarkAttended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => withdrawals.markAttended({ params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
