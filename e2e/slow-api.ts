import { type Locator, type Page, expect } from '@playwright/test';

/**
 * The shop's API answering late, as on a slow line: every GET under /api waits `delayMs` before
 * it goes out, so a screen shows its fields before its data arrives. Writes go at once (they are
 * the person's own action, not data arriving). `settled` waits until no slowed answer is still
 * on its way, so a test can look at a field after its data arrived and any refetch is done.
 */
export interface SlowApi {
  settled(): Promise<void>;
  release(): Promise<void>;
}

export async function slowApi(page: Page, delayMs = 1500): Promise<SlowApi> {
  let inFlight = 0;
  await page.route('**/api/**', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    inFlight += 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      // The page may have given up on a request meanwhile (a query refetched): nothing to send.
      await route.continue().catch(() => undefined);
    } finally {
      inFlight -= 1;
    }
  });
  return {
    /** No slowed request is pending, and none started in the next beat (a refetch after data). */
    async settled(): Promise<void> {
      for (let quiet = 0; quiet < 2;) {
        await page.waitForTimeout(delayMs / 2);
        quiet = inFlight === 0 ? quiet + 1 : 0;
      }
    },
    async release(): Promise<void> {
      await page.unrouteAll({ behavior: 'wait' });
    },
  };
}

/**
 * Types `text` key by key into `field` the moment it can take it, waits until every slowed
 * answer has arrived, and checks that the text is still there: the person's typing comes first.
 */
export async function typeWhileLoading(api: SlowApi, field: Locator, text: string): Promise<void> {
  await field.clear();
  await field.pressSequentially(text);
  await api.settled();
  await expect(field).toHaveValue(text);
}
