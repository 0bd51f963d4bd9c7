/** One SMS to one phone. `reference` is ours (the outbox row), for the provider's report and the log file. */
export interface SmsMessage {
  to: string;
  body: string;
  reference: string;
}

/** What a provider answered: its id for the message (its delivery reports name it), or why it refused. */
export type SmsResult =
  | { ok: true; providerMessageId: string | null }
  | { ok: false; error: string; optedOut?: boolean; retry: boolean };

export interface SmsProvider {
  readonly name: 'log' | 'twilio' | 'arkesel';
  send(message: SmsMessage): Promise<SmsResult>;
}

/** A provider that could not be reached, or answered 5xx or 429, may take the message on a later try. */
export const transient = (status: number) => status >= 500 || status === 429;

export const unreachable = (error: unknown): SmsResult => ({
  ok: false,
  error: `not reachable: ${error instanceof Error ? error.message : String(error)}`,
  retry: true,
});
