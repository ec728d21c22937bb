export * from './audit';
export * from './auth';
export * from './devices';
export * from './errors';
export * from './health';
export * from './preferences';
export * from './quick-panel';
export * from './users';
