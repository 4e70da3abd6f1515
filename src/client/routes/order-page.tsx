import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import type { QueryClient } from '@tanstack/react-query';
import { customerQuotePath } from '#shared/customer-order';
import { ACCESS_TOKEN_PATTERN } from '#shared/order-token';
import { ApiError } from '../api-client';
import { PageHeading } from '../components/page-heading';
import { NotFound, notFoundHandle } from '../components/not-found';
import { CustomerOrderView } from '../features/customer-order/components/customer-order-view';
import {
  customerOrderQuery,
  useCustomerOrder,
} from '../features/customer-order/use-customer-order';
import { PayWithMercadoPago } from '../features/payments/components/pay-with-mercado-pago';
import { TransferInstructions } from '../features/payments/components/transfer-instructions';
import type { PageHandle, PageLoader } from '../page';

/** A link that names no order is an address that is no page: the shop's 404. */
const isUnknown = (error: unknown) => error instanceof ApiError && error.status === 404;

const unknownOrder = (queryClient: QueryClient, token: string) =>
  !ACCESS_TOKEN_PATTERN.test(token) ||
  isUnknown(queryClient.getQueryState(customerOrderQuery(token).queryKey)?.error);

/**
 * The order is asked for before the page is drawn, so the server answers an unknown link with
 * status 404 and the shop's "Página no encontrada" (a malformed token is not even looked up).
 */
export const loader: PageLoader = async ({ params, queryClient }) => {
  const token = params.token ?? '';
  if (ACCESS_TOKEN_PATTERN.test(token)) await queryClient.prefetchQuery(customerOrderQuery(token));
  return null;
};

/** A customer's order, named by its number once it has arrived; never listed by search engines. */
export const handle: PageHandle = {
  serverRendered: true,
  head: (page) => {
    const { queryClient, params, shop, publicUrl, url } = page;
    const token = params.token ?? '';
    if (unknownOrder(queryClient, token)) return notFoundHandle.head?.(page) ?? null;
    const order = queryClient.getQueryData(customerOrderQuery(token).queryKey);
    return {
      title: `${order ? `Pedido #${order.id}` : 'Tu pedido'} | ${shop.name}`,
      description: shop.tagline,
      url: `${publicUrl}${url.pathname}`,
      noindex: true,
    };
  },
};

/** /pedido/:token: the order a customer opens from the link in their e-mail (no account). */
export function Component() {
  const { token = '' } = useParams();
  const wellFormed = ACCESS_TOKEN_PATTERN.test(token);
  const { data: order, error, isPending } = useCustomerOrder(token, wellFormed);
  if (!wellFormed || isUnknown(error)) return <NotFound />;
  return (
    <>
      <PageHeading>{order ? `Pedido #${order.id}` : 'Tu pedido'}</PageHeading>
      {isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Cargando pedido..." />
        </Box>
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : (
        <>
          <PayWithMercadoPago order={order} token={token} />
          {order.payment.transfer && (
            <Box sx={{ mb: 2 }}>
              <TransferInstructions instructions={order.payment.transfer} />
            </Box>
          )}
          <CustomerOrderView order={order} quoteUrl={customerQuotePath(token)} />
        </>
      )}
    </>
  );
}
