import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { customerQuotePath } from '../../shared/customer-order';
import { PageHeading } from '../components/page-heading';
import { CustomerOrderView } from '../features/customer-order/components/customer-order-view';
import {
  customerOrderQuery,
  useCustomerOrder,
} from '../features/customer-order/use-customer-order';
import type { PageHandle } from '../page';

/** A customer's order, named by its number once it has arrived; never listed by search engines. */
export const handle: PageHandle = {
  head: ({ queryClient, params, shop, publicUrl, url }) => {
    const order = queryClient.getQueryData(customerOrderQuery(params.token ?? '').queryKey);
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
  const { data: order, error, isPending } = useCustomerOrder(token);
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
        <CustomerOrderView order={order} quoteUrl={customerQuotePath(token)} />
      )}
    </>
  );
}
