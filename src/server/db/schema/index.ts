export * from './auth';
export * from './uploads';
