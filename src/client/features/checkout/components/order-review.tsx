import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney } from '#shared/format';
import { DEFAULT_SALE_UNIT, lineQuantityText } from '#shared/order-lines';
import type { CartLine } from '#client/hooks/use-cart-lines';

/** Step 0: each line with its quantity in the shared wording, price, total. */
export function OrderReview({ lines, total }: { lines: CartLine[]; total: number }) {
  return (
    <>
      <List aria-label="Productos del pedido" disablePadding>
        {lines.map((line) => {
          const { item } = line;
          const name =
            line.status === 'loading' ? (
              <Skeleton width={160} />
            ) : (
              (line.product?.name ?? 'Producto no encontrado')
            );
          const quantity = lineQuantityText({
            ...item,
            saleUnit: line.product?.saleUnit ?? DEFAULT_SALE_UNIT,
            metersPerBox: line.metersPerBox,
          });
          return (
            <ListItem key={item.productId} divider sx={{ px: 0 }}>
              <ListItemText
                primary={name}
                secondary={quantity}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              <Typography sx={{ ml: 2, whiteSpace: 'nowrap' }}>
                {formatMoney(line.lineTotal)}
              </Typography>
            </ListItem>
          );
        })}
      </List>
      <Divider />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2 }}>
        <Typography variant="h6" component="p">
          Total
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {formatMoney(total)}
        </Typography>
      </Stack>
    </>
  );
}
