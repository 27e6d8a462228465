/**
 * The proof-of-work captcha of the register and login forms (contracts/captcha.ts): the ALTCHA
 * widget, which fetches a challenge from GET /api/auth/captcha and solves it in the browser's
 * workers as soon as the person starts filling in the form (or ticks its box). `onChange` gets the
 * payload to send as `captcha` once solved, and null while there is none. A payload is accepted
 * once: after a submission the form mounts a new widget (a new `key`) for a new challenge.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import Box from '@mui/material/Box';
import { CAPTCHA_CHALLENGE_PATH } from '@contracts/captcha';
import { loadAltcha } from './load-altcha';

interface StateChange {
  state: string;
  payload?: string;
}

export function CaptchaWidget({ onChange }: { onChange: (payload: string | null) => void }) {
  const hostRef = useRef<HTMLDivElement>(null);
  // The latest onChange, without starting a new widget when it changes.
  const report = useEffectEvent((payload: string | null) => onChange(payload));

  useEffect(() => {
    let widget: HTMLElement | null = null;
    let isCancelled = false;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      report(state === 'verified' && payload ? payload : null);
    };
    void loadAltcha().then(() => {
      if (isCancelled || !hostRef.current) return;
      widget = document.createElement('altcha-widget');
      widget.setAttribute('challenge', CAPTCHA_CHALLENGE_PATH);
      widget.setAttribute('auto', 'onfocus');
      widget.setAttribute('name', 'captcha');
      widget.addEventListener('statechange', onStateChange);
      hostRef.current.append(widget);
    });
    return () => {
      isCancelled = true;
      widget?.removeEventListener('statechange', onStateChange);
      widget?.remove();
      report(null);
    };
  }, []);

  return <Box ref={hostRef} sx={{ minHeight: 64 }} data-testid="captcha" />;
}
