export const NAV_LINKS = [
  { to: '/', label: 'Inicio' },
  { to: '/productos', label: 'Productos' },
  { to: '/contacto', label: 'Contacto' },
] as const;

/** SPEC §2: a link is active when the current path starts with it; / only on the exact root. */
export function isLinkActive(linkPath: string, currentPath: string): boolean {
  if (linkPath === '/') return currentPath === '/';
  return currentPath.startsWith(linkPath);
}
