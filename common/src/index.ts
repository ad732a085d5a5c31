export * from './behaviour';
export * from './catalogue';
export * from './clients';
export * from './collections';
export * from './industries';
export * from './leads';
export * from './roles';
export * from './schemas/contact';
