import { BOOT_DATA_ID, type BootData } from '../shared/boot-data';

/** What the server inlined in this page (null from the Vite dev server or on a bad block). */
export function readBootData(): BootData | null {
  const text = document.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<BootData> | null;
    return data && typeof data.settings === 'object' && data.settings ? (data as BootData) : null;
  } catch {
    return null;
  }
}
