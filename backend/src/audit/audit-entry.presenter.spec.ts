import { type AuditRow, toAuditEntry } from './audit-entry.presenter.js';

const row = (fields: Partial<AuditRow> = {}): AuditRow => ({
  id: 7,
  actorId: 's1',
  actorName: 'Priya Rao',
  actorEmail: 'priya.rao@umang.example',
  action: 'payment.approve',
  targetType: 'appointment',
  targetId: 'a1',
  details: { amount: 500 },
  createdAt: new Date('2027-01-02T12:00:00.000Z'),
  ...fields,
});

describe('toAuditEntry', () => {
  it('names the staff member who acted', () => {
    expect(toAuditEntry(row())).toEqual({
      id: 7,
      action: 'payment.approve',
      targetType: 'appointment',
      targetId: 'a1',
      details: { amount: 500 },
      actor: { id: 's1', name: 'Priya Rao', email: 'priya.rao@umang.example' },
      createdAt: '2027-01-02T12:00:00.000Z',
    });
  });

  it('has no actor when the system acted or the account is gone', () => {
    const system = row({ actorId: null, actorName: null, actorEmail: null });
    expect(toAuditEntry(system).actor).toBeNull();
  });
});
