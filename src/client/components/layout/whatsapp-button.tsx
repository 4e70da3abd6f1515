import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { WHATSAPP_GREETING, whatsappLink } from '../../../shared/whatsapp';
import { useShopSettings } from '../../features/settings/use-shop-settings';

export function WhatsAppButton() {
  const shop = useShopSettings();
  if (!shop) return null;
  return (
    <Tooltip title="Consultar por WhatsApp" placement="left">
      <Fab
        component="a"
        href={whatsappLink(shop.whatsappNumber, WHATSAPP_GREETING)}
        target="_blank"
        rel="noopener noreferrer"
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
    </Tooltip>
  );
}
