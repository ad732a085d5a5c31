import { setGlobalOptions } from 'firebase-functions/v2';

/** Queensland agency, Australian data: every function runs in Sydney. Hosting rewrites name the same region. */
export const REGION = 'australia-southeast1';

setGlobalOptions({ region: REGION, maxInstances: 10 });
