import type { Appointment } from '@umang/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { paymentNews } from '../payment-news';

/**
 * The latest decision staff made on a payment while this page was open, for a polite
 * live region: empty until a later answer of the list differs from the one before.
 */
export function usePaymentNews(appointments: Appointment[] | undefined): string {
  const { t } = useTranslation('appointments');
  const lang = useLanguage();
  const [seen, setSeen] = useState(appointments);
  const [news, setNews] = useState('');
  // Compared while rendering (not in an effect) so the card and its announcement change together.
  if (appointments !== seen) {
    setSeen(appointments);
    const said = seen && appointments ? paymentNews(seen, appointments, t, lang) : null;
    if (said) setNews(said);
  }
  return news;
}
