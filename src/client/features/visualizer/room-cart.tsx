import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { type LayingPattern, calculate } from '#shared/calculator';
import { formatMoney, formatSquareMeters } from '#shared/format';
import { effectivePrice } from '#shared/pricing';
import type { VisualizerPattern } from '#shared/visualizer/tile-layout';
import type { VisualizerTile } from '#shared/visualizer/tiles';
import { OUT_OF_STOCK_LABEL } from '#shared/availability';
import { cartStore } from '#client/stores/cart-store';

/** The calculator's waste by how the tiles are laid (a running bond cuts like a straight lay). */
const CART_PATTERN: Record<VisualizerPattern, LayingPattern> = {
  recto: 'recto',
  trabado: 'recto',
  diagonal: 'diagonal',
  espiga: 'espiga',
};

/**
 * "Agregar al carrito" with the calculator filled from the room shown: its m², the waste of
 * the chosen pattern, the boxes that cover it (shared/calculator.ts).
 */
export function RoomCart({
  tile,
  squareMeters,
  rooms,
  pattern,
}: {
  tile: VisualizerTile;
  squareMeters: number;
  rooms: { length: number; width: number }[];
  pattern: VisualizerPattern;
}) {
  const [added, setAdded] = useState<number | null>(null);
  const metersPerBox = tile.metersPerBox ?? 0;
  const result = calculate({
    squareMeters,
    metersPerBox,
    unitPrice: effectivePrice(tile.price, tile.discountPercentage),
    includeWaste: true,
    pattern: CART_PATTERN[pattern],
  });
  if (!result || tile.saleUnit !== 'caja') return null;
  return (
    <Box role="region" aria-label="Cantidad para este ambiente">
      <Typography variant="body2">
        Superficie: {formatSquareMeters(result.squareMeters)} m² (con {result.wastePercent} % de
        desperdicio, {formatSquareMeters(result.neededSquareMeters)} m²)
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {result.boxes} {result.boxes === 1 ? 'caja' : 'cajas'} · {formatMoney(result.price)}
      </Typography>
      <Button
        variant="contained"
        fullWidth
        sx={{ mt: 1 }}
        startIcon={<AddShoppingCartIcon />}
        disabled={!tile.inStock}
        onClick={() => {
          cartStore.add({
            productId: tile.id,
            quantity: result.boxes,
            squareMeters: result.squareMeters,
            includeWaste: true,
            rooms,
            pattern: CART_PATTERN[pattern],
          });
          setAdded(result.boxes);
        }}
      >
        {tile.inStock ? 'Agregar al carrito' : OUT_OF_STOCK_LABEL}
      </Button>
      {added !== null && (
        <Alert severity="success" sx={{ mt: 1 }} onClose={() => setAdded(null)} closeText="Cerrar">
          Agregaste {added} {added === 1 ? 'caja' : 'cajas'} de {tile.name} al carrito.
        </Alert>
      )}
    </Box>
  );
}
