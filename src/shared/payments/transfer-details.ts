import { formatMoney, formatNumber } from '../format';
import type { OrderAdjustment } from '../order-adjustments';
import type { OrderStatus } from '../orders';
import type { PaymentChoice } from './mercado-pago';

/** The bank details the owner keeps in Configuración (settings' `transfer`). */
export interface BankAccount {
  holder: string;
  cuit: string;
  cbu: string;
  alias: string;
  bank: string;
}

export interface BankDetail {
  label: string;
  value: string;
}

/**
 * A transfer needs somewhere to go: a CBU or an alias. Without either, nothing promises the
 * shopper bank details (checkout, e-mail, thank-you screen) and Configuración warns the owner.
 */
export const hasBankDetails = (account: BankAccount) =>
  account.cbu.trim() !== '' || account.alias.trim() !== '';

export const BANK_DETAILS_MISSING =
  'Sin CBU ni alias, la tienda no puede mostrar los datos para transferir: el correo del pedido, la página de gracias y la del pedido dicen que se coordina el pago con el cliente.';

/** The details the owner filled in, in the order a person types them into a bank's app. */
export function bankDetails(account: BankAccount): BankDetail[] {
  return (
    [
      ['CBU', account.cbu],
      ['Alias', account.alias],
      ['Titular', account.holder],
      ['CUIT', account.cuit],
      ['Banco', account.bank],
    ] as const
  )
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => ({ label, value: value.trim() }));
}

/** What a shopper paying by transfer reads: how much, the discount it carries, and where to. */
export interface TransferInstructions {
  /** What is left to pay: the order's balance (the transfer discount already off). */
  amount: number;
  discount: { percentage: number; amount: number } | null;
  bank: BankDetail[];
  /** Delivery "a convenir": its cost is paid apart, once it is known. */
  deliveryToAgree: boolean;
}

interface OrderToPay {
  status: OrderStatus;
  choice: PaymentChoice | null;
  balanceDue: number;
  adjustments: readonly OrderAdjustment[];
  delivery: { method: 'pickup' | 'shipping'; cost: number | null };
}

/**
 * The transfer instructions of an order not paid with Mercado Pago (an order without a choice,
 * taken by phone, may still be paid by transfer); none when nothing is owed, the order is
 * cancelled, or the shop has no bank details to give.
 */
export function transferInstructions(
  order: OrderToPay,
  account: BankAccount,
): TransferInstructions | null {
  if (order.choice === 'mercado_pago' || order.status === 'cancelled') return null;
  if (order.balanceDue <= 0 || !hasBankDetails(account)) return null;
  const transfer = order.adjustments.find((adjustment) => adjustment.kind === 'transfer');
  return {
    amount: order.balanceDue,
    discount:
      transfer?.percentage && transfer.amount !== 0
        ? { percentage: transfer.percentage, amount: -transfer.amount }
        : null,
    bank: bankDetails(account),
    deliveryToAgree: order.delivery.method === 'shipping' && order.delivery.cost === null,
  };
}

/** A delivery "a convenir" is not in the amount, whichever way the shopper pays. */
export const DELIVERY_PAID_APART =
  'El envío, a convenir, se paga aparte cuando acordemos su costo.';

/** The sentences around the bank details, the same in the e-mail and on both pages. */
export function transferInstructionTexts(instructions: TransferInstructions): {
  lead: string;
  notes: string[];
} {
  const { discount } = instructions;
  return {
    lead: `Transferí ${formatMoney(instructions.amount)} a esta cuenta:`,
    notes: [
      ...(discount
        ? [
            `El importe ya tiene el ${formatNumber(discount.percentage)} % de descuento por transferencia o efectivo (${formatMoney(discount.amount)} menos en los productos).`,
          ]
        : []),
      ...(instructions.deliveryToAgree ? [DELIVERY_PAID_APART] : []),
      'Mandanos el comprobante respondiendo el correo del pedido.',
    ],
  };
}
