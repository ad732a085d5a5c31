export * from './behaviour';
export * from './collections';
export * from './industries';
export * from './roles';
export * from './schemas/contact';
