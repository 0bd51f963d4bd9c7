import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSmsTemplates, longestSmsSize, renderSms, SMS_KINDS } from './sms-templates.ts';

const templates = loadSmsTemplates();

describe('SMS templates', () => {
  it.each(SMS_KINDS)('%s is GSM-7 and fits its parts at the longest values', (kind) => {
    const declared = templates.get('en')!.get(kind)!.parts;
    const size = longestSmsSize(templates, kind);
    expect(size.encoding).toBe('GSM-7');
    expect(size.segments).toBeLessThanOrEqual(declared);
  });

  it('says in every text how to stop the messages', () => {
    for (const kind of SMS_KINDS) expect(templates.get('en')!.get(kind)!.text).toContain('Reply STOP');
  });

  it('fills the values, with the delivery window’s dash made GSM-7 and a long name cut', () => {
    const text = renderSms(templates, 'recipient_arrived_ghana', {
      sender: 'Efua Owusu-Ansah-Boateng of Peckham',
      window: 'Thu 31 Dec – Thu 14 Jan',
      link: 'https://ukghanashipping.com/track/UKG1234567890',
    });
    expect(text).toBe(
      'Your parcel from Efua Owusu-Ansah-Boa is in Ghana, delivery Thu 31 Dec - Thu 14 Jan. https://ukghanashipping.com/track/UKG1234567890 Reply STOP to opt out',
    );
  });

  it('refuses to send a text with a value missing rather than a gap', () => {
    expect(() => renderSms(templates, 'recipient_delivered', { tracking_number: 'UKG1234567890' })).toThrow(
      /needs time/,
    );
  });

  it('reads a second language from its folder and falls back to English for a message it lacks', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sms-'));
    mkdirSync(path.join(dir, 'en'));
    mkdirSync(path.join(dir, 'tw'));
    writeFileSync(path.join(dir, 'en', 'recipient_delivered.txt'), 'Delivered {{tracking_number}}\n');
    writeFileSync(path.join(dir, 'en', 'recipient_arrived_ghana.txt'), 'In Ghana: {{link}}\n');
    writeFileSync(
      path.join(dir, 'tw', 'recipient_delivered.txt'),
      '# parts: 1\nWɔde {{tracking_number}} aba\n',
    );
    const two = loadSmsTemplates(dir);
    expect(renderSms(two, 'recipient_delivered', { tracking_number: 'UKG1' }, 'tw')).toBe('Wɔde UKG1 aba');
    expect(renderSms(two, 'recipient_arrived_ghana', { link: 'L' }, 'tw')).toBe('In Ghana: L');
  });
});
