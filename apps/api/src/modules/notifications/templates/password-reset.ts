import { defineTemplate } from './template.ts';

export const passwordReset = defineTemplate<{ first_name: string; token: string }>({
  preference: null,
  // The token is a working link until used: it leaves the table as soon as the row is final.
  secrets: ['token'],
  content: (data, { company, publicUrl }) => ({
    subject: `Reset your ${company.name} password`,
    greeting: `Hello ${data.first_name},`,
    paragraphs: [
      `We received a request to reset the password of your ${company.name} account.`,
      'Open this link within one hour to choose a new password (it works once):',
    ],
    action: {
      label: 'Choose a new password',
      url: `${publicUrl}/reset-password?token=${encodeURIComponent(data.token)}`,
    },
    closing: ['If you did not ask for this, you can ignore this email: your password stays as it is.'],
  }),
});
