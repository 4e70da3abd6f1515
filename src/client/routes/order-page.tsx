import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import { PageHeading } from '../components/page-heading';
import { useDocumentTitle } from '../components/use-document-title';
import { CustomerOrderView } from '../features/customer-order/components/customer-order-view';
import { useCustomerOrder } from '../features/customer-order/use-customer-order';

/** /pedido/:token: the order a customer opens from the link in their e-mail (no account). */
export function Component() {
  const { token = '' } = useParams();
  const { data: order, error, isPending } = useCustomerOrder(token);
  useDocumentTitle(order ? `Pedido #${order.id}` : 'Tu pedido');
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
        <CustomerOrderView order={order} />
      )}
    </>
  );
}
