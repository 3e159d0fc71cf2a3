export * from './users';
export * from './catalog';
export * from './commerce';
export * from './notifications';
export * from './audit';
export * from './secrets';
export * from './tax-documents';
export * from './licences';
