import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { controlledInput } from './controlled-input';
import { NumberField, type NumberFieldProps } from './number-field';

type FormNumberFieldProps<T extends FieldValues, Out> = Omit<
  NumberFieldProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef' | 'error' | 'helperText'
> & {
  control: Control<T, unknown, Out>;
  /** A text field of the form: the number as typed ('45.990,50'). */
  name: FieldPathByValue<T, string>;
  /** Shown under the field while it has no message. */
  hint?: string;
};

/**
 * The es-AR number field of a react-hook-form form: the text as typed is the form's value (its
 * resolver reads it with the shared rule) and the form's message for it shows under it.
 */
export function FormNumberField<T extends FieldValues, Out>({
  control,
  name,
  hint,
  ...props
}: FormNumberFieldProps<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          {...props}
          {...controlledInput(field)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
        />
      )}
    />
  );
}
