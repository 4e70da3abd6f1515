import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductFeedLinks } from '../../../shared/feeds/product-feeds';
import type { LegalPage, LegalSlug } from '../../../shared/legal';
import {
  type MercadoPagoStatus,
  MercadoPagoStatusSchema,
} from '../../../shared/payments/mercado-pago';
import { queryKeys } from '../../../shared/query-keys';
import type { ShopSettings } from '../../../shared/settings';
import { api } from '../../api-client';

/** Saves the settings; the layout, footer and contact page read the answer at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShopSettings) =>
      api<ShopSettings>('/api/admin/settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings, saved),
  });
}

export const adminLegalQuery = (slug: LegalSlug) => ({
  queryKey: ['admin', 'legal', slug] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<LegalPage>(`/api/admin/legal/${slug}`, { signal }),
});

export function useSaveLegalPage(slug: LegalSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      api<LegalPage>(`/api/admin/legal/${slug}`, { method: 'PUT', body: { body } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminLegalQuery(slug).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.legal(slug) });
    },
  });
}

/** The product feeds' addresses (PUBLIC_URL): the server knows the shop's public address. */
export const productFeedLinksQuery = queryOptions({
  queryKey: ['admin', 'feeds'] as const,
  queryFn: ({ signal }) => api<ProductFeedLinks>('/api/admin/feeds', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Whether the server has Mercado Pago's credentials (its environment, not these settings). */
export const mercadoPagoStatusQuery = queryOptions({
  queryKey: ['admin', 'settings', 'mercado-pago'] as const,
  queryFn: async ({ signal }): Promise<MercadoPagoStatus> =>
    MercadoPagoStatusSchema.parse(await api('/api/admin/settings/mercado-pago', { signal })),
  staleTime: Number.POSITIVE_INFINITY,
});
