import { PAGE_PATHS as P } from '#shared/page-paths';

export const NAV_LINKS = [
  { to: P.home, label: 'Inicio' },
  { to: P.products, label: 'Productos' },
  { to: P.contact, label: 'Contacto' },
] as const;

/** A link is active when the current path starts with it; / only on the exact root. */
export function isLinkActive(linkPath: string, currentPath: string): boolean {
  if (linkPath === '/') return currentPath === '/';
  return currentPath.startsWith(linkPath);
}
