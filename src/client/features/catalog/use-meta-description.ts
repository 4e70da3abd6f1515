import { useEffect } from 'react';

/** Sets <meta name="description"> while the page is shown, restoring the previous text after. */
export function useMetaDescription(description: string | null): void {
  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
