import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PinPosition } from '#client/lib/leaflet-map';

/** The shop's place on the contact page's map: drag the pin, zoom as the shopper should see it. */
export function MapPinField({
  value,
  onChange,
  error,
}: {
  value: PinPosition;
  onChange: (position: PinPosition) => void;
  error?: string | undefined;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The map is built once with the first position; later changes come from the map itself.
  const start = useRef(value);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    import('#client/lib/leaflet-map')
      .then(({ createPinPicker }) => {
        if (!cancelled) destroy = createPinPicker(element, start.current, (p) => report.current(p));
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, []);

  return (
    <Box>
      <Box
        ref={container}
        role="region"
        aria-label="Mapa para ubicar la tienda"
        sx={{ height: 300, borderRadius: 1, border: 1, borderColor: 'divider', zIndex: 0 }}
      />
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
        {failed
          ? 'No se pudo cargar el mapa.'
          : (error ??
            `Arrastrá el marcador (o tocá el mapa) hasta la tienda. Latitud ${value.lat}, longitud ${value.lng}, zoom ${value.zoom}.`)}
      </Typography>
    </Box>
  );
}
