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
  appointment: {
    slotDate: '5_1_2027',
    slotTime: '10:30',
    patientName: 'Asha Verma',
    doctorName: 'Dr Meera Iyer',
  },
  doctorName: null,
  blogTitle: null,
  account: null,
  ...fields,
});

describe('toAuditEntry', () => {
  it('names the staff member who acted', () => {
    expect(toAuditEntry(row())).toEqual({
      id: 7,
      action: 'payment.approve',
      targetType: 'appointment',
      targetId: 'a1',
      target: {
        kind: 'appointment',
        patientName: 'Asha Verma',
        doctorName: 'Dr Meera Iyer',
        slotDate: '5_1_2027',
        slotTime: '10:30',
      },
      details: { amount: 500 },
      actor: { id: 's1', name: 'Priya Rao', email: 'priya.rao@umang.example' },
      createdAt: '2027-01-02T12:00:00.000Z',
    });
  });

  it('has no actor when the system acted or the account is gone', () => {
    const system = row({ actorId: null, actorName: null, actorEmail: null });
    expect(toAuditEntry(system).actor).toBeNull();
  });

  it('names a doctor or a post by their own rows, and nothing once the record is gone', () => {
    const none = { slotDate: null, slotTime: null, patientName: null, doctorName: null };
    const doctor = row({ targetType: 'doctor', appointment: none, doctorName: 'Dr Meera Iyer' });
    expect(toAuditEntry(doctor).target).toEqual({ kind: 'doctor', name: 'Dr Meera Iyer' });
    const post = row({ targetType: 'blog', appointment: none, blogTitle: 'Aarav walks again' });
    expect(toAuditEntry(post).target).toEqual({ kind: 'blog', title: 'Aarav walks again' });
    expect(toAuditEntry(row({ targetType: 'blog', appointment: none })).target).toBeNull();
    expect(toAuditEntry(row({ appointment: none })).target).toBeNull();
  });

  it('names a console account by its name and e-mail', () => {
    const none = { slotDate: null, slotTime: null, patientName: null, doctorName: null };
    const account = { name: 'Priya Sharma', email: 'priya@umang.example' };
    const entry = toAuditEntry(row({ targetType: 'account', appointment: none, account }));
    expect(entry.target).toEqual({ kind: 'account', ...account });
    expect(toAuditEntry(row({ targetType: 'account', appointment: none })).target).toBeNull();
  });
});
