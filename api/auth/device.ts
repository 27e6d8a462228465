/**
 * The device a session is used on, as its owner recognises it: the browser and operating system
 * names read from the User-Agent header (bowser), without versions, so an update of either is
 * still the same device.
 */
import Bowser from 'bowser';

/** What the parser is given at most: a real user agent is a few hundred characters. */
const MAX_USER_AGENT = 512;

/** A device's browser and OS names; "Unknown browser" / "Unknown OS" when the header says none. */
export interface Device {
  browser: string;
  os: string;
}

/** The device of a `User-Agent` header value (absent, empty or unrecognised ones included). */
export function deviceOf(userAgent: string | undefined): Device {
  const header = (userAgent ?? '').slice(0, MAX_USER_AGENT).trim();
  const parsed = header ? Bowser.parse(header) : null;
  return {
    browser: parsed?.browser.name || 'Unknown browser',
    os: parsed?.os.name || 'Unknown OS',
  };
}
