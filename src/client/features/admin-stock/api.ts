import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IngresoInput, ProductStock, StockList } from '../../../shared/stock/contract';
import { api } from '../../api-client';

const STOCK_KEY = ['admin', 'stock'] as const;

export interface StockFilters {
  search: string;
  low: boolean;
  page: number;
}

export const stockListPath = ({ search, low, page }: StockFilters, path = '/api/admin/stock') => {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (low) params.set('low', 'true');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

export function useStockList(filters: StockFilters) {
  return useQuery({
    queryKey: [...STOCK_KEY, 'list', filters],
    queryFn: ({ signal }) => api<StockList>(stockListPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useIngreso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, input }: { productId: string; input: IngresoInput }) =>
      api<ProductStock>(`/api/admin/stock/products/${productId}/ingresos`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STOCK_KEY }),
  });
}
