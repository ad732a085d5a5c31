import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A list's search box: a TextField with the magnifier in front (decorative: the label says what it searches). */
export function SearchInput(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      slotProps={{
        ...props.slotProps,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
