/**
 * Wapiti findings the store keeps on purpose, each with the reason, matched narrowly (class and
 * wapiti's exact text or path) and, where the claim can be checked, checked against the running
 * store. Anything else wapiti reports, in any class, fails the scan.
 */
import type { WapitiFinding } from './run-wapiti';

/** A kind of finding the store accepts, why, and how a finding is recognised as one. */
export interface AcceptedFinding {
  category: string;
  reason: string;
  matches(finding: WapitiFinding): boolean;
  /** Checks the finding's premise against the store; the finding fails the scan when false. */
  verify?(finding: WapitiFinding, baseUrl: string): Promise<boolean>;
}

async function body(url: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

export const ACCEPTED_FINDINGS: readonly AcceptedFinding[] = [
  {
    // Wapiti 3.0.4 wants "X-XSS-Protection: 1". The store sends helmet's "X-XSS-Protection: 0" on
    // purpose: browsers have removed the XSS auditor that header switched on, and where it still
    // ran its filtering could itself be abused to blank parts of a page or leak data across
    // origins. The protection is the Content Security Policy (script-src 'self', no inline
    // script), which wapiti's csp module checks and does not flag.
    category: 'HTTP Secure Headers',
    reason:
      'X-XSS-Protection: 0 on purpose (the legacy XSS auditor is gone from browsers and could be abused); the CSP protects',
    matches: (finding) => finding.info === 'X-XSS-Protection is not set',
  },
  {
    // The single-page app answers every path it does not know with its index.html (200), so
    // "/add-funds.bak" or "/.add-funds.swp" answer too: the page, not a backup. Accepted only
    // when the path really answers exactly the app's index.html.
    category: 'Backup file',
    reason: "the single-page app's index.html, answered for any unknown path (no file is served)",
    matches: () => true,
    async verify(finding, baseUrl) {
      const [page, shell] = await Promise.all([
        body(`${baseUrl}${finding.path}`),
        body(`${baseUrl}/`),
      ]);
      return (
        shell.status === 200 &&
        shell.type.startsWith('text/html') &&
        page.status === 200 &&
        page.text === shell.text
      );
    },
  },
  {
    // The sandbox gateway's page (PAYMENT_PROVIDER=sandbox only) stands for a payment provider's
    // hosted page: its "simulate paid / failed" forms need no session and act only on the
    // deposit its random payment id names, which the URL itself carries. A forged cross-site post
    // can do nothing a direct request with that URL could not, so a CSRF token would protect
    // nothing. Every form of the API itself is JSON behind the origin check.
    category: 'Cross Site Request Forgery',
    reason:
      'the sandbox payment page needs no session: its URL (a random payment id) is the only capability',
    matches: (finding) => finding.method === 'POST' && finding.path.startsWith('/sandbox/pay/'),
  },
];

/**
 * The reason `finding` is accepted, or null when it must fail the scan: no accepted kind
 * matches it, or its premise does not hold on the store at `baseUrl`.
 */
export async function acceptanceOf(
  finding: WapitiFinding,
  baseUrl: string,
): Promise<string | null> {
  const accepted = ACCEPTED_FINDINGS.find(
    (candidate) =>
      finding.kind === 'vulnerability' &&
      candidate.category === finding.category &&
      candidate.matches(finding),
  );
  if (!accepted) return null;
  if (accepted.verify && !(await accepted.verify(finding, baseUrl))) return null;
  return accepted.reason;
}
