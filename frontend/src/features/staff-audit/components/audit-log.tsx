import { useSearchParams } from 'react-router-dom';
import { AUDIT_ACTIONS } from '@umang/common';
import { Button } from '@/components/ui/button';
import { useAuditLog } from '../hooks/use-audit-log';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { EmptyState, LoadError, Loading } from '@/components/ui/load-states';

const isAction = (value: string) => (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The audit log screen's body; the filters live in the URL so a reload or Back keeps them. */
export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const actorId = params.get('actorId') ?? '';
  const rawAction = params.get('action') ?? '';
  const action = isAction(rawAction) ? rawAction : '';
  const log = useAuditLog(actorId, action);

  function change(changes: { actorId?: string; action?: string }) {
    const next = { actorId, action, ...changes };
    const query = new URLSearchParams();
    if (next.actorId) query.set('actorId', next.actorId);
    if (next.action) query.set('action', next.action);
    setParams(query);
  }

  return (
    <div className="space-y-6">
      <AuditFilters actorId={actorId} action={action} actors={log.actors} onChange={change} />
      {log.error ? (
        <LoadError message={log.error} onRetry={log.reload} />
      ) : !log.entries ? (
        <Loading>Loading the audit log…</Loading>
      ) : log.entries.length === 0 ? (
        <EmptyState>
          {actorId || action ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}
        </EmptyState>
      ) : (
        <section aria-label="Audit entries">
          <AuditTable entries={log.entries} focusId={log.firstNewId} />
          {log.hasOlder && (
            <Button
              variant="secondary"
              disabled={log.loadingOlder}
              onClick={() => void log.loadOlder()}
              className="mt-4"
            >
              {log.loadingOlder ? 'Loading older entries…' : 'Load older entries'}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
