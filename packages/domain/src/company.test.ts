import { describe, expect, it } from 'vitest';
import { COMPANY_DEFAULTS, SOCIAL_LINK_KEYS, socialUrl } from './company.ts';

describe('social links', () => {
  it('none is set on a new installation', () => {
    for (const key of SOCIAL_LINK_KEYS) expect(COMPANY_DEFAULTS[key]).toBeNull();
  });

  it.each<[unknown, string | null]>([
    ['https://www.instagram.com/ukghanashipping', 'https://www.instagram.com/ukghanashipping'],
    [' http://x.com/ukgh ', 'http://x.com/ukgh'],
    ['javascript:alert(1)', null],
    ['mailto:someone@example.com', null],
    ['www.facebook.com/ukgh', null],
    ['', null],
    [null, null],
    [42, null],
  ])('socialUrl(%j) → %j', (value, expected) => {
    expect(socialUrl(value)).toBe(expected);
  });
});
