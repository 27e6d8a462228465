import { describe, expect, it } from 'vitest';
import { HOLD_PURCHASES_ONLY } from '@contracts/fraud-rules';
import { emptyFraudRuleForm, readFraudRuleForm } from './fraud-rule-form';

describe('the fraud rule form', () => {
  it('sends a rule with its texts trimmed and blanks as null', () => {
    const read = readFraudRuleForm({
      ...emptyFraudRuleForm(),
      matchValue: '*@mail.ru',
      message: ' Closed ',
      note: '  ',
    });
    expect(read.body).toEqual({
      matchKind: 'email-pattern',
      matchValue: '*@mail.ru',
      actions: ['registration'],
      outcome: 'block',
      mode: 'enforce',
      message: 'Closed',
      expiresAt: null,
      note: null,
    });
  });

  it('shows the server rules as field errors: the value, the actions, a hold beyond purchases, the expiry', () => {
    expect(
      readFraudRuleForm({ ...emptyFraudRuleForm(), matchKind: 'ip', matchValue: '10.0.0.0/40' })
        .errors,
    ).toEqual({
      matchValue: 'Enter an IPv4 or IPv6 address or CIDR range',
    });
    expect(
      readFraudRuleForm({ ...emptyFraudRuleForm(), matchValue: 'x*', actions: [] }).errors,
    ).toEqual({
      actions: 'Choose at least one action',
    });
    expect(
      readFraudRuleForm({ ...emptyFraudRuleForm(), matchValue: 'x*', outcome: 'hold' }).errors,
    ).toEqual({
      actions: HOLD_PURCHASES_ONLY,
    });
    expect(
      readFraudRuleForm({ ...emptyFraudRuleForm(), matchValue: 'x*', expiresAt: 'soon' }).errors,
    ).toEqual({
      expiresAt: 'Expiry must be a date and time',
    });
  });

  it('sends a local expiry with the browser offset', () => {
    const read = readFraudRuleForm({
      ...emptyFraudRuleForm(),
      matchValue: 'x*',
      expiresAt: '2030-01-01T10:00',
    });
    expect(Date.parse(read.body!.expiresAt!)).toBe(new Date('2030-01-01T10:00').getTime());
  });
});
