/**
 * Search rules (spec §3 Search, §5 Query strings, Vehicle catalog pills, Commercial-type vehicles,
 * §7 past and recent searches). Pure functions; the contract and the API use them.
 */
export * from './calendar-date/index';
export * from './commercial-vehicle/index';
export * from './highlight/index';
export * from './query-string/index';
export * from './site-link/index';
export * from './vehicle-pills/index';
export * from './vehicle-query/index';
