/**
 * The code step shared by sign-up and password reset:
 * no code sent ("Send OTP") → sending → code sent to an address (the code box
 * appears, the button reads "Create Account") → submitting. Changing the
 * e-mail after sending goes back to the start: the code belongs to the old address.
 */
export type OtpPending = 'send' | 'resend' | 'submit';

export interface OtpFlowState {
  /** The address the current code went to; null until a send succeeds. */
  sentTo: string | null;
  pending: OtpPending | null;
}

export type OtpFlowEvent =
  | { type: 'start'; pending: OtpPending }
  | { type: 'sent'; email: string }
  | { type: 'settled' }
  | { type: 'emailChanged'; email: string };

export const OTP_FLOW_START: OtpFlowState = { sentTo: null, pending: null };

export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function otpFlowReducer(state: OtpFlowState, event: OtpFlowEvent): OtpFlowState {
  switch (event.type) {
    case 'start':
      // One request at a time: the buttons are disabled while one is on its way.
      return state.pending ? state : { ...state, pending: event.pending };
    case 'sent':
      return { sentTo: event.email, pending: null };
    case 'settled':
      return { ...state, pending: null };
    case 'emailChanged':
      if (state.sentTo === null || sameAddress(state.sentTo, event.email)) return state;
      return { ...state, sentTo: null };
  }
}
