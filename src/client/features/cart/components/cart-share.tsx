import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ShareIcon from '@mui/icons-material/Share';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { CART_SHARE_PARAM, encodeCart } from '../../../../shared/cart-share';
import { DEFAULT_SALE_UNIT, lineQuantityText } from '../../../../shared/order-lines';
import { whatsappLink } from '../../../../shared/whatsapp';
import { consultaText } from '../../../../shared/whatsapp-consulta';
import { useShopSettings } from '../../../hooks/use-shop-settings';
import type { CartLine } from '../../../hooks/use-cart-lines';

/** The link that rebuilds this cart (issue 19 item 5). */
function cartLink(lines: CartLine[]): string {
  const encoded = encodeCart(lines.map((l) => l.item));
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/carrito?${CART_SHARE_PARAM}=${encoded}`;
}

/** "Enviar consulta por WhatsApp" and "Compartir carrito", under the cart's summary. */
export function CartShare({ lines }: { lines: CartLine[] }) {
  const shop = useShopSettings();
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const ready = lines.filter((l) => l.product);

  const consulta = shop
    ? whatsappLink(
        shop.whatsappNumber,
        consultaText(
          ready.map((l) => ({
            name: l.product?.name ?? '',
            quantity: lineQuantityText({
              ...l.item,
              saleUnit: l.product?.saleUnit ?? DEFAULT_SALE_UNIT,
              metersPerBox: l.metersPerBox,
            }),
          })),
          cartLink(lines),
        ),
      )
    : undefined;

  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Button
        variant="outlined"
        color="success"
        startIcon={<WhatsAppIcon />}
        href={consulta ?? ''}
        target="_blank"
        rel="noopener noreferrer"
        disabled={!consulta || ready.length === 0}
      >
        Enviar consulta por WhatsApp
      </Button>
      <Button
        variant="text"
        startIcon={<ShareIcon />}
        onClick={() => {
          setCopied(false);
          setLink(cartLink(lines));
        }}
      >
        Compartir carrito
      </Button>
      <Dialog open={link !== null} onClose={() => setLink(null)} fullWidth maxWidth="sm">
        <DialogTitle>Compartir carrito</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Quien abra este enlace verá un carrito con los mismos productos y cantidades.
          </Typography>
          <TextField
            label="Enlace del carrito"
            value={link ?? ''}
            fullWidth
            multiline
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLink(null)}>Cerrar</Button>
          <Button
            variant="contained"
            onClick={() => {
              if (!link) return;
              navigator.clipboard.writeText(link).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {copied ? 'Enlace copiado' : 'Copiar enlace'}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
