export interface EventRecord {
  uuid: string;
  event_type: string;
  resource_type: 'Company';
  resource_uuid: string;
  entity_type: string;
  entity_uuid: string;
  timestamp: number;
  seq: number;
}

export interface WebhookSubscriptionRecord {
  uuid: string;
  url: string;
  subscription_types: string[];
  status: 'pending' | 'verified' | 'unreachable' | 'removed';
  /** Secret: only ever sent to the subscriber's url, never in an API response. */
  verification_token: string;
  createdAt: string;
}

export interface WebhookDeliveryRecord {
  uuid: string;
  subscription_uuid: string;
  kind: 'verification' | 'event';
  event_uuid: string | null;
  event_type: string | null;
  url: string;
  body: string;
  signature: string;
  attempts: { at: string; status: number | null; ok: boolean }[];
  state: 'pending' | 'delivered' | 'failed';
  next_attempt_at: string | null;
}
