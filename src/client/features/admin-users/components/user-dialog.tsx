import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  ADMIN_USER_MESSAGES,
  type AdminUser,
  CreateUserSchema,
  UpdateUserSchema,
} from '#shared/admin-users';
import { showServerErrors } from '#client/components/ui/form-errors';
import { EmailField, FormTextField, PasswordField } from '#client/components/ui/form-text-field';
import { useCreateUser, useUpdateUser } from '../api';
import { RoleField } from './role-field';
import { DialogButtons } from '#client/components/ui/dialog-buttons';

interface DialogShellProps {
  title: string;
  /** The save: pending, or failed. */
  mutation: { isPending: boolean; isError: boolean };
  onClose(): void;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
}

function DialogShell({ title, mutation, onClose, onSubmit, children }: DialogShellProps) {
  const busy = mutation.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {mutation.isError && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {ADMIN_USER_MESSAGES.saveError}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogButtons busy={busy} onCancel={onClose} />
      </Box>
    </Dialog>
  );
}

type CreateForm = z.input<typeof CreateUserSchema>;

export function CreateUserDialog({ onClose }: { onClose(): void }) {
  const create = useCreateUser();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateForm, unknown, z.output<typeof CreateUserSchema>>({
    resolver: zodResolver(CreateUserSchema),
    defaultValues: { name: '', email: '', password: '', role: 'editor' },
  });
  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: onClose,
      onError: (error) => showServerErrors(error, ['name', 'email', 'password', 'role'], setError),
    }),
  );
  return (
    <DialogShell title="Nuevo Usuario" mutation={create} onClose={onClose} onSubmit={onSubmit}>
      <FormTextField label="Nombre" registration={register('name')} error={errors.name} />
      <EmailField autoComplete="off" registration={register('email')} error={errors.email} />
      <PasswordField
        autoComplete="new-password"
        hint="Mínimo 8 caracteres"
        registration={register('password')}
        error={errors.password}
      />
      <Controller control={control} name="role" render={({ field }) => <RoleField {...field} />} />
    </DialogShell>
  );
}

type UpdateForm = z.input<typeof UpdateUserSchema>;

/** On edit only name and role are saved; the e-mail is shown, not editable. */
export function EditUserDialog({ user, onClose }: { user: AdminUser; onClose(): void }) {
  const update = useUpdateUser();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UpdateForm, unknown, z.output<typeof UpdateUserSchema>>({
    resolver: zodResolver(UpdateUserSchema),
    defaultValues: { name: user.name, role: user.role },
  });
  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { id: user.id, input: values },
      {
        onSuccess: onClose,
        onError: (error) => showServerErrors(error, ['name', 'role'], setError),
      },
    ),
  );
  return (
    <DialogShell title="Editar Usuario" mutation={update} onClose={onClose} onSubmit={onSubmit}>
      <FormTextField label="Nombre" registration={register('name')} error={errors.name} />
      <TextField label="Email" type="email" fullWidth margin="normal" value={user.email} disabled />
      <Controller control={control} name="role" render={({ field }) => <RoleField {...field} />} />
    </DialogShell>
  );
}
