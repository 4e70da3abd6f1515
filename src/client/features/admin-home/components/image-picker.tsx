import { type ChangeEvent, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import {
  HOME_IMAGE_KINDS,
  type HomeImage,
  type HomeImageKind,
  type HomeUpload,
} from '#shared/home';
import { ApiError } from '#client/api-client';
import { uploadHomeImage } from '../api';

/** A slide's or tile's image: its preview in the shape the page draws, and a button to change it. */
export function ImagePicker({
  kind,
  image,
  label,
  error,
  onUploaded,
}: {
  kind: HomeImageKind;
  image: HomeImage | undefined;
  /** What the button says to a screen reader: 'Cambiar imagen de la diapositiva 1'. */
  label: string;
  error?: string;
  onUploaded: (upload: HomeUpload) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const errorId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const size = HOME_IMAGE_KINDS[kind];

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    setProgress(0);
    try {
      onUploaded(await uploadHomeImage(kind, file, setProgress));
    } catch (failure) {
      setUploadError(failure instanceof ApiError ? failure.message : 'No se pudo subir la imagen.');
    } finally {
      setProgress(null);
    }
  };

  const message = uploadError ?? error;
  return (
    <Box>
      <Box
        sx={{
          aspectRatio: `${size.width} / ${size.height}`,
          bgcolor: 'grey.200',
          borderRadius: 1,
          overflow: 'hidden',
          mb: 1,
        }}
      >
        {image?.src && (
          <Box
            component="img"
            src={image.src}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label="Subiendo imagen" />
      )}
      <input
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        hidden
        onChange={choose}
      />
      {/* A real button (a <label> drawn as one took focus but ignored Enter and Space). */}
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadIcon />}
        disabled={progress !== null}
        aria-label={label}
        aria-describedby={message ? errorId : undefined}
        onClick={() => fileInput.current?.click()}
      >
        Cambiar imagen
      </Button>
      {message && (
        <FormHelperText id={errorId} error role="alert">
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
