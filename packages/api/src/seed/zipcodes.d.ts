/** Types for the `zipcodes` package (8.0.0), which ships none: the parts the seed uses. */
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: 'US' | 'Canada';
  }
  const zipcodes: {
    /** US and Canadian codes by ZIP / postal code. */
    codes: Record<string, ZipCode>;
    lookup(zip: string | number): ZipCode | undefined;
    /** ZIP codes within `miles` of `zip` (strings, or full records when `full` is true). */
    radius(zip: string | number, miles: number, full?: false): string[];
    radius(zip: string | number, miles: number, full: true): ZipCode[];
    distance(zipA: string | number, zipB: string | number): number | null;
    lookupByState(state: string): ZipCode[];
  };
  export default zipcodes;
}
