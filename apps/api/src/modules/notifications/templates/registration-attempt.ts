import { defineTemplate } from './template.ts';

/**
 * Someone tried to register with an address that already has an account. Registration answers without
 * saying whose address it is; the owner learns of it here and is pointed at sign-in and reset.
 */
export const registrationAttempt = defineTemplate<{ first_name: string }>({
  preference: null,
  content: (data, { company, publicUrl }) => ({
    subject: `Someone tried to register with your address at ${company.name}`,
    greeting: `Hello ${data.first_name},`,
    paragraphs: [
      `Someone just tried to create a new ${company.name} account with this email address. You already have an account, so nothing was created and nothing changed.`,
      'If it was you, sign in instead, or reset your password if you have forgotten it. If it was not you, you can ignore this mail.',
    ],
    action: { label: 'Sign in', url: `${publicUrl}/login` },
    closing: [`Questions? Write to ${company.support_email} or call ${company.support_phone}.`],
  }),
});
