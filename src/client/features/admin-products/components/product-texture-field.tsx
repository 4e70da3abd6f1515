import { useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { adminProductEndpoints } from '#shared/admin-catalog-endpoints';
import { ApiError } from '#client/api-client';
import { client } from '#client/api/endpoint-client';
import { compressImage } from '#client/lib/upload-image';

const products = client(adminProductEndpoints);

/**
 * The textura "Ver en mi ambiente" lays: one square, straight-on photo of a single
 * tile, saved at once (the product must exist). Without one, the visualizer uses the first image.
 */
export function ProductTextureField({ productId }: { productId: string | null }) {
  const helpId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const key = ['admin', 'product-texture', productId];
  const current = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => products.texture({ params: { id: productId ?? '' } }, { signal }),
    enabled: productId !== null,
  });
  const change = useMutation({
    mutationFn: async (file: File | null) => {
      if (!productId) throw new Error('sin producto');
      const params = { id: productId };
      if (!file) return products.removeTexture({ params });
      const form = new FormData();
      const compressed = await compressImage(file);
      form.append('file', compressed, compressed.name || file.name);
      return products.setTexture({ params, body: form });
    },
    onMutate: () => setError(null),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
    onError: (failure) =>
      setError(failure instanceof ApiError ? failure.message : 'No se pudo guardar la textura.'),
  });

  const texture = current.data?.texture ?? null;
  return (
    <Box
      sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Box
        sx={{
          width: 64,
          height: 64,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
          overflow: 'hidden',
          flexShrink: 0,
        }}
      >
        {texture && (
          <Box
            component="img"
            src={texture.src}
            alt="Textura actual"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          Textura para «Ver en mi ambiente»
        </Typography>
        <Typography id={helpId} variant="body2" color="text.secondary">
          {productId === null
            ? 'Guardá el producto para poder subirle una textura.'
            : 'Una foto cuadrada y de frente de una sola pieza. Sin textura, se usa la primera imagen.'}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {change.isPending && <CircularProgress size={20} aria-label="Guardando la textura" />}
        <Button
          variant="outlined"
          size="small"
          disabled={productId === null || change.isPending}
          aria-describedby={helpId}
          onClick={() => inputRef.current?.click()}
        >
          {texture ? 'Cambiar textura' : 'Subir textura'}
        </Button>
        {texture && (
          <Button
            size="small"
            color="error"
            disabled={change.isPending}
            onClick={() => change.mutate(null)}
          >
            Quitar textura
          </Button>
        )}
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          hidden
          aria-label="Archivo de la textura"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) change.mutate(file);
          }}
        />
      </Box>
    </Box>
  );
}
