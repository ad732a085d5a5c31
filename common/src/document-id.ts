/**
 * Whether a value from outside (an address, a request) can name a document at all: Firestore refuses ids with '/',
 * '.' or '..', reserved `__…__` names and ids over 1,500 bytes, and would answer those with an error (or, with a
 * '/', read a document somewhere else) rather than "no such document".
 */
export function isDocumentId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value !== '' &&
    value !== '.' &&
    value !== '..' &&
    !value.includes('/') &&
    !/^__.*__$/.test(value) &&
    new TextEncoder().encode(value).length <= 1500
  );
}
