import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../test/support/decider-specification';
import { HOLD_PURCHASES_ONLY } from '../../contracts/fraud-rules';
import {
  evolveFraudRule,
  initialFraudRule,
  type FraudRuleDetails,
  type FraudRuleEvent,
} from './fraud-rule';
import { createFraudRule, deleteFraudRule, updateFraudRule } from './decide-fraud-rule';

const details: FraudRuleDetails = {
  matchKind: 'email-pattern',
  matchValue: '*@mail.ru',
  actions: ['registration'],
  outcome: 'block',
  mode: 'enforce',
  message: 'Registrations from mail.ru are closed',
  expiresAt: null,
  note: null,
};
const created = (overrides: Partial<FraudRuleDetails> = {}): FraudRuleEvent => ({
  type: 'FraudRuleCreated',
  data: { ruleId: 3, ...details, ...overrides },
});
const deleted: FraudRuleEvent = { type: 'FraudRuleDeleted', data: { ruleId: 3 } };

const rule = { evolve: evolveFraudRule, initialState: initialFraudRule };
const create = DeciderSpecification.for({ decide: createFraudRule, ...rule });
const update = DeciderSpecification.for({ decide: updateFraudRule, ...rule });
const remove = DeciderSpecification.for({
  decide: (_: void, state: Parameters<typeof deleteFraudRule>[0]) => deleteFraudRule(state),
  ...rule,
});

describe('CreateFraudRule', () => {
  it('creates the rule with its value, texts and expiry normalised and its actions in order', () => {
    create
      .given([])
      .when({
        ruleId: 3,
        details: {
          ...details,
          matchValue: ' *@MAIL.RU ',
          actions: ['sign-in', 'registration'],
          message: '  ',
          note: ' seen in March ',
          expiresAt: '2030-01-01T10:00:00+04:00',
        },
      })
      .then([
        created({
          actions: ['registration', 'sign-in'],
          message: null,
          note: 'seen in March',
          expiresAt: '2030-01-01T06:00:00.000Z',
        }),
      ]);
  });

  it('writes IP ranges as ipaddr.js does and IP countries in upper case', () => {
    create
      .given([])
      .when({ ruleId: 3, details: { ...details, matchKind: 'ip', matchValue: '2001:DB8:0::/32' } })
      .then([created({ matchKind: 'ip', matchValue: '2001:db8::/32' })]);
    create
      .given([])
      .when({ ruleId: 3, details: { ...details, matchKind: 'ip-country', matchValue: 'ru' } })
      .then([created({ matchKind: 'ip-country', matchValue: 'RU' })]);
  });

  it('refuses a value its kind cannot match, no action and a hold on anything but purchases', () => {
    create
      .given([])
      .when({ ruleId: 3, details: { ...details, matchKind: 'ip', matchValue: '10.0.0.0/33' } })
      .thenThrows('validation', 'Enter an IPv4 or IPv6 address or CIDR range');
    create
      .given([])
      .when({ ruleId: 3, details: { ...details, matchKind: 'email', matchValue: 'nobody' } })
      .thenThrows('validation', 'Enter an e-mail address');
    create
      .given([])
      .when({ ruleId: 3, details: { ...details, matchValue: '**' } })
      .thenThrows('validation', 'Enter a wildcard such as *@mail.ru or bad*@*');
    create
      .given([])
      .when({ ruleId: 3, details: { ...details, actions: [] } })
      .thenThrows('validation', 'Choose at least one action');
    create
      .given([])
      .when({
        ruleId: 3,
        details: { ...details, outcome: 'hold', actions: ['purchase', 'deposit'] },
      })
      .thenThrows('validation', HOLD_PURCHASES_ONLY);
  });

  it('refuses an id already taken', () => {
    create
      .given([created()])
      .when({ ruleId: 3, details })
      .thenThrows('conflict', 'Fraud rule already exists');
  });
});

describe('UpdateFraudRule', () => {
  it('records the new details, and nothing when they are the same', () => {
    update
      .given([created()])
      .when({ details: { ...details, mode: 'shadow' } })
      .then([{ type: 'FraudRuleUpdated', data: { ...details, mode: 'shadow' } }]);
    update
      .given([created()])
      .when({ details: { ...details, matchValue: '*@Mail.ru' } })
      .then([]);
  });

  it('refuses a deleted or unknown rule', () => {
    update
      .given([created(), deleted])
      .when({ details })
      .thenThrows('not_found', 'Fraud rule not found');
    update.given([]).when({ details }).thenThrows('not_found', 'Fraud rule not found');
  });
});

describe('DeleteFraudRule', () => {
  it('deletes the rule once', () => {
    remove.given([created()]).when().then([deleted]);
    remove.given([created(), deleted]).when().thenThrows('not_found', 'Fraud rule not found');
  });

  it('folds to the rule and its deletion', () => {
    remove.given([created()]).thenState({ status: 'existing', ruleId: 3, details });
    remove.given([created(), deleted]).thenState({ status: 'deleted' });
  });
});
