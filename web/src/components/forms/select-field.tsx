import TextField, { type TextFieldProps } from '@mui/material/TextField';

type SelectFieldProps = Omit<TextFieldProps, 'select' | 'children'> & {
  options: readonly { value: string; label: string }[];
  /** The first line, shown until a choice is made: unselectable, unless it means "any" (a filter). */
  placeholder: string;
  placeholderSelectable?: boolean;
};

/**
 * A native select in a MUI text field: the phone's own picker, full keyboard support, and an empty first choice
 * so nothing is chosen for the visitor.
 */
export function SelectField({
  options,
  placeholder,
  placeholderSelectable = false,
  slotProps,
  ...props
}: SelectFieldProps) {
  return (
    <TextField {...props} select slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="" disabled={!placeholderSelectable}>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
