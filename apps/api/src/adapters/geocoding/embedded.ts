// The embedded geocoder: Canadian forward sortation areas (first three characters of a postal code)
// and US ZIP codes with their centroids, from the `zipcodes` package — shipped with the app, no network.
import type { GeocodedLocation, GeocodeRegion } from '@spc/domain/location';
import { postalRegion, provinceCodeOf } from '@spc/domain/location';
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
