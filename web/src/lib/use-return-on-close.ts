import { useLocation, useNavigate } from 'react-router-dom';

/** Router state a link sets when the dialog it opens on another screen should, once closed, give back its screen. */
export interface ReturnOnClose {
  returnOnClose: true;
}

/** The state for such a link (`<Link to=… state={RETURN_ON_CLOSE}>`). */
export const RETURN_ON_CLOSE: ReturnOnClose = { returnOnClose: true };

/**
 * How a dialog opened from another screen's link closes: back to that screen, a step back in the history (the
 * link added the step), when the link asked for it; else null, and the dialog closes where it is. A client's
 * record opens "New project" on the Projects screen: cancelled or saved, the agency is back on the record.
 */
export function useReturnOnClose(): (() => void) | null {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = (location.state as Partial<ReturnOnClose> | null)?.returnOnClose === true;
  return asked ? () => void navigate(-1) : null;
}
