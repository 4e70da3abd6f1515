import { Suspense, lazy } from 'react';
import type { SuggestionListProps } from './suggestion-list';

// The list is its own chunk: no page's first load carries it. It is fetched as soon as a search
// field gets the focus, so that on a slow phone the code is there by the time the first
// suggestions arrive (instead of being asked for only then).
const loadSuggestionList = () => import('./suggestion-list');
const SuggestionList = lazy(() =>
  loadSuggestionList().then((module) => ({ default: module.SuggestionList })),
);

/** From the field's focus; a failed prefetch is asked for again when the list first draws. */
export const prefetchSuggestionList = () => void loadSuggestionList().catch(() => undefined);

export function LazySuggestionList(props: SuggestionListProps) {
  return (
    <Suspense fallback={null}>
      <SuggestionList {...props} />
    </Suspense>
  );
}
