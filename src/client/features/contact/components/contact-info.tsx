import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import type { ShopSettings } from '#shared/settings';
import { socialLinks, telLink } from '#client/components/contact-links';

function InfoRow({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1.5}>
      <Box sx={{ color: 'primary.main', pt: 0.25 }}>{icon}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

/** Address, phone, e-mail, hours and social links, all from the shop's settings. */
export function ContactInfo({ shop }: { shop: ShopSettings }) {
  return (
    <Stack spacing={2.5}>
      <InfoRow icon={<LocationOnOutlinedIcon />} title="Dirección">
        <Typography variant="body2">{shop.address}</Typography>
      </InfoRow>
      <InfoRow icon={<PhoneOutlinedIcon />} title="Teléfono">
        <Link href={telLink(shop.phone)} variant="body2">
          {shop.phone}
        </Link>
      </InfoRow>
      <InfoRow icon={<EmailOutlinedIcon />} title="Email">
        <Link href={`mailto:${shop.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {shop.email}
        </Link>
      </InfoRow>
      <InfoRow icon={<AccessTimeIcon />} title="Horarios de atención">
        {shop.hours.map((h) => (
          <Typography key={h.days} variant="body2">
            {h.days}: {h.time}
          </Typography>
        ))}
      </InfoRow>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
          Seguinos
        </Typography>
        <Stack direction="row" spacing={1}>
          {socialLinks(shop).map((s) => (
            <Tooltip key={s.label} title={s.label}>
              <IconButton
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={s.label}
                color="primary"
              >
                {s.icon}
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
