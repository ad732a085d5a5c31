// Cloud Functions keeps the unparsed request body beside the parsed one.
declare global {
  namespace Express {
    interface Request {
      rawBody?: Buffer;
    }
  }
}

export {};
