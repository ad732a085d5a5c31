import { Timestamp } from 'firebase/firestore';

/** A stored Timestamp as a Date; null for anything else (a field not set, or a server time still pending). */
export const toDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);
