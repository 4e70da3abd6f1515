/** The activity log's subject for an order. */
export const orderSubject = (id: number) => `Pedido #${id}`;
