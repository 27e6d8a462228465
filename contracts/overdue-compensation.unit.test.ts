import { describe, expect, it } from 'vitest';
import { compensationCreditCents, overdueCompensationSchema } from './overdue-compensation';

describe('compensationCreditCents', () => {
  it('takes a whole percentage of the total, rounded half up to the cent', () => {
    expect(compensationCreditCents(999, 10)).toBe(100); // 99.9
    expect(compensationCreditCents(999, 5)).toBe(50); // 49.95
    expect(compensationCreditCents(1050, 1)).toBe(11); // 10.5
    expect(compensationCreditCents(1049, 1)).toBe(10); // 10.49
    expect(compensationCreditCents(999, 100)).toBe(999);
    expect(compensationCreditCents(0, 50)).toBe(0);
  });
});

describe('overdueCompensationSchema', () => {
  it('accepts off, cancel and refund, and a credit of a whole 1-100 per cent', () => {
    for (const body of [
      { mode: 'off' },
      { mode: 'cancel_refund', percent: null },
      { mode: 'credit', percent: 1 },
      { mode: 'credit', percent: 100 },
    ])
      expect(overdueCompensationSchema.safeParse(body).success).toBe(true);
  });

  it('refuses a credit without a whole percentage in range, and an unknown mode', () => {
    for (const body of [
      { mode: 'credit' },
      { mode: 'credit', percent: 0 },
      { mode: 'credit', percent: 101 },
      { mode: 'credit', percent: 12.5 },
      { mode: 'credit', percent: '10' },
      { mode: 'off', percent: 10 },
      { mode: 'always' },
    ])
      expect(overdueCompensationSchema.safeParse(body).success).toBe(false);
  });
});
