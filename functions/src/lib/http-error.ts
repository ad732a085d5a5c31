import type { ApiErrorBody } from '@agency/common';

/** An error the API answers with its own status and JSON body (see api/app.ts's error handler). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  get body(): ApiErrorBody {
    return this.fields ? { error: this.message, fields: this.fields } : { error: this.message };
  }
}
