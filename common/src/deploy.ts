/** Queensland agency, Australian data: every Cloud Function runs in Sydney, and the web app calls it there. */
export const FUNCTIONS_REGION = 'australia-southeast1';
