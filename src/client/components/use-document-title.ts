import { useEffect } from 'react';
import { useShopSettings } from '../features/settings/use-shop-settings';

/** Sets '<title> | {shop name}' while the page is shown. */
export function useDocumentTitle(title: string | null): void {
  const shop = useShopSettings();
  useEffect(() => {
    if (!shop) return;
    document.title = title ? `${title} | ${shop.name}` : shop.name;
  }, [title, shop]);
}
