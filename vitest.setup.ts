/**
 * Runs before every unit and API test file. Property tests (fast-check) are reproducible: one fixed
 * seed for every run (FC_SEED to try another), so a run that passes today passes tomorrow, and a
 * failure names the seed and path to replay it.
 */
import fc from 'fast-check';

const seed = Number(process.env.FC_SEED ?? 20_261_127);
fc.configureGlobal({ seed: Number.isSafeInteger(seed) ? seed : 20_261_127 });
