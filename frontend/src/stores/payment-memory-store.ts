import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';

/**
 * What this browser remembers about UPI payments,
 * each under a fixed localStorage key (older pages wrote the same keys, so they never change):
 * - `openedPayments`: appointment id → true once its payment panel was opened;
 * - `paymentSubmittedAppointments`: appointment id → true once payment info was sent from here;
 * - `selectedAppointmentId`: the appointment whose panel is open.
 * The server's proof status stays the truth; these only shape hints and toasts.
 */
interface PaymentMemory {
  openedPayments: Record<string, true>;
  paymentSubmittedAppointments: Record<string, true>;
  selectedAppointmentId: string | null;
}

interface PaymentMemoryState extends PaymentMemory {
  markOpened: (appointmentId: string) => void;
  markSubmitted: (appointmentId: string) => void;
  select: (appointmentId: string | null) => void;
}

const KEYS = ['openedPayments', 'paymentSubmittedAppointments', 'selectedAppointmentId'] as const;

const empty: PaymentMemory = {
  openedPayments: {},
  paymentSubmittedAppointments: {},
  selectedAppointmentId: null,
};

function read<K extends keyof PaymentMemory>(key: K): PaymentMemory[K] {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? empty[key] : (JSON.parse(raw) as PaymentMemory[K]);
  } catch {
    return empty[key]; // unreadable or disabled storage: start afresh
  }
}

/** zustand's persist, but one localStorage key per field instead of one blob. */
const splitStorage: PersistStorage<PaymentMemory> = {
  getItem: (): StorageValue<PaymentMemory> => ({
    state: {
      openedPayments: read('openedPayments'),
      paymentSubmittedAppointments: read('paymentSubmittedAppointments'),
      selectedAppointmentId: read('selectedAppointmentId'),
    },
    version: 0,
  }),
  setItem: (_name, value) => {
    try {
      for (const key of KEYS) localStorage.setItem(key, JSON.stringify(value.state[key]));
    } catch {
      // storage full or disabled: the memory lasts for this page only
    }
  },
  removeItem: () => KEYS.forEach((key) => localStorage.removeItem(key)),
};

export const usePaymentMemoryStore = create<PaymentMemoryState>()(
  persist(
    (set) => ({
      ...empty,
      markOpened: (id) => set((s) => ({ openedPayments: { ...s.openedPayments, [id]: true } })),
      markSubmitted: (id) =>
        set((s) => ({ paymentSubmittedAppointments: { ...s.paymentSubmittedAppointments, [id]: true } })),
      select: (id) => set({ selectedAppointmentId: id }),
    }),
    {
      name: 'payment-memory',
      storage: splitStorage,
      partialize: ({ openedPayments, paymentSubmittedAppointments, selectedAppointmentId }) => ({
        openedPayments,
        paymentSubmittedAppointments,
        selectedAppointmentId,
      }),
    },
  ),
);

/** Back to an empty memory (tests). */
export const resetPaymentMemoryStore = (): void => {
  usePaymentMemoryStore.setState(empty);
  KEYS.forEach((key) => localStorage.removeItem(key));
};
