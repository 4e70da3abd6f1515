import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/**
 * A react-hook-form `Controller` field as an MUI input's props: its value and handlers, and its
 * ref on the `<input>` itself (not the TextField's outer box) so that the form can focus the
 * first field with a message.
 */
export function controlledInput<T extends FieldValues, N extends FieldPath<T>>(
  field: ControllerRenderProps<T, N>,
) {
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
  };
}
