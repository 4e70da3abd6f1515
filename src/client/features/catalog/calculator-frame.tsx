import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';

export const CALCULATOR_TITLE_ID = 'calculator-title';

/** Grey bars where the calculator's fields come, at their heights. */
const PARTS = [40, 56, 24, 24, 36];

/**
 * The calculator's frame, drawn at the tap while its code is on the way (a slow phone takes
 * longer than a tenth of a second to fetch and run it): MUI's dialog as it looks, in plain
 * elements the page already has, with grey bars where the fields come. The dialog replaces it
 * in place. Escape, the backdrop and "Cerrar" close it.
 */
export function CalculatorFrame({ open, onClose }: { open: boolean; onClose: () => void }) {
  const paper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) paper.current?.focus();
  }, [open]);
  if (!open) return null;
  return (
    <Box
      onClick={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(0, 0, 0, 0.5)',
      }}
    >
      <Box
        ref={paper}
        role="dialog"
        aria-modal="true"
        aria-labelledby={CALCULATOR_TITLE_ID}
        aria-busy="true"
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        sx={{
          m: 4,
          width: 'calc(100% - 64px)',
          maxWidth: 600,
          maxHeight: 'calc(100% - 64px)',
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 24,
          outline: 'none',
        }}
      >
        <Box component="h2" id={CALCULATOR_TITLE_ID} sx={{ m: 0, px: 3, py: 2, typography: 'h6' }}>
          Calcular M²
        </Box>
        <Box sx={{ px: 3, pt: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {PARTS.map((height, index) => (
            <Box
              key={index}
              aria-hidden="true"
              sx={{ height, borderRadius: 1, bgcolor: 'action.hover' }}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <Box
            component="button"
            type="button"
            onClick={onClose}
            sx={{
              border: 0,
              bgcolor: 'transparent',
              color: 'primary.main',
              typography: 'button',
              px: 1,
              py: 0.75,
              cursor: 'pointer',
              borderRadius: 1,
            }}
          >
            Cerrar
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
