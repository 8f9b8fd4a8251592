// The embedded analytics default: the analytics_events table is the whole store, nothing leaves.
import type { AnalyticsCollector } from './collector.ts';

export const embeddedCollector: AnalyticsCollector = {
  name: 'embedded',
  async forward() {},
};
