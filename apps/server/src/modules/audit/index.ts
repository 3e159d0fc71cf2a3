// The public entry of the audit module: what other modules may import of it, and nothing else (docs/decisions/041).
export { updateSummary } from './audit-summary';
export { type AuditActor, recordAudit } from './audit.repository';
export { listRecentActivity } from './audit.service';
