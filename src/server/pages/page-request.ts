import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The shopper whose page is being drawn on the server. Its loaders ask the API in process
 * (app.ts, `apiInProcess`); without this every such request would come from 127.0.0.1, and the
 * limits counted per address (the customer's order page) would count every shopper as one.
 */
export const pageRequest = new AsyncLocalStorage<{ ip: string }>();
