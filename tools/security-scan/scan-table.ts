/** A scan's results as a text table and as one summary line (scan.ts and the soak test print them). */
import type { ScanReport } from './run-scans';

/** Findings of a wapiti result that are not accepted (accepted-findings.ts). */
export function unacceptedFindings(result: ScanReport['wapiti'][number]) {
  return result.findings.filter((finding) => finding.acceptedBecause === null);
}

/** Whether sqlmap found the canary's SQL injection and wapiti its XSS and SQL injection. */
export function canaryCaught(report: ScanReport): boolean {
  const categories = report.canary.wapiti.findings.map((finding) => finding.category);
  return (
    report.canary.sqlmap.outcome === 'injectable' &&
    categories.includes('Cross Site Scripting') &&
    categories.includes('SQL Injection')
  );
}

/** Parameters sqlmap was asked to test across the report's targets. */
export function parameterCount(report: ScanReport): number {
  return report.sqlmap.reduce((sum, verdict) => sum + (verdict.target.parameters?.length ?? 1), 0);
}

/** "accepted <class> xN: <reason>" per class of accepted findings. */
function acceptedSummary(accepted: ScanReport['wapiti'][number]['findings']): string[] {
  const byCategory = new Map<string, { count: number; reason: string }>();
  for (const finding of accepted) {
    const entry = byCategory.get(finding.category) ?? {
      count: 0,
      reason: finding.acceptedBecause ?? '',
    };
    entry.count++;
    byCategory.set(finding.category, entry);
  }
  return [...byCategory].map(
    ([category, { count, reason }]) => `accepted ${category} x${count}: ${reason}`,
  );
}

/** One line: targets, parameters, requests, findings, time. */
export function scanSummaryLine(report: ScanReport): string {
  const sqlmapRequests = report.sqlmap.reduce((sum, v) => sum + v.traffic.requests, 0);
  const injectable = report.sqlmap.filter((v) => v.outcome === 'injectable').length;
  const incomplete = report.sqlmap.filter((v) => v.outcome === 'incomplete').length;
  const wapitiRequests = report.wapiti.reduce((sum, r) => sum + r.traffic.requests, 0);
  const urls = report.wapiti.reduce((sum, r) => sum + r.urlsAndForms, 0);
  const findings = report.wapiti.reduce((sum, r) => sum + unacceptedFindings(r).length, 0);
  const accepted = report.wapiti.reduce((sum, r) => sum + r.findings.length, 0) - findings;
  const canaryFound = canaryCaught(report);
  return (
    `scanners: sqlmap ${report.sqlmap.length} targets, ${parameterCount(report)} parameters, ` +
    `${sqlmapRequests} requests: ${injectable} injectable, ${incomplete} incomplete; ` +
    `wapiti ${report.wapiti.length} runs (${report.wapiti.map((r) => r.run.role).join(', ')}), ` +
    `${urls} URLs and forms, ${wapitiRequests} requests: ${findings} findings (${accepted} accepted); ` +
    `canary ${canaryFound ? 'caught by both' : 'MISSED'}; ${(report.seconds / 60).toFixed(1)} min`
  );
}

/** A row per sqlmap target and wapiti run: scanner, role, target, verdict, requests, seconds, notes. */
export function formatScanTable(report: ScanReport): string {
  const rows: string[][] = [['scanner', 'role', 'target', 'verdict', 'requests', 's', 'notes']];
  const canary = report.canary;
  rows.push([
    'sqlmap',
    'canary',
    canary.sqlmap.target.name,
    canary.sqlmap.outcome === 'injectable'
      ? 'injectable (expected)'
      : `${canary.sqlmap.outcome} (MISSED)`,
    String(canary.sqlmap.traffic.requests),
    canary.sqlmap.seconds.toFixed(0),
    canary.sqlmap.injectable.map((p) => p.technique).join('; '),
  ]);
  rows.push([
    'wapiti',
    'canary',
    'canary site',
    canary.wapiti.findings.length > 0 ? 'found (expected)' : 'nothing (MISSED)',
    String(canary.wapiti.traffic.requests),
    canary.wapiti.seconds.toFixed(0),
    [...new Set(canary.wapiti.findings.map((f) => f.category))].join('; '),
  ]);
  for (const verdict of report.sqlmap)
    rows.push([
      'sqlmap',
      verdict.target.role,
      verdict.target.name,
      verdict.outcome,
      String(verdict.traffic.requests),
      verdict.seconds.toFixed(0),
      [
        ...verdict.injectable.map((p) => `${p.parameter}: ${p.technique}`),
        ...verdict.problems,
      ].join('; '),
    ]);
  for (const result of report.wapiti) {
    const unaccepted = unacceptedFindings(result);
    const accepted = result.findings.filter((finding) => !unaccepted.includes(finding));
    rows.push([
      'wapiti',
      result.run.role,
      `${result.urlsAndForms} URLs and forms`,
      result.problems.length > 0
        ? 'incomplete'
        : unaccepted.length > 0
          ? `${unaccepted.length} findings`
          : 'nothing',
      String(result.traffic.requests),
      result.seconds.toFixed(0),
      [
        ...unaccepted.map((f) => `${f.category}: ${f.method} ${f.path} ${f.parameter} ${f.info}`),
        ...acceptedSummary(accepted),
        ...result.problems,
      ].join('; '),
    ]);
  }
  const widths = rows[0]!.map((_, column) =>
    Math.min(60, Math.max(...rows.map((row) => row[column]!.length))),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === row.length - 1 ? cell : cell.slice(0, widths[column]).padEnd(widths[column]!),
        )
        .join('  '),
    )
    .join('\n');
}
