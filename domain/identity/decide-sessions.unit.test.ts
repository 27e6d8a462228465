import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../test/support/decider-specification';
import { REGISTERED_USER } from '../../test/support/registered-user';
import {
  endOtherSessions,
  endSession,
  recordSessionSeen,
  replaceSession,
  SESSION_NOT_FOUND,
  SESSION_SEEN_MINUTES,
  startSession,
} from './decide-sessions';
import { ACCOUNT_SUSPENDED } from './decide-staff';
import { evolveUser, initialUser, type UserEvent } from './user';

const T0 = '2026-11-26T10:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(T0) + minutes * 60_000);
const chrome = { browser: 'Chrome', os: 'Windows' };
const safari = { browser: 'Safari', os: 'iOS' };
const started = (
  sessionId: string,
  device = chrome,
  newDevice = false,
  startedAt = T0,
): UserEvent => ({
  type: 'SessionStarted',
  data: { sessionId, ...device, ip: '10.0.0.1', startedAt, newDevice },
});
const seen = (sessionId: string, minutes: number): UserEvent => ({
  type: 'SessionSeen',
  data: { sessionId, ip: '10.0.0.2', seenAt: at(minutes).toISOString() },
});
const ended = (sessionId: string, reason: 'signed-out' | 'revoked' | 'replaced'): UserEvent => ({
  type: 'SessionEnded',
  data: { sessionId, reason },
});

const user = { evolve: evolveUser, initialState: initialUser };
const start = DeciderSpecification.for({ decide: startSession, ...user });
const record = DeciderSpecification.for({ decide: recordSessionSeen, ...user });
const end = DeciderSpecification.for({ decide: endSession, ...user });
const endOthers = DeciderSpecification.for({ decide: endOtherSessions, ...user });
const replace = DeciderSpecification.for({ decide: replaceSession, ...user });

describe('StartSession', () => {
  it('starts a session, new-device only once the account has signed in elsewhere before', () => {
    start
      .given([REGISTERED_USER])
      .when({ sessionId: 's1', ...chrome, ip: '10.0.0.1', now: at(0) })
      .then([started('s1')]);
    start
      .given([REGISTERED_USER, started('s1')])
      .when({ sessionId: 's2', ...safari, ip: '10.0.0.1', now: at(0) })
      .then([started('s2', safari, true)]);
    // A device the account used before, even in a session since ended, is not new.
    start
      .given([REGISTERED_USER, started('s1'), ended('s1', 'signed-out')])
      .when({ sessionId: 's2', ...chrome, ip: '10.0.0.1', now: at(0) })
      .then([started('s2')]);
  });

  it('refuses a suspended or unknown account', () => {
    start
      .given([REGISTERED_USER, { type: 'UserSuspended', data: { reason: 'spam', suspendedBy: 1 } }])
      .when({ sessionId: 's1', ...chrome, ip: '10.0.0.1', now: at(0) })
      .thenThrows('forbidden', ACCOUNT_SUSPENDED);
    start
      .given([])
      .when({ sessionId: 's1', ...chrome, ip: '10.0.0.1', now: at(0) })
      .thenThrows('not_found', 'User not found');
  });
});

describe('RecordSessionSeen', () => {
  it(`records use once ${SESSION_SEEN_MINUTES} minutes have passed since the last record`, () => {
    const due = SESSION_SEEN_MINUTES;
    record
      .given([REGISTERED_USER, started('s1')])
      .when({ sessionId: 's1', ip: '10.0.0.2', now: at(due - 1) })
      .then([]);
    record
      .given([REGISTERED_USER, started('s1')])
      .when({ sessionId: 's1', ip: '10.0.0.2', now: at(due) })
      .then([seen('s1', due)]);
    record
      .given([REGISTERED_USER, started('s1'), seen('s1', due)])
      .when({ sessionId: 's1', ip: '10.0.0.2', now: at(due + 1) })
      .then([]);
  });

  it('records nothing for an ended session or an unknown account', () => {
    record
      .given([REGISTERED_USER, started('s1'), ended('s1', 'revoked')])
      .when({ sessionId: 's1', ip: '10.0.0.2', now: at(60) })
      .then([]);
    record
      .given([])
      .when({ sessionId: 's1', ip: '10.0.0.2', now: at(60) })
      .then([]);
  });
});

describe('EndSession', () => {
  it('ends a current session; signing out of an ended one is nothing, revoking it not found', () => {
    end
      .given([REGISTERED_USER, started('s1')])
      .when({ sessionId: 's1', reason: 'revoked' })
      .then([ended('s1', 'revoked')]);
    end
      .given([REGISTERED_USER, started('s1'), ended('s1', 'revoked')])
      .when({ sessionId: 's1', reason: 'signed-out' })
      .then([]);
    end
      .given([REGISTERED_USER, started('s1')])
      .when({ sessionId: 's2', reason: 'revoked' })
      .thenThrows('not_found', SESSION_NOT_FOUND);
  });
});

describe('EndOtherSessions', () => {
  it('revokes every current session but the kept one', () => {
    endOthers
      .given([
        REGISTERED_USER,
        started('s1'),
        started('s2'),
        started('s3'),
        ended('s3', 'signed-out'),
      ])
      .when({ keptSessionId: 's2' })
      .then([ended('s1', 'revoked')]);
  });
});

describe('ReplaceSession', () => {
  it('ends the session and starts another on the same device in its place', () => {
    replace
      .given([REGISTERED_USER, started('s1')])
      .when({ endedSessionId: 's1', sessionId: 's2', ...chrome, ip: '10.0.0.1', now: at(0) })
      .then([ended('s1', 'replaced'), started('s2')]);
    replace
      .given([REGISTERED_USER])
      .when({ endedSessionId: 's1', sessionId: 's2', ...chrome, ip: '10.0.0.1', now: at(0) })
      .thenThrows('not_found', SESSION_NOT_FOUND);
  });
});

describe('sessions in the account', () => {
  it('keeps the sessions not ended, with their last use, and every device used', () => {
    start.given([REGISTERED_USER, started('s1'), started('s2', safari), seen('s1', 7)]).thenState({
      sessions: { s1: { lastSeenAt: at(7).toISOString() }, s2: { lastSeenAt: T0 } },
      knownDevices: ['Chrome on Windows', 'Safari on iOS'],
    });
  });

  it('ends all of them on a new password but the one it was changed from, and on a reset or suspension', () => {
    const two = [REGISTERED_USER, started('s1'), started('s2')];
    start
      .given([
        ...two,
        { type: 'PasswordChanged', data: { passwordHash: 'h2', keptSessionId: 's2' } },
      ])
      .thenState({ sessions: { s2: { lastSeenAt: T0 } } });
    start
      .given([...two, { type: 'PasswordChanged', data: { passwordHash: 'h2' } }])
      .thenState({ sessions: {} });
    start
      .given([
        ...two,
        { type: 'PasswordResetCompleted', data: { passwordHash: 'h2', tokenHash: 't' } },
      ])
      .thenState({ sessions: {} });
    start
      .given([...two, { type: 'UserSuspended', data: { reason: 'spam', suspendedBy: 1 } }])
      .thenState({ sessions: {}, knownDevices: ['Chrome on Windows'] });
  });
});
