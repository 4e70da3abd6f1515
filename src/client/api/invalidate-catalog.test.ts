import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateCatalog } from './invalidate-catalog';

describe('invalidateCatalog', () => {
  it('asks again for a list whose first answer was on its way when the write landed', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The server's price: the first request is answered before the write, and arrives after it.
    let price = 55_991;
    const answers: Array<() => void> = [];
    const observer = new QueryObserver(queryClient, {
      queryKey: ['admin', 'products', { q: 'Roble' }],
      queryFn: () => {
        const seen = price;
        return new Promise<number>((resolve) => answers.push(() => resolve(seen)));
      },
    });
    const shown: Array<number | undefined> = [];
    const unsubscribe = observer.subscribe((result) => shown.push(result.data));
    await Promise.resolve();
    expect(answers).toHaveLength(1);

    price = 45_990.5;
    const invalidated = invalidateCatalog(queryClient);
    await Promise.resolve();
    answers[0]?.();
    // A second request, made after the write.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(2);
    answers[1]?.();
    await invalidated;
    expect(observer.getCurrentResult().data).toBe(45_990.5);
    expect(shown).not.toContain(55_991);
    unsubscribe();
  });

  it('leaves the session and the shop settings alone', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['auth', 'me'], 'me');
    queryClient.setQueryData(['settings'], 'settings');
    queryClient.setQueryData(['products'], 'list');
    await invalidateCatalog(queryClient);
    expect(queryClient.getQueryState(['auth', 'me'])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['settings'])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['products'])?.isInvalidated).toBe(true);
  });
});
