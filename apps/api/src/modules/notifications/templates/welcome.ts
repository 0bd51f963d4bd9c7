import { defineTemplate } from './template.ts';

export const welcome = defineTemplate<{ first_name: string }>({
  preference: null,
  content: (data, { company, publicUrl }) => ({
    subject: `Welcome to ${company.name}`,
    greeting: `Hello ${data.first_name},`,
    paragraphs: [
      `Your ${company.name} account is ready. You can now book a pickup, follow your parcels to Ghana and keep your bookings in one place.`,
    ],
    action: { label: 'Book a shipment', url: `${publicUrl}/dashboard/book` },
    closing: [`Questions? Write to ${company.support_email} or call ${company.support_phone}.`],
  }),
});
