/**
 * What time it is for the shop. Every rule that depends on the date or the hour (schedules and
 * holds, deals and promotions, card expiries, settling payments, tracking) reads the time from
 * one Clock, given to the API app, the sandbox gateway and the worker — so a test can pin the
 * date instead of depending on the day it happens to run.
 */
export type Clock = () => Date;

/** The machine's clock: what the shop uses when nothing else is given. */
export const systemClock: Clock = () => new Date();
