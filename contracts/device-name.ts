/**
 * How a device is named to its owner (the sessions list, the new sign-in e-mail) and compared
 * (a sign-in from a device the account never used is mailed): "Chrome on Windows".
 */
export const deviceName = (device: { browser: string; os: string }) =>
  `${device.browser} on ${device.os}`;
