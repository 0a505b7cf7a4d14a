/** The shapes of the widgets' catalogues (./index.ts says how they are used). */

export type Locale = 'en-US' | 'es-US';

/** An area's en-US messages: the English text of each, which is also its key in other locales. */
export type AreaMessages = readonly string[];

/** A translation of a catalogue: for each area, every en-US message and nothing more. */
export type CatalogueOf<E extends Record<string, AreaMessages>> = { [A in keyof E]: Record<E[A][number], string> };

type ParamNames<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | ParamNames<Rest> : never;
/**
 * The parameters of a message, its `{name}`s; a "one|other" message also takes the `count` that
 * chooses its form, whether or not the text shows it.
 */
export type Params<S> = { [P in ParamNames<S>]: P extends 'count' ? number : string | number } & (S extends `${string}|${string}`
  ? { count: number }
  : unknown);
/** `t(message)` or `t(message, params)`: the parameters are required exactly when the message has some. */
export type Translate<M extends string> = <K extends M>(
  message: K,
  ...params: [ParamNames<K>] extends [never] ? (K extends `${string}|${string}` ? [Params<K>] : []) : [Params<K>]
) => string;
