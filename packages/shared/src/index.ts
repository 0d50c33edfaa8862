export * from './product.ts';
export * from './roles.ts';
export * from './page-view.ts';
export * from './user-area.ts';
export * from './auth.ts';
export * from './incubator-id.ts';
export * from './incubators.ts';
