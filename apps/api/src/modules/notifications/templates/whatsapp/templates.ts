import type { SmsKind, SmsValues } from '../../sms-templates.ts';

/**
 * The WhatsApp message templates, one per text (templates/sms/): what an operator registers with Meta
 * (WhatsApp Manager → Message templates, category Utility), under these names and this language, with
 * exactly this body. `{{1}}`, `{{2}}` … are filled, in order, with the values `parameters` names, which
 * are the same values the SMS of that kind carries. A template Meta has not approved is refused when sent,
 * and that message then goes by SMS.
 */
export interface WhatsAppTemplate {
  name: string;
  language: string;
  parameters: readonly (keyof SmsValues)[];
  body: string;
}

const STOP = 'Reply STOP to stop these messages.';

export const WHATSAPP_TEMPLATES: Record<SmsKind, WhatsAppTemplate> = {
  recipient_booking_confirmed: {
    name: 'ukgh_recipient_booking_confirmed',
    language: 'en',
    parameters: ['sender', 'tracking_number', 'link'],
    body: `Hello, {{1}} has sent you a parcel with UK Ghana Shipping, tracking number {{2}}. Follow it here: {{3}} ${STOP}`,
  },
  recipient_arrived_ghana: {
    name: 'ukgh_recipient_arrived_ghana',
    language: 'en',
    parameters: ['sender', 'tracking_number', 'window', 'link'],
    body: `Your parcel from {{1}} ({{2}}) has arrived in Ghana. Expected delivery: {{3}}. Details: {{4}} ${STOP}`,
  },
  recipient_out_for_delivery: {
    name: 'ukgh_recipient_out_for_delivery',
    language: 'en',
    parameters: ['tracking_number', 'agent', 'agent_phone', 'code'],
    body: `Parcel {{1}} is out for delivery today with {{2}}, who you can call on {{3}}. Give the driver code {{4}} at the door. ${STOP}`,
  },
  recipient_out_for_delivery_alternate: {
    name: 'ukgh_recipient_out_for_delivery_alternate',
    language: 'en',
    parameters: ['tracking_number', 'agent', 'agent_phone', 'holder'],
    body: `Parcel {{1}} is out for delivery today with {{2}}, who you can call on {{3}}. {{4}} has the door code. ${STOP}`,
  },
  alternate_out_for_delivery: {
    name: 'ukgh_alternate_out_for_delivery',
    language: 'en',
    parameters: ['tracking_number', 'recipient', 'agent', 'agent_phone', 'code'],
    body: `Parcel {{1}} for {{2}} is out for delivery today with {{3}}, who you can call on {{4}}. Give the driver code {{5}} at the door. ${STOP}`,
  },
  handover_code_reissued: {
    name: 'ukgh_handover_code_reissued',
    language: 'en',
    parameters: ['tracking_number', 'code', 'agent'],
    body: `New door code for parcel {{1}}: {{2}}. Give it to the driver, {{3}}. ${STOP}`,
  },
  recipient_delivered: {
    name: 'ukgh_recipient_delivered',
    language: 'en',
    parameters: ['tracking_number', 'time', 'proof'],
    body: `Parcel {{1}} was delivered on {{2}}, {{3}}. Thank you for using UK Ghana Shipping. ${STOP}`,
  },
  recipient_window_moved: {
    name: 'ukgh_recipient_window_moved',
    language: 'en',
    parameters: ['tracking_number', 'sender', 'window', 'link'],
    body: `Parcel {{1}} from {{2}}: the expected delivery is now {{3}}. Details: {{4}} ${STOP}`,
  },
  customer_booking_confirmed: {
    name: 'ukgh_customer_booking_confirmed',
    language: 'en',
    parameters: ['booking_code', 'tracking_number', 'link'],
    body: `Your booking {{1}} is confirmed. Tracking number {{2}}: {{3}} ${STOP}`,
  },
  customer_out_for_delivery: {
    name: 'ukgh_customer_out_for_delivery',
    language: 'en',
    parameters: ['tracking_number', 'recipient', 'link'],
    body: `Parcel {{1}} for {{2}} is out for delivery in Ghana. Follow it: {{3}} ${STOP}`,
  },
  customer_delivered: {
    name: 'ukgh_customer_delivered',
    language: 'en',
    parameters: ['tracking_number', 'recipient', 'link'],
    body: `Parcel {{1}} was delivered to {{2}}. Details: {{3}} ${STOP}`,
  },
  customer_window_moved: {
    name: 'ukgh_customer_window_moved',
    language: 'en',
    parameters: ['tracking_number', 'recipient', 'window', 'link'],
    body: `Parcel {{1}} for {{2}}: the expected delivery is now {{3}}. Details: {{4}} ${STOP}`,
  },
};

/** The body's values in the template's order; a value the row lacks is an error, as for an SMS. */
export const whatsappParameters = (kind: SmsKind, values: SmsValues) => {
  const template = WHATSAPP_TEMPLATES[kind];
  return template.parameters.map((name) => {
    const value = values[name];
    if (value === undefined || value === '')
      throw new Error(`WhatsApp template ${template.name} needs ${name}`);
    // Meta refuses a parameter with a new line, a tab or more than four spaces in a row.
    return value.replace(/\s+/g, ' ').trim();
  });
};
