import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ShopSettings } from '#shared/settings';

const MAP_HEIGHT = 300;

/** The shop on a map (zoom from the settings, 300px high, 'Cargando mapa...'). */
export function ShopMap({ shop }: { shop: ShopSettings }) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const { lat, lng, zoom } = shop.map;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    import('#client/lib/leaflet-map')
      .then(({ createShopMap }) => {
        if (cancelled) return;
        destroy = createShopMap(element, { lat, lng, zoom, label: shop.name }, () =>
          setReady(true),
        );
      })
      .catch((error: unknown) => {
        console.warn('No se pudo cargar el mapa', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      destroy?.();
      setReady(false);
    };
  }, [lat, lng, zoom, shop.name]);

  return (
    <Box sx={{ position: 'relative', height: MAP_HEIGHT }}>
      <Box
        ref={container}
        role="region"
        aria-label="Mapa de ubicación"
        sx={{ position: 'absolute', inset: 0, zIndex: 0 }}
      />
      {!ready && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'grey.100',
            zIndex: 1,
          }}
        >
          <Typography color="text.secondary">
            {failed ? shop.address : 'Cargando mapa...'}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
