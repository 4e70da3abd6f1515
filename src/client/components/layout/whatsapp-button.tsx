import Fab from '@mui/material/Fab';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { WHATSAPP_GREETING, whatsappLink } from '../../../shared/whatsapp';
import { useShopSettings } from '../../features/settings/use-shop-settings';

export function WhatsAppButton() {
  const shop = useShopSettings();
  if (!shop) return null;
  return (
    // A native title, not MUI's Tooltip: its positioning engine would cost every page.
    <Fab
      component="a"
      href={whatsappLink(shop.whatsappNumber, WHATSAPP_GREETING)}
      target="_blank"
      rel="noopener noreferrer"
      title="Consultar por WhatsApp"
      aria-label="Consultar por WhatsApp"
      sx={{
        position: 'fixed',
        right: 20,
        bottom: 20,
        bgcolor: '#25D366',
        color: '#fff',
        '&:hover': { bgcolor: '#1da851' },
        zIndex: 1200,
      }}
    >
      <WhatsAppIcon />
    </Fab>
  );
}
