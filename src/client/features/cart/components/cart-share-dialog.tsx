import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IosShareIcon from '@mui/icons-material/IosShare';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { CartItem } from '#shared/cart';
import { whatsappLink } from '#shared/whatsapp';
import { shareCart } from '../api/shared-carts';

/** What goes before the link in WhatsApp and the share sheet. */
const SHARE_TEXT = 'Te comparto mi carrito de cerámicos:';

interface CartShareDialogProps {
  items: CartItem[];
  /** The long link (/carrito?c=…): still works, and is shared if the short one cannot be made. */
  longLink: string;
  onClose(): void;
}

type ShortLink = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/**
 * "Compartir carrito": the server keeps the lines under a short link
 * (/c/{code}), which is copied, sent by WhatsApp to whoever the shopper picks, or handed to the
 * phone's share sheet (Web Share API) where there is one.
 */
export function CartShareDialog({ items, longLink, onClose }: CartShareDialogProps) {
  const [short, setShort] = useState<ShortLink>({ status: 'loading' });
  const [copied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    let cancelled = false;
    shareCart(items).then(
      ({ url }) => !cancelled && setShort({ status: 'ready', url }),
      () => !cancelled && setShort({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [items]);

  const link = short.status === 'ready' ? short.url : short.status === 'failed' ? longLink : null;
  const text = link ? `${SHARE_TEXT} ${link}` : '';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Compartir carrito</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Quien abra este enlace verá un carrito con los mismos productos y cantidades.
        </Typography>
        {short.status === 'failed' && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            No pudimos preparar el enlace corto; este, más largo, también sirve.
          </Alert>
        )}
        <TextField
          label="Enlace del carrito"
          value={link ?? 'Preparando el enlace...'}
          fullWidth
          multiline
          disabled={link === null}
          slotProps={{
            htmlInput: {
              readOnly: true,
              // Whole on a phone's width, and its code as typed: the font's contextual
              // alternates would draw the "2x2" of a code as "2×2".
              sx: { wordBreak: 'break-all', fontFeatureSettings: '"calt" 0' },
            },
          }}
          onFocus={(event) => event.target.select()}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <Button
            variant="contained"
            startIcon={<ContentCopyIcon />}
            disabled={link === null}
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
          <Button
            variant="outlined"
            color="success"
            startIcon={<WhatsAppIcon />}
            // No number: WhatsApp asks the shopper whom to send it to.
            href={link ? whatsappLink('', text) : ''}
            target="_blank"
            rel="noopener noreferrer"
            disabled={link === null}
          >
            Enviar por WhatsApp
          </Button>
          {canShare && (
            <Button
              variant="outlined"
              startIcon={<IosShareIcon />}
              disabled={link === null}
              onClick={() => {
                if (!link) return;
                // Closing the sheet without choosing rejects: nothing to tell the shopper.
                navigator.share({ title: 'Carrito', text: SHARE_TEXT, url: link }).catch(() => {});
              }}
            >
              Compartir…
            </Button>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
