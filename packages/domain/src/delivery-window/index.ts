export * from './estimate.ts';
export * from './format.ts';
export * from './settings.ts';
export * from './settings-schema.ts';
