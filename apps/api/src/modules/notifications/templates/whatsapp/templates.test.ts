import { describe, expect, it } from 'vitest';
import { SMS_KINDS } from '../../sms-templates.ts';
import { WHATSAPP_TEMPLATES, whatsappParameters } from './templates.ts';

describe('the WhatsApp templates', () => {
  it('has one template per text, each name unique and in the form Meta accepts', () => {
    expect(Object.keys(WHATSAPP_TEMPLATES).sort()).toEqual([...SMS_KINDS].sort());
    const names = Object.values(WHATSAPP_TEMPLATES).map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9_]{1,512}$/);
  });

  it('numbers each body’s placeholders 1…n, one per parameter, never first or last', () => {
    for (const template of Object.values(WHATSAPP_TEMPLATES)) {
      const numbers = [...template.body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
      expect(numbers).toEqual(template.parameters.map((_, i) => i + 1));
      expect(template.body).not.toMatch(/^\{\{|\}\}$/);
      expect(template.body).toContain('STOP');
      expect(template.body.length).toBeLessThanOrEqual(1024);
    }
  });

  it('fills the parameters in order, on one line, and refuses a missing value', () => {
    expect(
      whatsappParameters('recipient_out_for_delivery', {
        tracking_number: 'UKG1',
        agent: 'Kwabena\n',
        agent_phone: '+233241112222',
        code: '482913',
      }),
    ).toEqual(['UKG1', 'Kwabena', '+233241112222', '482913']);
    expect(() => whatsappParameters('recipient_delivered', { tracking_number: 'UKG1' })).toThrow(
      /needs time/,
    );
  });
});
