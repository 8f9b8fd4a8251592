// The embedded geocoder: Canadian forward sortation areas (first three characters of a postal code)
// and US ZIP codes with their centroids, from the `zipcodes` package — shipped with the app, no network.
import type { GeocodedLocation, GeocodeRegion } from '@spc/domain/location';
import { postalRegion } from '@spc/domain/location';
import zipcodes from 'zipcodes';
import type { Geocoder } from './geocoder.ts';

const PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/**
 * The province of a Canadian postal code, from its first letter (Canada Post's districts). The package's
 * own province names are irregular for a few areas, so they are not used.
 */
export function provinceCodeOf(fsa: string): string | undefined {
  const letter = fsa[0]?.toUpperCase();
  if (letter === 'X') return /^X0[ABC]/i.test(fsa) ? 'NU' : 'NT';
  const byLetter: Record<string, string> = {
    A: 'NL',
    B: 'NS',
    C: 'PE',
    E: 'NB',
    G: 'QC',
    H: 'QC',
    J: 'QC',
    K: 'ON',
    L: 'ON',
    M: 'ON',
    N: 'ON',
    P: 'ON',
    R: 'MB',
    S: 'SK',
    T: 'AB',
    V: 'BC',
    Y: 'YT',
  };
  return letter ? byLetter[letter] : undefined;
}

const titleCase = (text: string) => text.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());

export function createEmbeddedGeocoder(): Geocoder {
  return {
    async geocode(postal: string, region?: GeocodeRegion): Promise<GeocodedLocation | null> {
      const code = postal.trim().toUpperCase();
      const kind = region ?? postalRegion(code);
      if (kind !== postalRegion(code)) return null;
      const key = kind === 'ca' ? code.replace(' ', '').slice(0, 3) : code;
      const record = zipcodes.lookup(key);
      if (!record) return null;
      if (kind === 'ca') {
        const provinceCode = provinceCodeOf(key);
        if (!provinceCode || record.country !== 'Canada') return null;
        return {
          lat: record.latitude,
          lon: record.longitude,
          city: record.city,
          province: PROVINCES[provinceCode] ?? provinceCode,
          province_code: provinceCode,
        };
      }
      if (record.country !== 'US') return null;
      return {
        lat: record.latitude,
        lon: record.longitude,
        city: record.city,
        province: titleCase(zipcodes.states.abbr[record.state] ?? record.state),
        province_code: record.state,
      };
    },
  };
}
