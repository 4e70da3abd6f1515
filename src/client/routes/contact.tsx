import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../components/page-heading';
import { ContactForm } from '../features/contact/components/contact-form';
import { ContactInfo } from '../features/contact/components/contact-info';
import { ShopMap } from '../features/contact/components/shop-map';
import { useShopSettings } from '../hooks/use-shop-settings';
import { type PageHandle, titledHead } from '../page';

export const handle: PageHandle = { head: titledHead('Contacto') };

export function Component() {
  // The layout's loader has the settings in the cache before this page renders.
  const shop = useShopSettings();
  if (!shop) return null;
  return (
    <>
      <PageHeading>Contacto</PageHeading>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined" sx={{ overflow: 'hidden' }}>
            <ShopMap shop={shop} />
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
                Información de contacto
              </Typography>
              <ContactInfo shop={shop} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Card variant="outlined">
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography variant="h6" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
                Envíanos un Mensaje
              </Typography>
              <ContactForm whatsappNumber={shop.whatsappNumber} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
