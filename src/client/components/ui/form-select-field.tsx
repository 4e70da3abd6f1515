import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { controlledInput } from './controlled-input';
import type { SelectOption } from './option-select';

type FormSelectFieldProps<T extends FieldValues, Out> = Omit<
  TextFieldProps,
  'select' | 'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef' | 'children'
> & {
  control: Control<T, unknown, Out>;
  /** A field of the form whose value is one of the options' values. */
  name: FieldPathByValue<T, string>;
  options: readonly SelectOption[];
};

/** A select of a react-hook-form form: one option a value, no 'all' or empty choice. */
export function FormSelectField<T extends FieldValues, Out>({
  control,
  name,
  options,
  ...props
}: FormSelectFieldProps<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField select {...props} {...controlledInput(field)}>
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
