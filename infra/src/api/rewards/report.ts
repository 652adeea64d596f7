/** The rewards report as text (npm run rewards -w infra -- report). Pure. */
import type { RewardsReport } from './report-queries';

export function formatReport(report: RewardsReport): string {
  const lines = ['Grants per day and campaign'];
  if (report.grants.length === 0) lines.push('  (none)');
  for (const row of report.grants) {
    lines.push(`  ${row.day}  ${row.campaign_id}  ${row.grants} grants  ${row.megabytes} MB`);
  }
  lines.push('', 'Claims refused, by reason');
  if (report.refusals.length === 0) lines.push('  (none)');
  for (const row of report.refusals) lines.push(`  ${row.campaign_id}  ${row.reason}  ${row.claims}`);
  const { pending, failing, delivered, oldest_pending: oldest } = report.outbox;
  lines.push(
    '',
    'Payout outbox',
    `  pending ${pending} (failing ${failing}), delivered ${delivered}` +
      (oldest ? `, oldest due ${oldest.toISOString()}` : ''),
  );
  return lines.join('\n');
}
