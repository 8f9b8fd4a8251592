// Types for the parts of the `zipcodes` package (plain CommonJS, no types of its own) we use.
declare module 'zipcodes' {
  interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    /** Two-letter code for US states; a full (sometimes irregular) name for Canadian provinces. */
    state: string;
    country: 'US' | 'Canada';
  }
  const zipcodes: {
    lookup(code: string | number): ZipCodeRecord | undefined;
    states: { abbr: Record<string, string> };
  };
  export default zipcodes;
}
