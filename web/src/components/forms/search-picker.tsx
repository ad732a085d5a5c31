import Autocomplete from '@mui/material/Autocomplete';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FocusEvent, useEffect, useState } from 'react';

import { firebaseErrorMessage } from '@/lib/firebase-errors';

/** How long typing must pause before the picker asks the server: one query per pause, not one per key. */
export const SEARCH_PICKER_PAUSE_MS = 250;

export interface PickerOption {
  id: string;
  /** What the field shows once the option is chosen, and the option's first line. */
  label: string;
  /** A second line in the list (an email, say), to tell two options of one name apart. */
  detail?: string;
}

export interface SearchPickerProps extends Pick<
  TextFieldProps,
  | 'id'
  | 'name'
  | 'label'
  | 'placeholder'
  | 'required'
  | 'error'
  | 'helperText'
  | 'fullWidth'
  | 'size'
  | 'disabled'
  | 'sx'
> {
  id: string;
  label: string;
  /** The chosen option's id, or '' for none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: (event: FocusEvent) => void;
  /**
   * The options matching what is typed, a bounded few from the server; null when the text is too short to search
   * (the list then says "Type to search").
   */
  search: (text: string) => Promise<PickerOption[] | null>;
  /** The option of one id (the one chosen before, as a link names it), or null if there is none. */
  lookup: (id: string) => Promise<PickerOption | null>;
  /** What is picked, in the plural: "clients" gives "No matching clients". */
  noun: string;
}

type Found = { text: string; options: PickerOption[] | null } | { text: string; failed: string };

/**
 * A searchable picker of one document among many: it asks `search` for a bounded list as the person types (after a
 * pause) and shows the chosen one by reading it alone (`lookup`), so no screen ever reads a whole collection to
 * offer a choice (PORTAL.md, "Scale rule"). A MUI Autocomplete: a labelled combobox, arrows and Enter to choose,
 * Escape to close; a failed search says so under the field.
 */
export function SearchPicker({
  value,
  onChange,
  onBlur,
  search,
  lookup,
  noun,
  helperText,
  error,
  name,
  placeholder,
  required,
  size,
  fullWidth,
  disabled,
  id,
  label,
  sx,
}: SearchPickerProps) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [remembered, setChosen] = useState<PickerOption | null>(null);
  const chosen = value && remembered?.id === value ? remembered : null;
  const [lookupFailed, setLookupFailed] = useState<string | null>(null);

  // The chosen option's label, read alone when the value arrives from outside (a link, a form's initial value).
  useEffect(() => {
    if (!value || chosen) return;
    let current = true;
    lookup(value).then(
      (option) => current && (setChosen(option), setLookupFailed(null)),
      (failure: unknown) => current && setLookupFailed(firebaseErrorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [value, chosen, lookup]);

  // One search per pause in typing; an answer for older text than the field's is dropped.
  useEffect(() => {
    if (!text || text === chosen?.label) return;
    let current = true;
    const timer = setTimeout(() => {
      search(text).then(
        (options) => current && setFound({ text, options }),
        (failure: unknown) => current && setFound({ text, failed: firebaseErrorMessage(failure) }),
      );
    }, SEARCH_PICKER_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, chosen?.label, search]);

  const answer = found?.text === text ? found : null;
  const searching = Boolean(text) && text !== chosen?.label && !answer;
  const options = answer && 'options' in answer ? (answer.options ?? []) : [];
  const failure = answer && 'failed' in answer ? `Could not search ${noun}: ${answer.failed}` : null;
  const problem = failure ?? (lookupFailed ? `Could not show the chosen one: ${lookupFailed}` : null);
  const typedEnough = !answer || !('options' in answer) || answer.options !== null;

  return (
    <Autocomplete
      id={id}
      value={chosen}
      options={chosen && !options.some((option) => option.id === chosen.id) ? [chosen, ...options] : options}
      // The server has filtered already; the chosen option is among the options only so MUI can show it, and is
      // offered again only while the field still shows it or the search found it too.
      filterOptions={(shown) =>
        shown.filter(
          (option) =>
            option.id !== chosen?.id || text === chosen.label || options.some((found) => found.id === option.id),
        )
      }
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      inputValue={text}
      onInputChange={(_event, typed) => setText(typed)}
      onChange={(_event, option) => {
        setChosen(option);
        onChange(option?.id ?? '');
      }}
      onBlur={onBlur}
      loading={searching}
      loadingText="Searching…"
      noOptionsText={
        failure
          ? `Could not search ${noun}`
          : text && text !== chosen?.label && typedEnough
            ? `No matching ${noun}`
            : 'Type to search'
      }
      autoHighlight
      disabled={disabled}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span>
            {option.label}
            {option.detail && (
              <>
                <br />
                <small>{option.detail}</small>
              </>
            )}
          </span>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          placeholder={placeholder}
          required={required}
          error={Boolean(problem) || error}
          helperText={problem ?? helperText}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
