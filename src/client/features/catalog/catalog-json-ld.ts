import type { Crumb } from '#shared/category-paths';

/**
 * schema.org BreadcrumbList of a page: Inicio, then the trail, as the page shows it
 * (catalog-breadcrumbs.tsx). The last step, the page itself, carries its URL too.
 */
export function breadcrumbJsonLd(trail: Crumb[], publicUrl: string) {
  const steps = [{ name: 'Inicio', path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: `${publicUrl}${step.path}`,
    })),
  };
}
