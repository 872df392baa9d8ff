import { describe, expect, it } from 'vitest';
import { OTP_FLOW_START, otpFlowReducer, type OtpFlowState } from './otp-flow';

const sent: OtpFlowState = { sentTo: 'asha@example.in', pending: null };

describe('otpFlowReducer', () => {
  it('moves from "not sent" through sending to "sent to this address"', () => {
    const sending = otpFlowReducer(OTP_FLOW_START, { type: 'start', pending: 'send' });
    expect(sending).toEqual({ sentTo: null, pending: 'send' });
    expect(otpFlowReducer(sending, { type: 'sent', email: 'asha@example.in' })).toEqual(sent);
  });

  it('ignores a second request while one is on its way', () => {
    const sending: OtpFlowState = { sentTo: null, pending: 'send' };
    expect(otpFlowReducer(sending, { type: 'start', pending: 'submit' })).toBe(sending);
  });

  it('forgets the code when the e-mail changes, but not for a change of case or spaces', () => {
    expect(otpFlowReducer(sent, { type: 'emailChanged', email: ' Asha@Example.in ' })).toBe(sent);
    expect(otpFlowReducer(sent, { type: 'emailChanged', email: 'asha@example.com' })).toEqual(OTP_FLOW_START);
  });

  it('keeps the code step after a failed request', () => {
    const creating = otpFlowReducer(sent, { type: 'start', pending: 'submit' });
    expect(otpFlowReducer(creating, { type: 'settled' })).toEqual(sent);
  });
});
