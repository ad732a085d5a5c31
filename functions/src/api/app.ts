import express, { type ErrorRequestHandler, type NextFunction, type Request, type Response } from 'express';

import { API_BODY_LIMIT_BYTES } from '@agency/common';

import { contactsRouter } from '../leads/contacts-router';
import { HttpError } from '../lib/http-error';

/**
 * The HTTP API behind Hosting's `/api/**` rewrite. Hosting passes the full path, so every route is under `/api`.
 * Anything the API does not know answers JSON, never the web app's HTML.
 */
export function createApiApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use(refuseLargeBodies);

  const api = express.Router();
  api.get('/health', (_req: Request, res: Response) => {
    res.json({ ok: true });
  });
  api.use('/contacts', contactsRouter);
  app.use('/api', api);

  app.use((req: Request, res: Response) => {
    res.status(404).json({ error: `No API route for ${req.method} ${req.path}` });
  });

  const onError: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    if (error instanceof HttpError) {
      res.status(error.status).set(error.headers).json(error.body);
      return;
    }
    const status = httpStatusOf(error);
    if (status >= 500) console.error(error);
    res
      .status(status)
      .json({ error: status >= 500 ? 'Something went wrong on our side. Please try again.' : 'Bad request.' });
  };
  app.use(onError);

  return app;
}

/**
 * The runtime has already read and parsed the body (up to its own 32 MB) before this runs; refusing here first
 * still keeps an oversized request away from every check, rate limit and Firestore call after it.
 * Content-Length covers what was declared, the raw body's length what a chunked upload really sent.
 */
function refuseLargeBodies(req: Request, _res: Response, next: NextFunction): void {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > API_BODY_LIMIT_BYTES || (req.rawBody?.length ?? 0) > API_BODY_LIMIT_BYTES) {
    throw new HttpError(413, `The request is too large: send at most ${API_BODY_LIMIT_BYTES / 1024} KB.`);
  }
  next();
}

/** Errors from Express itself (a body parser, say) carry their own 4xx status. */
function httpStatusOf(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const code = status ?? statusCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
}
