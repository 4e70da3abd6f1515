import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { argentinePhone } from '#shared/phone';

/**
 * The customer's phone as they typed it, with "Llamar" (tel:) and "WhatsApp" (wa.me) in the
 * international form when it is an Argentine number; otherwise it says why there are no links.
 */
export function CustomerPhone({ phone, name }: { phone: string; name: string }) {
  const checked = argentinePhone(phone);
  if (!checked.ok)
    return (
      <>
        {phone}
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {checked.message}
        </Box>
      </>
    );
  return (
    <>
      {phone}
      <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <Link
          href={`tel:${checked.e164}`}
          aria-label={`Llamar a ${name}: ${checked.international}`}
        >
          Llamar
        </Link>
        {checked.whatsapp && (
          <Link
            href={`https://wa.me/${checked.whatsapp}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp a ${name}: +${checked.whatsapp}`}
          >
            WhatsApp
          </Link>
        )}
      </Box>
    </>
  );
}
