import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { ShopSettings } from '#shared/settings';
import { whatsappLink } from '#shared/whatsapp';
import { TikTokIcon } from './icons';

/** The shop's profiles (an empty address hides its icon) and its WhatsApp chat. */
export function socialLinks(shop: ShopSettings) {
  return [
    { label: 'Facebook', href: shop.social.facebook, icon: <FacebookIcon /> },
    { label: 'Instagram', href: shop.social.instagram, icon: <InstagramIcon /> },
    { label: 'TikTok', href: shop.social.tiktok, icon: <TikTokIcon /> },
    {
      label: 'WhatsApp',
      href: whatsappLink(shop.whatsappNumber, shop.whatsappText),
      icon: <WhatsAppIcon />,
    },
  ].filter((link) => link.href !== '');
}

/** A phone number as a tel: link: only its digits and the plus sign. */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
