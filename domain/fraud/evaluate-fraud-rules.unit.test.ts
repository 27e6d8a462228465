import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../test/support/decider-specification';
import { DEFAULT_BLOCK_MESSAGE, type FraudAction } from '../../contracts/fraud-rules';
import { fold } from '../shared/event';
import {
  evolveFraudRule,
  initialFraudRule,
  type FraudRule,
  type FraudRuleDetails,
  type FraudRuleEvent,
} from './fraud-rule';
import { evaluateFraudRules } from './evaluate-fraud-rules';
import { fraudRuleHitEvents } from './fraud-rule-hit';
import type { FraudSubject } from './fraud-subject';

const NOW = '2026-03-01T12:00:00.000Z';

const subject: FraudSubject = {
  userId: 7,
  email: 'bad.actor@mail.ru',
  emailDisposable: false,
  ip: '203.0.113.9',
  ipCountry: 'RU',
  accountCountry: 'germany',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0',
};

let nextRuleId = 1;
/** A rule's creation event: blocks registrations in enforce mode unless told otherwise. */
function rule(details: Partial<FraudRuleDetails>): FraudRuleEvent[] {
  return [
    {
      type: 'FraudRuleCreated',
      data: {
        ruleId: nextRuleId++,
        matchKind: 'email',
        matchValue: '',
        actions: ['registration'],
        outcome: 'block',
        mode: 'enforce',
        message: null,
        expiresAt: null,
        note: null,
        ...details,
      },
    },
  ];
}

/** The rule set a command is given: every rule stream folded, the deleted ones left out. */
function ruleSet(histories: FraudRuleEvent[][]): FraudRule[] {
  return histories.flatMap((events) => {
    const state = fold(events, evolveFraudRule, initialFraudRule);
    return state.status === 'existing' ? [{ ruleId: state.ruleId, ...state.details }] : [];
  });
}

const evaluation = DeciderSpecification.for({
  decide: (
    command: { subject?: Partial<FraudSubject>; action?: FraudAction; now?: string },
    rules: FraudRule[],
  ) =>
    evaluateFraudRules(
      rules,
      { ...subject, ...command.subject },
      command.action ?? 'registration',
      command.now ?? NOW,
    ),
  given: ruleSet,
});

/** Whether a single rule with `details` matches the subject (changed by `overrides`). */
function matches(details: Partial<FraudRuleDetails>, overrides: Partial<FraudSubject> = {}) {
  const given = rule(details);
  const ruleId = (given[0]!.data as { ruleId: number }).ruleId;
  return {
    hits: () =>
      evaluation
        .given([given])
        .when({ subject: overrides })
        .then({
          decision: { kind: 'blocked', ruleId, message: DEFAULT_BLOCK_MESSAGE },
          hits: [{ ruleId, outcome: 'block', mode: 'enforce' }],
        }),
    misses: () =>
      evaluation
        .given([given])
        .when({ subject: overrides })
        .then({ decision: { kind: 'allowed' }, hits: [] }),
  };
}

