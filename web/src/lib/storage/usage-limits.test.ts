import { describe, expect, it } from 'vitest';

import { FILE_LIMITS, USAGE_LIMITS } from '@agency/common';

import { messageRefusal, uploadRefusal, usageSummary } from './usage-limits';

const used = (change: Partial<{ messagesToday: number; filesToday: number; bytesStored: number }> = {}) => ({
  messagesToday: 0,
  filesToday: 0,
  bytesStored: 0,
  ...change,
});

describe('what a client reads about their limits', () => {
  it('says nothing against a message until the day’s messages are spent, then why and until when', () => {
    expect(messageRefusal(used({ messagesToday: USAGE_LIMITS.messagesPerDay - 1 }))).toBeNull();
    expect(messageRefusal(used({ messagesToday: USAGE_LIMITS.messagesPerDay }))).toBe(
      'You have sent 200 messages today, the most we take in a day. You can send more tomorrow; if it is urgent, please call us.',
    );
  });

  it('says why an upload was refused: the day’s uploads spent, or the storage it would pass', () => {
    expect(uploadRefusal(used({ filesToday: USAGE_LIMITS.filesPerDay - 1 }), FILE_LIMITS.maxBytes)).toBeNull();
    expect(uploadRefusal(used({ filesToday: USAGE_LIMITS.filesPerDay }), 10)).toBe(
      'was not uploaded: you have uploaded 100 files today, the most we take in a day. You can upload more tomorrow',
    );
    const almostFull = USAGE_LIMITS.bytesStored - 1024 * 1024;
    expect(uploadRefusal(used({ bytesStored: almostFull }), 1024 * 1024)).toBeNull();
    expect(uploadRefusal(used({ bytesStored: almostFull }), 1024 * 1024 + 1)).toBe(
      'was not uploaded: it would take your files past your 5 GB of storage (5.0 GB used). Delete files you no longer need to make room',
    );
  });

  it('sums up what is used of each limit for the Files page', () => {
    expect(usageSummary(used({ bytesStored: 3.5 * 1024 * 1024, filesToday: 4, messagesToday: 12 }))).toBe(
      'Your files use 3.5 MB of 5 GB. Today: 4 of 100 uploads and 12 of 200 messages.',
    );
    expect(usageSummary(used())).toBe('Your files use 0 bytes of 5 GB. Today: 0 of 100 uploads and 0 of 200 messages.');
  });
});
