import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { phoneWarning } from '#shared/phone';
import type { Supplier, SupplierInput } from '#shared/purchasing/contract';
import { DialogButtons } from '#client/components/ui/dialog-buttons';

type Fields = Required<{ [K in keyof SupplierInput]: string }>;

const FIELDS: { name: keyof Fields; label: string; multiline?: boolean }[] = [
  { name: 'name', label: 'Nombre' },
  { name: 'cuit', label: 'CUIT' },
  { name: 'contact', label: 'Contacto' },
  { name: 'phone', label: 'Teléfono / WhatsApp' },
  { name: 'email', label: 'E-mail' },
  { name: 'paymentTerms', label: 'Condiciones de pago' },
  { name: 'notes', label: 'Notas', multiline: true },
];

/**
 * A supplier's data. The server checks it (the CUIT's check digit, the phone as an Argentine
 * number, the e-mail) and its messages show under each field.
 */
export function SupplierDialog({
  supplier,
  saving,
  error,
  onSave,
  onClose,
}: {
  supplier: Supplier | null;
  saving: boolean;
  error: { message: string; fields: Record<string, string> } | null;
  onSave(input: SupplierInput): void;
  onClose(): void;
}) {
  const [values, setValues] = useState<Fields>({
    name: supplier?.name ?? '',
    cuit: supplier?.cuit ?? '',
    contact: supplier?.contact ?? '',
    phone: supplier?.phone ?? '',
    email: supplier?.email ?? '',
    paymentTerms: supplier?.paymentTerms ?? '',
    notes: supplier?.notes ?? '',
  });
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(values);
        }}
        sx={{ display: 'contents' }}
      >
        <DialogTitle>{supplier ? 'Editar proveedor' : 'Nuevo proveedor'}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {error && <Alert severity="error">{error.message}</Alert>}
          {FIELDS.map(({ name, label, multiline }) => {
            const message = error?.fields[name];
            const hint = name === 'phone' ? phoneWarning(values.phone) : null;
            return (
              <TextField
                key={name}
                label={label}
                required={name === 'name'}
                value={values[name]}
                onChange={(event) => setValues({ ...values, [name]: event.target.value })}
                error={Boolean(message)}
                helperText={message ?? hint ?? ' '}
                multiline={multiline}
                minRows={multiline ? 2 : undefined}
              />
            );
          })}
        </DialogContent>
        <DialogButtons busy={saving} onCancel={onClose} />
      </Box>
    </Dialog>
  );
}