describe('fraud rule matching', () => {
  it('matches an e-mail exactly, whatever its case', () => {
    matches({ matchKind: 'email', matchValue: 'bad.actor@mail.ru' }).hits();
    matches(
      { matchKind: 'email', matchValue: 'bad.actor@mail.ru' },
      { email: 'BAD.Actor@Mail.RU' },
    ).hits();
    matches({ matchKind: 'email', matchValue: 'bad.actor@mail.r' }).misses();
  });

  it('matches wildcards: * is any run of characters, the rest is literal', () => {
    matches({ matchKind: 'email-pattern', matchValue: '*@mail.ru' }).hits();
    matches({ matchKind: 'email-pattern', matchValue: 'bad*@*' }).hits();
    matches({ matchKind: 'email-pattern', matchValue: '*actor@*.ru' }).hits();
    matches({ matchKind: 'email-pattern', matchValue: 'b*d*a*c*t*o*r*@*' }).hits();
    matches(
      { matchKind: 'email-pattern', matchValue: '*@mail.ru' },
      { email: 'x@gmail.ru' },
    ).misses();
    matches(
      { matchKind: 'email-pattern', matchValue: 'bad*@*' },
      { email: 'good@mail.ru' },
    ).misses();
    // A dot is a dot, not any character.
    matches(
      { matchKind: 'email-pattern', matchValue: '*@mail.ru' },
      { email: 'x@mailxru' },
    ).misses();
    matches({ matchKind: 'email-pattern', matchValue: '*@mail.ru' }, { email: null }).misses();
  });

  it('walks a pattern of many stars over a long address quickly', () => {
    const email = `${'a'.repeat(240)}@b.ru`;
    const started = Date.now();
    matches(
      { matchKind: 'email-pattern', matchValue: '*a*a*a*a*a*a*a*a*a*a*c' },
      { email },
    ).misses();
    if (Date.now() - started > 50) throw new Error('wildcard matching backtracked');
  });

  it('matches a domain and its subdomains, not a domain that merely ends alike', () => {
    matches({ matchKind: 'email-domain', matchValue: 'mail.ru' }).hits();
    matches(
      { matchKind: 'email-domain', matchValue: 'mail.ru' },
      { email: 'x@inbox.mail.ru' },
    ).hits();
    matches({ matchKind: 'email-domain', matchValue: 'mail.ru' }, { email: 'x@gmail.ru' }).misses();
  });

  it('matches the disposable list as the application judged the address', () => {
    matches({ matchKind: 'disposable-email' }, { emailDisposable: true }).hits();
    matches({ matchKind: 'disposable-email' }).misses();
  });

  it('matches IPv4 addresses and CIDR ranges, also written as IPv4-mapped IPv6', () => {
    matches({ matchKind: 'ip', matchValue: '203.0.113.9' }).hits();
    matches({ matchKind: 'ip', matchValue: '203.0.113.0/24' }).hits();
    matches(
      { matchKind: 'ip', matchValue: '203.0.113.0/24' },
      { ip: '::ffff:203.0.113.77' },
    ).hits();
    matches({ matchKind: 'ip', matchValue: '203.0.112.0/24' }).misses();
    matches({ matchKind: 'ip', matchValue: '203.0.113.0/24' }, { ip: null }).misses();
  });

  it('matches IPv6 addresses and CIDR ranges, never across families', () => {
    const ip = '2001:db8:abcd:12::1';
    matches({ matchKind: 'ip', matchValue: '2001:db8::/32' }, { ip }).hits();
    matches(
      { matchKind: 'ip', matchValue: '2001:db8:abcd:12::1' },
      { ip: '2001:DB8:ABCD:0012:0:0:0:1' },
    ).hits();
    matches({ matchKind: 'ip', matchValue: '2001:db9::/32' }, { ip }).misses();
    matches({ matchKind: 'ip', matchValue: '::/0' }).misses();
    matches({ matchKind: 'ip', matchValue: '0.0.0.0/0' }, { ip }).misses();
  });

  it("matches the IP's country, the account's country and a user agent substring", () => {
    matches({ matchKind: 'ip-country', matchValue: 'RU' }).hits();
    matches({ matchKind: 'ip-country', matchValue: 'RU' }, { ipCountry: null }).misses();
    matches({ matchKind: 'account-country', matchValue: 'germany' }).hits();
    matches({ matchKind: 'account-country', matchValue: 'usa' }).misses();
    matches({ matchKind: 'user-agent', matchValue: 'headlesschrome' }).hits();
    matches({ matchKind: 'user-agent', matchValue: 'curl/' }).misses();
  });
});

