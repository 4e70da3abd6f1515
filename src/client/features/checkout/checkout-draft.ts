import type { CheckoutForm } from '#shared/checkout';

const KEY = 'ceramicos-ruta192-checkout';

/** The checkout as typed so far, kept in this tab's session storage until the order is placed. */
export interface CheckoutDraft {
  step: number;
  values: CheckoutForm;
  /** The attempt's key, so a retry after a reload still gets the order already saved. */
  idempotencyKey: string;
}

type TextField = 'name' | 'email' | 'phone' | 'address' | 'comments' | 'partido' | 'postalCode';

/** The stored draft, or null when there is none or it does not read as one. */
export function readCheckoutDraft(): CheckoutDraft | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Record<string, unknown>;
    const values = (data.values ?? {}) as Record<string, unknown>;
    const text = (name: TextField) =>
      typeof values[name] === 'string' ? (values[name] as string) : '';
    if (typeof data.idempotencyKey !== 'string' || !/^[0-9a-f]{32}$/.test(data.idempotencyKey))
      return null;
    return {
      step: data.step === 1 ? 1 : 0,
      idempotencyKey: data.idempotencyKey,
      values: {
        name: text('name'),
        email: text('email'),
        phone: text('phone'),
        address: text('address'),
        comments: text('comments'),
        partido: text('partido'),
        postalCode: text('postalCode'),
        deliveryMethod: values.deliveryMethod === 'pickup' ? 'pickup' : 'shipping',
      },
    };
  } catch {
    return null;
  }
}

export function writeCheckoutDraft(draft: {
  step: number;
  values: Partial<CheckoutForm>;
  idempotencyKey: string;
}): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the checkout works, only a reload forgets it.
  }
}

export function clearCheckoutDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // As above.
  }
}
