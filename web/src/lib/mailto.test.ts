import { describe, expect, it } from 'vitest';

import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('links a plain address as it is', () => {
    expect(mailtoHref('sam.jones+leads@example.com.au')).toBe('mailto:sam.jones%2Bleads@example.com.au');
  });

  it('keeps a Bcc, subject or body smuggled into the address out of the mail it opens', () => {
    const href = mailtoHref('x?bcc=attacker%40evil.example&subject=Re&body=hello@example.com');
    expect(new URL(href).search).toBe('');
    expect(href).toBe('mailto:x%3Fbcc%3Dattacker%2540evil.example%26subject%3DRe%26body%3Dhello@example.com');
  });
});
