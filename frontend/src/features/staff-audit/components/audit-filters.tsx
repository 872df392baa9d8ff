import { AUDIT_ACTIONS } from '@umang/common';
import { FilterBar, FilterSelect } from '@/components/ui/filter-bar';
import { ACTION_LABELS } from '../audit-labels';
import type { Actor } from '../hooks/use-audit-log';

interface AuditFiltersProps {
  actorId: string;
  action: string;
  /** Staff members seen in the entries loaded so far. */
  actors: Actor[];
  onChange: (changes: { actorId?: string; action?: string }) => void;
}

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }));

/** Who and what, applied as soon as one changes. */
export function AuditFilters({ actorId, action, actors, onChange }: AuditFiltersProps) {
  // A link may name someone not among the entries loaded yet: keep them choosable.
  const unseen = actorId !== '' && !actors.some((actor) => actor.id === actorId);
  const actorOptions = [
    ...(unseen ? [{ value: actorId, label: 'The chosen staff member' }] : []),
    ...actors.map((actor) => ({ value: actor.id, label: actor.name })),
  ];
  return (
    <FilterBar label="Filter the audit log" className="lg:max-w-3xl">
      <FilterSelect
        id="audit-actor"
        label="Staff member"
        value={actorId}
        allLabel="Everyone"
        options={actorOptions}
        onChange={(value) => onChange({ actorId: value })}
      />
      <FilterSelect
        id="audit-action"
        label="Action"
        value={action}
        allLabel="All actions"
        options={ACTION_OPTIONS}
        onChange={(value) => onChange({ action: value })}
      />
    </FilterBar>
  );
}
