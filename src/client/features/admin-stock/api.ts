import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustmentInput,
  IngresoInput,
  MovementList,
  ProductStock,
  StockList,
  StockMovementKind,
  StockSettings,
} from '../../../shared/stock/contract';
import type { IngresoImportReport } from '../../../shared/stock/ingreso-import';
import { api } from '../../api-client';
import { invalidateCatalog } from '../../api/invalidate-catalog';
import { STOCK_QUERY_KEY, productStockQuery } from '../../api/product-stock';

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
    queryKey: [...STOCK_QUERY_KEY, 'list', filters],
    queryFn: ({ signal }) => api<StockList>(stockListPath(filters), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProductStock(productId: string) {
  return useQuery(productStockQuery(productId));
}

/** The movement filters GET …/movements takes (MovementsQuerySchema): kind and lot. */
export interface MovementFilters {
  kind: StockMovementKind | '';
  lotId: string;
}

export function useMovements(productId: string, filters: MovementFilters) {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.lotId) params.set('lotId', filters.lotId);
  const query = params.toString();
  return useQuery({
    queryKey: [...STOCK_QUERY_KEY, 'movements', productId, filters],
    queryFn: ({ signal }) =>
      api<MovementList>(
        `/api/admin/stock/products/${productId}/movements${query ? `?${query}` : ''}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A stock write refreshes every stock query: the table, the detail, its movements. */
function useStockWrite<Variables>(request: (variables: Variables) => Promise<ProductStock>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STOCK_QUERY_KEY }),
  });
}

export function useIngreso() {
  return useStockWrite(({ productId, input }: { productId: string; input: IngresoInput }) =>
    api<ProductStock>(`/api/admin/stock/products/${productId}/ingresos`, {
      method: 'POST',
      body: input,
    }),
  );
}

export function useAdjustLot() {
  return useStockWrite(({ lotId, input }: { lotId: string; input: AdjustmentInput }) =>
    api<ProductStock>(`/api/admin/stock/lots/${lotId}/adjustments`, {
      method: 'POST',
      body: input,
    }),
  );
}

/**
 * Whether a product tracks stock or sells "a pedido" changes what the shop and the product lists
 * show too: the whole catalogue is refreshed, the stock queries with it.
 */
export function useSaveStockSettings(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StockSettings) =>
      api<ProductStock>(`/api/admin/stock/products/${productId}/settings`, {
        method: 'PUT',
        body: settings,
      }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

/** A spreadsheet of ingresos: its dry run (nothing written) or its apply. */
function sendIngresos(file: File, dryRun: boolean) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api<IngresoImportReport>(`/api/admin/stock/ingresos/import?dryRun=${dryRun}`, {
    method: 'POST',
    body: form,
  });
}

export function useCheckIngresoImport() {
  return useMutation({ mutationFn: (file: File) => sendIngresos(file, true) });
}

export function useApplyIngresoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => sendIngresos(file, false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STOCK_QUERY_KEY }),
  });
}
