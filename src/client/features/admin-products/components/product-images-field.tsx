import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { ProductImage } from '#shared/catalog';

export interface PendingFile {
  key: number;
  file: File;
  /** null before the upload starts. */
  progress: number | null;
  error: string | null;
}

interface ProductImagesFieldProps {
  existing: ProductImage[];
  pending: PendingFile[];
  disabled: boolean;
  onExistingChange: (images: ProductImage[]) => void;
  onAddFiles: (files: File[]) => void;
  onRemovePending: (key: number) => void;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

function sizeLabel(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A file's preview before it is uploaded: an object URL made while the thumbnail is shown and
 * revoked when it goes (file removed from the selection, dialog closed).
 */
function PendingThumbnail({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Box
      sx={{
        width: 56,
        height: 56,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="img"
        ref={image}
        alt={`Vista previa de ${file.name}`}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}

/** Saved images (remove, choose the cover) and files waiting to be uploaded (remove, progress). */
export function ProductImagesField({
  existing,
  pending,
  disabled,
  onExistingChange,
  onAddFiles,
  onRemovePending,
}: ProductImagesFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Imágenes
      </Typography>
      {existing.length > 0 && (
        <Box
          component="ul"
          aria-label="Imágenes guardadas"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 1, listStyle: 'none' }}
        >
          {existing.map((image, index) => (
            <Box
              component="li"
              key={image.id}
              sx={{
                position: 'relative',
                width: 104,
                border: 2,
                borderColor: index === 0 ? 'primary.main' : 'divider',
                borderRadius: 1,
                overflow: 'hidden',
              }}
            >
              <Box
                component="img"
                src={image.src}
                alt={index === 0 ? 'Imagen de portada' : `Imagen ${index + 1}`}
                sx={{ display: 'block', width: '100%', height: 78, objectFit: 'cover' }}
              />
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Tooltip title={index === 0 ? 'Portada' : 'Usar como portada'}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={
                        index === 0 ? 'Portada' : `Usar la imagen ${index + 1} como portada`
                      }
                      disabled={disabled || index === 0}
                      onClick={() =>
                        onExistingChange([image, ...existing.filter((i) => i.id !== image.id)])
                      }
                    >
                      {index === 0 ? <StarIcon color="primary" /> : <StarBorderIcon />}
                    </IconButton>
                  </span>
                </Tooltip>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={`Quitar la imagen ${index + 1}`}
                  disabled={disabled}
                  onClick={() => onExistingChange(existing.filter((i) => i.id !== image.id))}
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {pending.length > 0 && (
        <List dense aria-label="Imágenes para subir" disablePadding>
          {pending.map((p) => (
            <ListItem
              key={p.key}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Quitar ${p.file.name}`}
                  disabled={disabled}
                  onClick={() => onRemovePending(p.key)}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemAvatar sx={{ minWidth: 68 }}>
                <PendingThumbnail file={p.file} />
              </ListItemAvatar>
              <ListItemText
                primary={p.file.name}
                secondary={
                  <>
                    {p.error ? (
                      <Typography component="span" variant="caption" color="error">
                        {p.error}
                      </Typography>
                    ) : (
                      sizeLabel(p.file.size)
                    )}
                    {p.progress !== null && !p.error && (
                      <LinearProgress
                        variant="determinate"
                        value={p.progress}
                        aria-label={`Subiendo ${p.file.name}`}
                        sx={{ display: 'block', mt: 0.5 }}
                      />
                    )}
                  </>
                }
                slotProps={{ primary: { noWrap: true }, secondary: { component: 'span' } }}
                sx={{ pr: 4 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        disabled={disabled}
        onChange={(event) => {
          onAddFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      {/* A real button: a <label> drawn as one took focus but ignored Enter and Space. */}
      <Button
        onClick={() => fileInput.current?.click()}
        variant="outlined"
        startIcon={<AddPhotoAlternateIcon />}
        disabled={disabled}
      >
        Agregar imágenes
      </Button>
      {existing.length === 0 && pending.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          La primera imagen es la portada.
        </Typography>
      )}
    </Box>
  );
}
