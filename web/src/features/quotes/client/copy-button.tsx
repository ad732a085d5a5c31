import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

import { notify } from '@/components/toaster/notify';

/**
 * Copies one payment detail (a BSB, the reference) so nobody retypes it into their bank's app. `label` is the
 * button's accessible name ("Copy BSB"); the toast says "Copied" and what was copied.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success('Copied', value);
    } catch {
      // The clipboard can be refused (an insecure origin, a browser setting): the value is on screen to select.
      notify.error('Could not copy', 'Select the text and copy it instead.');
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" onClick={() => void copy()}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
