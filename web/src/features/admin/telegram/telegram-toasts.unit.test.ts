import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorToast, resultToast } from './telegram-toasts';

describe('Telegram settings toasts (docs/specs/admin-area.md section 8)', () => {
  it('names a connection test Connection Successful or Connection Failed with the server message', () => {
    expect(
      resultToast('connection', { success: true, message: 'Bot @keymart_bot reached' }),
    ).toEqual({ title: 'Connection Successful', description: 'Bot @keymart_bot reached' });
    expect(
      resultToast('connection', { success: false, message: 'Telegram is not configured' }),
    ).toEqual({
      title: 'Connection Failed',
      description: 'Telegram is not configured',
      variant: 'destructive',
    });
  });

  it('names a test notification Test Sent or Test Failed with the message', () => {
    expect(resultToast('notification', { success: true, message: 'Sent' }).title).toBe('Test Sent');
    expect(resultToast('notification', { success: false, message: 'No chat' })).toMatchObject({
      title: 'Test Failed',
      description: 'No chat',
      variant: 'destructive',
    });
  });

  it('uses the fallback texts when the call itself fails without a message', () => {
    expect(errorToast('connection', new TypeError('Failed to fetch'))).toEqual({
      title: 'Test Failed',
      description: 'Failed to test Telegram connection',
      variant: 'destructive',
    });
    expect(errorToast('notification', new TypeError('Failed to fetch'))).toEqual({
      title: 'Send Failed',
      description: 'Failed to send test notification',
      variant: 'destructive',
    });
  });

  it('shows the server message of an error answer', () => {
    const error = new ApiError(
      403,
      'Forbidden',
      JSON.stringify({ message: 'Admin access required' }),
    );
    expect(errorToast('notification', error).description).toBe('Admin access required');
  });
});
