// Makes the geocoder available to routes as `app.geocoder`: Google when GOOGLE_MAPS_API_KEY is set,
// otherwise the embedded FSA / ZIP table. Tests may pass their own.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEmbeddedGeocoder } from '../adapters/geocoding/embedded.ts';
import type { Geocoder } from '../adapters/geocoding/geocoder.ts';
import { createGoogleGeocoder } from '../adapters/geocoding/google.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    geocoder: Geocoder;
  }
}

export function geocoderFor(config: Config): Geocoder {
  return config.googleMapsApiKey ? createGoogleGeocoder({ apiKey: config.googleMapsApiKey }) : createEmbeddedGeocoder();
}

export const geocoderPlugin = fp(
  async (app: FastifyInstance, { config, geocoder }: { config: Config; geocoder?: Geocoder | undefined }) => {
    app.decorate('geocoder', geocoder ?? geocoderFor(config));
  },
);
