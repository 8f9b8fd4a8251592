// The analytics interface (DESIGN.md "External services": events table | any collector via adapter,
// decision 028). Every accepted event is stored in analytics_events first; a collector then forwards
// the same events to an outside service. The embedded default forwards nothing (embedded.ts); with
// ANALYTICS_COLLECTOR_URL set, they are POSTed there as JSON (http.ts). `forward` never throws.

/** An event as stored and forwarded: consent was given, personal fields are as the table holds them. */
export interface CollectedEvent {
  type: string;
  occurred_at: string;
  visit_id: string;
  user_id: string | null;
  path: string;
  language: string;
  properties: Record<string, unknown>;
}

export interface AnalyticsCollector {
  readonly name: string;
  forward(events: readonly CollectedEvent[]): Promise<void>;
}
