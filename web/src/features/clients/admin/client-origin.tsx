import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { useConvertedLead } from '@/lib/firestore/leads';

/**
 * Where a client came from: the contact-form enquiry `inviteClient` converted into them (the lead names the
 * client, and the client's private record names the lead), linked to the lead on the leads screen.
 */
export function ClientOrigin({ uid }: { uid: string }) {
  const { status, data } = useConvertedLead(uid, 'page');
  const lead = status === 'ready' ? data[0] : undefined;
  if (status === 'loading') return <span>…</span>;
  if (!lead) return <span>Signed up or invited directly</span>;
  return (
    <Link component={RouterLink} to={`${paths.admin.leads.getHref()}?lead=${encodeURIComponent(lead.id)}`}>
      A contact-form enquiry of <When date={lead.createdAt} format="day" />
    </Link>
  );
}
