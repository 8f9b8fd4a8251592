// The visitor's country (spec §3 "Client state": ca or us; §9 "Country default ca"). Only Canada is
// served for now; the rules that depend on it (Canada-only redirects, the language selector doing
// nothing in the US) read it through here so they switch on together.
import { DEFAULT_COUNTRY, type Country } from '@spc/domain/constants';

export function currentCountry(): Country {
  return DEFAULT_COUNTRY;
}

export function useCountry(): Country {
  return currentCountry();
}
