import { type RefObject, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ORDER_NUMBER_ENTRY } from '#shared/admin-catalog';
import { FormNumberField } from '#client/components/ui/form-number-field';
import { DiscardChangesDialog } from '#client/components/ui/discard-changes-dialog';
import { toFormErrors } from '#client/components/ui/form-errors';
import { MaterialPicker } from './material-picker';
import { DialogButtons } from '#client/components/ui/dialog-buttons';

export interface TaxonomyFormValues {
  name: string;
  description: string;
  order: string;
  parentId: string;
  /** Categories: the shop's adhesive and grout for "Agregar materiales" ('' for none). */
  adhesiveProductId?: string;
  groutProductId?: string;
}

const TAXONOMY_FIELDS = [
  'parentId',
  'name',
  'description',
  'order',
  'adhesiveProductId',
  'groutProductId',
] as const satisfies readonly (keyof TaxonomyFormValues)[];

export interface ParentField {
  label: string;
  options: { id: string; name: string }[];
  /**
   * Disabled when a new item is added from a parent's panel. An edit may choose another
   * parent (a category moves to another area with its products).
   */
  locked: boolean;
}

interface TaxonomyItemDialogProps {
  open: boolean;
  title: string;
  initial: TaxonomyFormValues;
  parent?: ParentField;
  /** Categories: the adhesive and grout pickers. */
  materials?: boolean;
  /** Categories and subcategories: the order is set for new items and never typed. */
  orderLocked: boolean;
  /** Field messages of the shared schema, keyed like TaxonomyFormValues; empty when valid. */
  validate: (values: TaxonomyFormValues) => Record<string, string>;
  onSave: (values: TaxonomyFormValues) => void;
  saving: boolean;
  error: string | null;
  serverFields: Record<string, string>;
  onClose: () => void;
}

/**
 * Create/edit dialog for an area, a category or a subcategory. Closing it (Cancelar, Escape, a
 * click outside) with unsaved edits asks first, as the product dialog does.
 */
export function TaxonomyItemDialog(props: TaxonomyItemDialogProps) {
  const [askingClose, setAskingClose] = useState(false);
  // The form's values are read when closing, not from the last render: an Escape pressed right
  // after an edit (a paste, on a slow phone), before React has drawn it, must ask too.
  const formValues = useRef<(() => TaxonomyFormValues) | null>(null);
  const requestClose = () => {
    const values = formValues.current?.();
    if (values && hasEdits(values, props.initial)) setAskingClose(true);
    else props.onClose();
  };
  return (
    <>
      <Dialog open={props.open} onClose={props.saving ? undefined : requestClose} fullWidth>
        {/* Remounted per opening so the form starts from `initial`. */}
        {props.open && (
          <TaxonomyItemForm {...props} onClose={requestClose} valuesRef={formValues} />
        )}
      </Dialog>
      <DiscardChangesDialog
        open={askingClose}
        onKeepEditing={() => setAskingClose(false)}
        onDiscard={() => {
          setAskingClose(false);
          props.onClose();
        }}
      />
    </>
  );
}

/** Whether any field differs from what the dialog opened with (react-hook-form's isDirty). */
function hasEdits(values: TaxonomyFormValues, initial: TaxonomyFormValues): boolean {
  return TAXONOMY_FIELDS.some((name) => (values[name] ?? '') !== (initial[name] ?? ''));
}

function TaxonomyItemForm({
  title,
  initial,
  parent,
  materials,
  orderLocked,
  validate,
  onSave,
  saving,
  error,
  serverFields,
  onClose,
  valuesRef,
}: TaxonomyItemDialogProps & { valuesRef: RefObject<(() => TaxonomyFormValues) | null> }) {
  const {
    register,
    handleSubmit,
    control,
    setError,
    getValues,
    formState: { errors },
  } = useForm<TaxonomyFormValues>({
    defaultValues: initial,
    resolver: (values) => {
      const fields = validate(values);
      return Object.keys(fields).length === 0
        ? { values, errors: {} }
        : { values: {}, errors: toFormErrors<TaxonomyFormValues>(fields) };
    },
  });
  const message = (name: keyof TaxonomyFormValues) => errors[name]?.message;
  // What the server refused on the last save, under its field.
  useEffect(() => {
    for (const name of TAXONOMY_FIELDS) {
      const text = serverFields[name];
      if (text) setError(name, { type: 'server', message: text });
    }
  }, [serverFields, setError]);
  const parentId = useWatch({ control, name: 'parentId' });
  useEffect(() => {
    valuesRef.current = getValues;
    return () => {
      valuesRef.current = null;
    };
  }, [getValues, valuesRef]);

  return (
    <form noValidate onSubmit={handleSubmit(onSave)}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {parent && (
          <TextField
            select
            label={parent.label}
            fullWidth
            margin="normal"
            required
            value={parentId}
            error={Boolean(message('parentId'))}
            helperText={message('parentId')}
            // A locked field is not registered: the form keeps its initial value.
            {...(parent.locked ? { disabled: true } : register('parentId'))}
          >
            {parent.options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label="Nombre"
          fullWidth
          margin="normal"
          required
          error={Boolean(message('name'))}
          helperText={message('name')}
          {...register('name')}
        />
        <TextField
          label="Descripción"
          fullWidth
          margin="normal"
          multiline
          minRows={2}
          error={Boolean(message('description'))}
          helperText={message('description')}
          {...register('description')}
        />
        <FormNumberField
          control={control}
          name="order"
          label="Orden"
          entry={ORDER_NUMBER_ENTRY}
          fullWidth
          margin="normal"
          required
          // A locked order is never typed: the form keeps its initial value.
          disabled={orderLocked}
        />
        {materials &&
          (
            [
              ['adhesiveProductId', 'Adhesivo sugerido', 'adhesivo'],
              ['groutProductId', 'Pastina sugerida', 'pastina'],
            ] as const
          ).map(([name, label, suggestion]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <MaterialPicker
                  label={label}
                  suggestion={suggestion}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={message(name)}
                />
              )}
            />
          ))}
      </DialogContent>
      <DialogButtons busy={saving} onCancel={onClose} />
    </form>
  );
}
