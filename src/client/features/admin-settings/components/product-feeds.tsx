import { useQuery } from '@tanstack/react-query';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { productFeedLinksQuery } from '../api';

/**
 * The product feeds' addresses, to paste into Google Merchant Center and Meta's Commerce
 * Manager. Read only: the feeds follow the catalogue by themselves.
 */
export function ProductFeeds() {
  const links = useQuery(productFeedLinksQuery);
  if (!links.data) return null;
  const feeds = [
    {
      label: 'Feed para Google Merchant Center',
      url: links.data.google,
      hint: 'Productos para Google Shopping (con el precio por m² de los pisos)',
    },
    {
      label: 'Catálogo para Facebook e Instagram',
      url: links.data.meta,
      hint: 'Archivo CSV para el Administrador de ventas de Meta',
    },
  ];
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Catálogos de productos
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Copiá estas direcciones en Google y en Meta: listan los productos publicados con foto y se
          actualizan solas con cada cambio del catálogo.
        </Typography>
        <Stack spacing={2}>
          {feeds.map((feed) => (
            <TextField
              key={feed.label}
              label={feed.label}
              value={feed.url}
              helperText={feed.hint}
              slotProps={{ input: { readOnly: true } }}
              onFocus={(event) => event.target.select()}
              fullWidth
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
