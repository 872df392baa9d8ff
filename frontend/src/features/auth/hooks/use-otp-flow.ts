import { type ApiResult, OTP_RESEND_SECONDS } from '@umang/common';
import { useReducer } from 'react';
import { answerMessage } from '@/lib/error-words';
import { toast } from '@/lib/toast';
import { OTP_FLOW_START, otpFlowReducer, sameAddress } from '../otp-flow';
import { useCountdown } from '@/lib/use-countdown';

/**
 * Drives the code step of sign-up and password reset: sending and re-sending
 * the code (with the 60 s wait the server enforces), forgetting it when the
 * e-mail changes, and the final request. Each action answers what failed
 * (to be worded where it is shown), or null when it worked.
 */
export function useOtpFlow(send: (email: string) => Promise<ApiResult>, sentWords: string) {
  const [state, dispatch] = useReducer(otpFlowReducer, OTP_FLOW_START);
  const countdown = useCountdown();

  async function sendCode(email: string, pending: 'send' | 'resend'): Promise<{ error: unknown } | null> {
    if (state.pending) return null;
    dispatch({ type: 'start', pending });
    try {
      const answer = await send(email);
      dispatch({ type: 'sent', email });
      toast.success(answerMessage(answer.message, sentWords));
      countdown.start(OTP_RESEND_SECONDS);
      return null;
    } catch (err) {
      dispatch({ type: 'settled' });
      return { error: err };
    }
  }

  async function submit(request: () => Promise<unknown>): Promise<{ error: unknown } | null> {
    if (state.pending) return null;
    dispatch({ type: 'start', pending: 'submit' });
    try {
      await request();
      return null;
    } catch (err) {
      return { error: err };
    } finally {
      dispatch({ type: 'settled' });
    }
  }

  function emailChanged(email: string) {
    dispatch({ type: 'emailChanged', email });
    // A new address may be sent a code at once; the wait belongs to the old one.
    if (state.sentTo !== null && !sameAddress(state.sentTo, email)) countdown.reset();
  }

  return {
    codeSent: state.sentTo !== null,
    sentTo: state.sentTo,
    pending: state.pending,
    resendIn: countdown.remaining,
    resendReady: countdown.finished,
    sendCode,
    submit,
    emailChanged,
  };
}
