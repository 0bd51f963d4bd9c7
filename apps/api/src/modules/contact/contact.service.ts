import { CONTACT_MESSAGES, type ContactMessage } from '@ukgh/domain';
import type { AppContext } from '../../context.ts';
import { rateLimitAddress } from '../../lib/client-address.ts';
import { getCompanyDetails } from '../settings/settings.repository.ts';
import { insertContactMessage } from './contact.repository.ts';

/**
 * The contact form: stored first (so nothing is lost if mail is down), then mailed to the support address
 * in settings with the visitor as the reply-to. Limited per client address.
 */
export const createContactService = (ctx: AppContext) => {
  const { db, limiter, config, mailer, log } = ctx;

  return {
    async send(input: ContactMessage, ip: string) {
      await limiter.take(
        `contact:ip:${rateLimitAddress(ip)}`,
        config.rateLimits.contactPerHour,
        3600,
        CONTACT_MESSAGES.tooMany,
      );
      // The honeypot: a bot that fills every field is answered as if sent, and nothing is kept.
      if (input.website?.trim()) return;

      const row = await insertContactMessage(db, input);
      const company = await getCompanyDetails(db);
      try {
        await mailer.send({
          to: company.support_email,
          replyTo: input.email,
          subject: `Contact form: ${input.subject}`,
          text: [
            `A message from the contact form of ${company.name}.`,
            '',
            `From: ${input.name} <${input.email}>`,
            `Phone: ${input.phone ?? 'not given'}`,
            `Subject: ${input.subject}`,
            `Received: ${row!.createdAt.toISOString()}`,
            `Reference: ${row!.id}`,
            '',
            input.message,
            '',
            `Reply to ${input.email} (replying to this email does so).`,
          ].join('\n'),
        });
      } catch (err) {
        // The message is stored; support can still read it. The visitor is not asked to send it again.
        log.error({ err, contactMessageId: row!.id }, 'contact message stored but not mailed');
      }
    },
  };
};
export type ContactService = ReturnType<typeof createContactService>;
