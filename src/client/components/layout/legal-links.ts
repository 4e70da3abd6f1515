import { PAGE_PATHS } from '#shared/page-paths';

/** The pages Argentine consumer law asks an online shop to link from every page. */
export const LEGAL_LINKS = [
  { to: PAGE_PATHS.terms, label: 'Términos y condiciones' },
  { to: PAGE_PATHS.privacy, label: 'Política de privacidad' },
  // Labelled exactly so (Resolución 424/2020 de la Secretaría de Comercio Interior).
  { to: PAGE_PATHS.withdrawal, label: 'Botón de arrepentimiento' },
] as const;

/** The national consumer-defence complaint form (Ley 24.240). */
export const CONSUMER_DEFENCE_URL =
  'https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario';
