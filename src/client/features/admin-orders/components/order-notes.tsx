import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminOrderDetail, NOTE_MESSAGES } from '#shared/admin-order-detail';
import { formatDateTime } from '#shared/format';
import { ApiError } from '#client/api-client';
import { DetailSection } from '#client/components/ui/detail-section';
import { useAddOrderNote } from '../api';

/** Staff's internal notes (never shown to the customer), oldest first, and a new one. */
export function OrderNotes({ order }: { order: AdminOrderDetail }) {
  const add = useAddOrderNote(order.id);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!text.trim()) {
      setProblem(NOTE_MESSAGES.text);
      return;
    }
    setProblem(null);
    add.mutate(
      { text },
      {
        onSuccess: () => setText(''),
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : NOTE_MESSAGES.addError),
      },
    );
  };
  return (
    <DetailSection
      id="order-notes-title"
      title="Notas internas"
      note="Solo las ve el personal de la tienda, nunca el cliente."
      mb={1}
    >
      {order.notes.length > 0 && (
        <Box component="ul" aria-label="Notas internas" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {order.notes.map((note) => (
            <Box
              component="li"
              key={note.id}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="caption" color="text.secondary">
                {note.author} · {formatDateTime(note.createdAt)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.text}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box
        component="form"
        aria-label="Agregar nota"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        sx={{ mt: 1.5, display: 'grid', gap: 1 }}
      >
        <TextField
          label="Nueva nota"
          multiline
          minRows={2}
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {problem && <Alert severity="error">{problem}</Alert>}
        <Box>
          <Button type="submit" variant="outlined" disabled={add.isPending}>
            Agregar nota
          </Button>
        </Box>
      </Box>
    </DetailSection>
  );
}
