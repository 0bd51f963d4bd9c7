import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { smsSize, toGsmFriendly } from '@ukgh/domain';

/**
 * The texts of SMS and WhatsApp fallbacks: one file a message in `templates/sms/<language>/<kind>.txt`
 * (beside this module in the sources, beside the bundle in dist/), so a second language is a folder of files.
 * `{{name}}` is replaced by a value; a first line `# parts: N` says the text may take N SMS parts (one
 * otherwise), which the templates' test holds every text to at the longest values allowed below.
 */
export const SMS_TEMPLATES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'templates', 'sms');
export const DEFAULT_SMS_LANGUAGE = 'en';

export const SMS_KINDS = [
  'recipient_booking_confirmed',
  'recipient_arrived_ghana',
  'recipient_out_for_delivery',
  'recipient_out_for_delivery_alternate',
  'alternate_out_for_delivery',
  'handover_code_reissued',
  'recipient_delivered',
  'recipient_window_moved',
  'customer_booking_confirmed',
  'customer_out_for_delivery',
  'customer_delivered',
  'customer_window_moved',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
export const isSmsKind = (kind: string): kind is SmsKind => (SMS_KINDS as readonly string[]).includes(kind);

/** Values dropped from a row once it is sent or given up: the handover code must not outlive its message. */
export const SMS_SECRETS = ['code'] as const;

/**
 * The longest each value may be in a text: a longer name or reason is cut so no text outgrows its parts;
 * numbers, codes and links are never cut (a link is the public URL and a tracking number, which the
 * templates' test assumes fits here).
 */
export const SMS_VALUE_LIMITS = {
  sender: 20,
  recipient: 20,
  booking_code: 11,
  agent: 20,
  proof: 30,
  agent_phone: 16,
  tracking_number: 13,
  code: 6,
  holder: 20,
  window: 23,
  time: 16,
  link: 50,
} as const;
export type SmsValues = Partial<Record<keyof typeof SMS_VALUE_LIMITS, string>>;

export interface SmsTemplate {
  parts: number;
  text: string;
}

const PARTS_LINE = /^# parts: (\d+)\n/;

export const loadSmsTemplates = (dir = SMS_TEMPLATES_DIR) => {
  const byLanguage = new Map<string, Map<string, SmsTemplate>>();
  for (const language of readdirSync(dir)) {
    const templates = new Map<string, SmsTemplate>();
    for (const file of readdirSync(path.join(dir, language)).filter((f) => f.endsWith('.txt'))) {
      const raw = readFileSync(path.join(dir, language, file), 'utf8');
      const parts = PARTS_LINE.exec(raw);
      templates.set(file.slice(0, -4), {
        parts: parts ? Number(parts[1]) : 1,
        text: raw.slice(parts ? parts[0].length : 0).trim(),
      });
    }
    byLanguage.set(language, templates);
  }
  return byLanguage;
};
export type SmsTemplates = ReturnType<typeof loadSmsTemplates>;

const NEVER_CUT = new Set(['link', 'tracking_number', 'booking_code', 'code', 'agent_phone']);
const cut = (name: string, value: string, limit: number) =>
  NEVER_CUT.has(name) || value.length <= limit ? value : value.slice(0, limit).trimEnd();

/** The text of a message in `language` (English where that language has no file for it). */
export const renderSms = (
  templates: SmsTemplates,
  kind: SmsKind,
  values: SmsValues,
  language = DEFAULT_SMS_LANGUAGE,
): string => {
  const template = templates.get(language)?.get(kind) ?? templates.get(DEFAULT_SMS_LANGUAGE)?.get(kind);
  if (!template) throw new Error(`No SMS template ${kind}`);
  return template.text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name as keyof SmsValues];
    if (value === undefined) throw new Error(`SMS template ${kind} needs ${name}`);
    return cut(name, toGsmFriendly(value), SMS_VALUE_LIMITS[name as keyof SmsValues] ?? 40);
  });
};

/** The parts a template's text takes at the longest values allowed: what its test checks. */
export const longestSmsSize = (templates: SmsTemplates, kind: SmsKind, language = DEFAULT_SMS_LANGUAGE) => {
  const longest = Object.fromEntries(
    Object.entries(SMS_VALUE_LIMITS).map(([name, limit]) => [name, 'x'.repeat(limit)]),
  ) as SmsValues;
  return smsSize(renderSms(templates, kind, longest, language));
};
