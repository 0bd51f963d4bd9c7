import type { CompanyInfo, NotificationPreferenceKey } from '@ukgh/domain';

/** What every template may use besides its own data: read from settings at delivery time. */
export interface RenderContext {
  company: CompanyInfo;
  publicUrl: string;
}

/** A mail's content once, in blocks; `layout.ts` turns it into the plain-text and the HTML body. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  details?: { label: string; value: string }[];
  action?: { label: string; url: string };
  closing?: string[];
}

/** The preferences (Profile › Notifications) that govern a kind of mail. */
export type TopicPreference = Extract<
  NotificationPreferenceKey,
  'booking_updates' | 'delivery_updates' | 'payment_updates'
>;

export interface MailTemplate<Data> {
  /**
   * The preference that lets a user turn this mail off (together with `email_notifications`); null for
   * account and security mails (welcome, password reset), which are always sent.
   */
  preference: TopicPreference | null;
  /** Payload fields cleared once the row is final (a reset link must not sit in the table after use). */
  secrets?: readonly (keyof Data & string)[];
  content(data: Data, ctx: RenderContext): MailContent;
}

export const defineTemplate = <Data>(template: MailTemplate<Data>) => template;
