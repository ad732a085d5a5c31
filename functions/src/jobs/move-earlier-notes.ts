import { scheduledFunction } from './scheduled-function';

/** Every Sunday at 04:00, Brisbane time: any lead's or client's old notes box left is moved into the notes history. */
export const moveEarlierNotes = scheduledFunction('moveEarlierNotes');
