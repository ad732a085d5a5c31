import express, { type ErrorRequestHandler, type Request, type Response } from 'express';

/**
 * The HTTP API behind Hosting's `/api/**` rewrite. Hosting passes the full path, so every route is under `/api`.
 * Anything the API does not know answers JSON, never the web app's HTML.
 */
export function createApiApp() {
  const app = express();
  app.disable('x-powered-by');

  const api = express.Router();
  api.get('/health', (_req: Request, res: Response) => {
    res.json({ ok: true });
  });
  app.use('/api', api);

  app.use((req: Request, res: Response) => {
    res.status(404).json({ error: `No API route for ${req.method} ${req.path}` });
  });

  const onError: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    const status = httpStatusOf(error);
    if (status >= 500) console.error(error);
    res.status(status).json({ error: status >= 500 ? 'Something went wrong on our side.' : messageOf(error) });
  };
  app.use(onError);

  return app;
}

function httpStatusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Request failed.';
}
