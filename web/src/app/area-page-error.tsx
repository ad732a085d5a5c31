import { useEffect, useState } from 'react';

import { PageError, type PageErrorProps } from '@/components/page-error';
import { ScreenLoader } from '@/components/page-loader';
import { useCheckSession } from '@/lib/auth/session';
import { isAccessRefused } from '@/lib/firebase-errors';
import { forgetFailedReads } from '@/lib/firestore/failed-reads';

import { ContactUsLink } from './contact-us-link';

/**
 * A portal or admin screen that failed. When the backend refused the data, the likely cause is a session an
 * admin has just ended (role changed, account disabled): that signs out with the notice and the guard takes the
 * visitor to sign in again. Otherwise, or if the session still counts, the page says what happened.
 */
export function AreaPageError(props: PageErrorProps) {
  const checkSession = useCheckSession();
  const refused = isAccessRefused(props.error);
  const [checked, setChecked] = useState(!refused);

  // The failure is shown now: the read that failed must not fail again from reactfire's memory when the visitor
  // tries again, comes back to this page, or signs in afresh.
  useEffect(forgetFailedReads, [props.error]);

  useEffect(() => {
    if (!refused) return;
    let live = true;
    void checkSession()
      .catch(() => false)
      .then((ended) => {
        if (live && !ended) setChecked(true);
      });
    return () => {
      live = false;
    };
  }, [refused, checkSession]);

  // Checking, or signing out: the guard moves on as soon as the session is gone.
  if (!checked) return <ScreenLoader />;
  return refused ? (
    <PageError
      {...props}
      title={props.refused?.title ?? 'You do not have access to this'}
      actions={props.refused?.actions}
      description={
        props.refused?.description ?? (
          <>
            Your account is not allowed to see what this page shows. If you think it should be, please <ContactUsLink />
            .
          </>
        )
      }
    />
  ) : (
    <PageError {...props} />
  );
}