describe('evaluateFraudRules', () => {
  it('applies a rule only to the actions it names', () => {
    const given = rule({ matchKind: 'ip-country', matchValue: 'RU', actions: ['purchase'] });
    evaluation
      .given([given])
      .when({ action: 'registration' })
      .then({ decision: { kind: 'allowed' }, hits: [] });
  });

  it('no longer applies an expired rule (from its expiry on)', () => {
    const given = rule({
      matchKind: 'ip-country',
      matchValue: 'RU',
      expiresAt: NOW,
      message: 'No',
    });
    const ruleId = (given[0]!.data as { ruleId: number }).ruleId;
    evaluation
      .given([given])
      .when({ now: NOW })
      .then({ decision: { kind: 'allowed' }, hits: [] });
    evaluation
      .given([given])
      .when({ now: '2026-03-01T11:59:59.999Z' })
      .then({
        decision: { kind: 'blocked', ruleId, message: 'No' },
        hits: [{ ruleId, outcome: 'block', mode: 'enforce' }],
      });
  });

  it('lets a shadow rule through and counts its hit', () => {
    const given = rule({ matchKind: 'email-domain', matchValue: 'mail.ru', mode: 'shadow' });
    const ruleId = (given[0]!.data as { ruleId: number }).ruleId;
    evaluation
      .given([given])
      .when({})
      .then({
        decision: { kind: 'allowed' },
        hits: [{ ruleId, outcome: 'block', mode: 'shadow' }],
      });
  });

  it('leaves deleted rules out (the rule set is the live rules)', () => {
    const given = [...rule({ matchKind: 'email-domain', matchValue: 'mail.ru' })];
    const ruleId = (given[0]!.data as { ruleId: number }).ruleId;
    given.push({ type: 'FraudRuleDeleted', data: { ruleId } });
    evaluation
      .given([given])
      .when({})
      .then({ decision: { kind: 'allowed' }, hits: [] });
  });

  it('blocks over holds over flags, with the lowest id deciding, and records every hit', () => {
    const flag = rule({
      matchKind: 'ip-country',
      matchValue: 'RU',
      actions: ['purchase'],
      outcome: 'flag',
    });
    const hold = rule({
      matchKind: 'ip-country',
      matchValue: 'RU',
      actions: ['purchase'],
      outcome: 'hold',
    });
    const secondHold = rule({
      matchKind: 'user-agent',
      matchValue: 'headless',
      actions: ['purchase'],
      outcome: 'hold',
    });
    const shadowBlock = rule({
      matchKind: 'ip',
      matchValue: '203.0.113.0/24',
      actions: ['purchase'],
      mode: 'shadow',
    });
    const id = (events: FraudRuleEvent[]) => (events[0]!.data as { ruleId: number }).ruleId;
    evaluation
      .given([secondHold, shadowBlock, flag, hold])
      .when({ action: 'purchase' })
      .then({
        decision: { kind: 'held', ruleId: id(hold) },
        hits: [
          { ruleId: id(flag), outcome: 'flag', mode: 'enforce' },
          { ruleId: id(hold), outcome: 'hold', mode: 'enforce' },
          { ruleId: id(secondHold), outcome: 'hold', mode: 'enforce' },
          { ruleId: id(shadowBlock), outcome: 'block', mode: 'shadow' },
        ],
      });
    const block = rule({
      matchKind: 'email',
      matchValue: 'bad.actor@mail.ru',
      actions: ['purchase'],
      message: 'Blocked',
    });
    evaluation
      .given([flag, block, hold])
      .when({ action: 'purchase' })
      .then({
        decision: { kind: 'blocked', ruleId: id(block), message: 'Blocked' },
        hits: [
          { ruleId: id(flag), outcome: 'flag', mode: 'enforce' },
          { ruleId: id(hold), outcome: 'hold', mode: 'enforce' },
          { ruleId: id(block), outcome: 'block', mode: 'enforce' },
        ],
      });
    evaluation
      .given([flag])
      .when({ action: 'purchase' })
      .then({
        decision: { kind: 'flagged', ruleIds: [id(flag)] },
        hits: [{ ruleId: id(flag), outcome: 'flag', mode: 'enforce' }],
      });
  });
});

describe('fraudRuleHitEvents', () => {
  it("records one hit per rule on the rule's hit stream, with the e-mail's domain only", () => {
    const given = rule({ matchKind: 'email-domain', matchValue: 'mail.ru', mode: 'shadow' });
    const ruleId = (given[0]!.data as { ruleId: number }).ruleId;
    const evaluated = evaluateFraudRules(ruleSet([given]), subject, 'registration', NOW);
    DeciderSpecification.for({
      decide: (_: void, state: typeof evaluated) =>
        fraudRuleHitEvents(state, subject, 'registration', NOW),
      given: (state: typeof evaluated) => state,
    })
      .given(evaluated)
      .when()
      .then([
        {
          streamId: `fraud-rule-hits-${ruleId}`,
          events: [
            {
              type: 'FraudRuleHit',
              data: {
                ruleId,
                action: 'registration',
                outcome: 'block',
                mode: 'shadow',
                subject: {
                  userId: 7,
                  emailDomain: 'mail.ru',
                  ip: '203.0.113.9',
                  ipCountry: 'RU',
                  accountCountry: 'germany',
                  userAgent: subject.userAgent,
                },
                at: NOW,
              },
            },
          ],
        },
      ]);
  });
});
