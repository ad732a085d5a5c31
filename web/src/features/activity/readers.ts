import type { ActivityReader } from '@agency/common';

import { site } from '@/config/site';

/**
 * A person of a client's business reading entries of their timeline: what they did reads "You", their business's
 * things "your", and an automatic event is the agency's.
 */
export const clientReader = (uid: string): ActivityReader => ({ side: 'client', uid, agencyName: site.name });
