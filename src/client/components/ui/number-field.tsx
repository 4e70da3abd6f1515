import { type FocusEvent, useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { NumberFormatBase } from 'react-number-format';
import { type ArNumberOptions, parseArNumber } from '#shared/number-entry';
import { caretAnywhere, formatNumberText, isNumberCharacter, keepTypedText } from './number-text';

export type NumberFieldProps = Pick<
  TextFieldProps,
  | 'label'
  | 'required'
  | 'disabled'
  | 'error'
  | 'helperText'
  | 'fullWidth'
  | 'margin'
  | 'size'
  | 'name'
  | 'inputRef'
  | 'sx'
  | 'autoFocus'
> & {
  /** The text in the field, as typed or as shown back. */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** How the shared rule reads this field (src/shared/number-entry.ts). */
  entry: ArNumberOptions;
};

/**
 * Every number a person types in the shop: a text field, never `type="number"`,
 * whose browser would read `45.990` as 45,99 or `1,44` as 144 depending on its locale.
 *
 * The text stays as typed while the field has the focus: whether a dot separates thousands
 * (`45.990`) or decimals (`1.44`) is only known once the digits after it are, so formatting
 * while typing would have to guess. react-number-format keeps the caret in place and refuses
 * keys that cannot be part of a number; on leaving the field the shared rule reads the text
 * and it is shown back formatted (`45990` → `45.990`, `1.44` → `1,44`), or the rule's Spanish
 * message appears under it. Forms read the text with the same rule, so what is shown is what
 * is saved.
 */
export function NumberField({
  value,
  onChange,
  onBlur,
  entry,
  error,
  helperText,
  ...props
}: NumberFieldProps) {
  // The rule's message for the text it was given: any change to the text (typed or set by the
  // form) puts it away.
  const [checked, setChecked] = useState<{ text: string; problem: string } | null>(null);
  const problem = checked?.text === value ? checked.problem : null;

  const handleBlur = (_event: FocusEvent<HTMLInputElement>) => {
    const result = parseArNumber(value, entry);
    if (result.ok) {
      const shown = formatNumberText(result.value, entry);
      if (shown !== value) onChange(shown);
    } else if (result.problem !== 'empty') {
      // Whether an empty field is allowed is the form's to say, when it is sent.
      setChecked({ text: value, problem: result.message });
    }
    onBlur?.();
  };

  return (
    <NumberFormatBase<TextFieldProps>
      {...props}
      customInput={TextField}
      value={value}
      format={(text) => text}
      removeFormatting={keepTypedText}
      isValidInputCharacter={isNumberCharacter}
      getCaretBoundary={caretAnywhere}
      onValueChange={({ formattedValue }, { source }) => {
        if (source === 'event') onChange(formattedValue);
      }}
      onBlur={handleBlur}
      error={problem !== null || error}
      helperText={problem ?? helperText}
      slotProps={{
        htmlInput: {
          inputMode: entry.decimals > 0 ? 'decimal' : 'numeric',
          autoComplete: 'off',
        },
      }}
    />
  );
}
