export type * from './events';
