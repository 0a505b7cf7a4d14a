/**
 * The search overlay (spec §2 Shell, §3 Search, §4 Search, §7 search calls, §8 search failure):
 * stores and actions for the overlay, past searches, the shopper session, the history bridge and
 * guided shopping. Framework-free; views read the stores and call the actions.
 */
export * from './session/index';
export * from './past-searches/index';
export * from './overlay/index';
export * from './history/index';
export * from './guided/index';
