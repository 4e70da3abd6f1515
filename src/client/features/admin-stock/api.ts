import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustmentInput,
  IngresoInput,
  ProductStock,
  StockMovementKind,
  StockSettings,
} from '#shared/stock/contract';
import { stockEndpoints } from '#shared/stock/endpoints';
import { client } from '#client/api/endpoint-client';
import { invalidateCatalog } from '#client/api/invalidate-catalog';
import { STOCK_QUERY_KEY, productStockQuery } from '#client/api/product-stock';

export interface StockFilters {
  search: string;
  low: boolean;
  page: number;
}

const stock = client(stockEndpoints);

/** The list's query: only what narrows it (an empty search, "all" and page 1 are the defaults). */
const stockListQuery = ({ search, low, page }: StockFilters) => ({
  search: search.trim() || undefined,
  low: low ? ('true' as const) : undefined,
  page: page > 1 ? page : undefined,
});

/** The Stock screen's export: the list's filters, every page, as a CSV file. */
export const exportStock = (filters: StockFilters) => {
  const { search, low } = stockListQuery(filters);
  return stock.export({ query: { search, low } });
};

export function useStockList(filters: StockFilters) {
  return useQuery({
    queryKey: [...STOCK_QUERY_KEY, 'list', filters],
    queryFn: ({ signal }) => stock.list({ query: stockListQuery(filters) }, { signal }),
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
  const query = { kind: filters.kind || undefined, lotId: filters.lotId || undefined };
  return useQuery({
    queryKey: [...STOCK_QUERY_KEY, 'movements', productId, filters],
    queryFn: ({ signal }) => stock.movements({ params: { id: productId }, query }, { signal }),
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
    stock.ingreso({ params: { id: productId }, body: input }),
  );
}

export function useAdjustLot() {
  return useStockWrite(({ lotId, input }: { lotId: string; input: AdjustmentInput }) =>
    stock.adjustLot({ params: { lotId }, body: input }),
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
      stock.settings({ params: { id: productId }, body: settings }),
    onSuccess: () => invalidateCatalog(queryClient),
  });
}

/** A spreadsheet of ingresos: its dry run (nothing written) or its apply. */
function sendIngresos(file: File, dryRun: boolean) {
  const form = new FormData();
  form.append('file', file, file.name);
  return stock.importIngresos({ query: { dryRun: dryRun ? 'true' : 'false' }, body: form });
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
