export * from './errors.ts';
export * from './roles.ts';
export * from './schemas/auth.ts';
export * from './schemas/common.ts';
export * from './schemas/users.ts';
