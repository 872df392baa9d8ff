import { AUDIT_ACTIONS } from '@umang/common';
import { Field, fieldControlClass } from '@/components/ui/field';
import { ACTION_LABELS } from '../audit-labels';
import type { Actor } from '../hooks/use-audit-log';

interface AuditFiltersProps {
  actorId: string;
  action: string;
  /** Staff members seen in the entries loaded so far. */
  actors: Actor[];
  onChange: (changes: { actorId?: string; action?: string }) => void;
}

/** Who and what, applied as soon as one changes. */
export function AuditFilters({ actorId, action, actors, onChange }: AuditFiltersProps) {
  // A link may name someone not among the entries loaded yet: keep them choosable.
  const unseen = actorId !== '' && !actors.some((actor) => actor.id === actorId);
  return (
    <form
      aria-label="Filter the audit log"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5 lg:max-w-3xl"
    >
      <Field id="audit-actor" label="Staff member">
        {(control) => (
          <select
            {...control}
            value={actorId}
            onChange={(event) => onChange({ actorId: event.target.value })}
            className={fieldControlClass}
          >
            <option value="">Everyone</option>
            {unseen && <option value={actorId}>The chosen staff member</option>}
            {actors.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="audit-action" label="Action">
        {(control) => (
          <select
            {...control}
            value={action}
            onChange={(event) => onChange({ action: event.target.value })}
            className={fieldControlClass}
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((value) => (
              <option key={value} value={value}>
                {ACTION_LABELS[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </form>
  );
}
