import { ToWords } from 'to-words';

// Plain numbers in the Indian system (lakh, crore); the words "Rupees" and "Paise" are
// placed here, because a receipt in India reads "Rupees … Only", which to-words'
// currency mode ("… Rupees Only") does not write.
const numberWords = new ToWords({ localeCode: 'en-IN' });

/**
 * An amount of rupees as a receipt writes it out in words: `800` → `Rupees Eight
 * Hundred Only`, `100000` → `Rupees One Lakh Only`, `1500.5` → `Rupees One Thousand
 * Five Hundred And Fifty Paise Only`.
 */
export function amountInWords(amount: number): string {
  const paiseTotal = Math.round(amount * 100);
  const rupees = Math.floor(paiseTotal / 100);
  const paise = paiseTotal % 100;
  const parts = [`Rupees ${numberWords.convert(rupees)}`];
  if (paise > 0) parts.push(`And ${numberWords.convert(paise)} Paise`);
  return `${parts.join(' ')} Only`;
}

/** `800` → `Rs. 800.00`, `150000` → `Rs. 1,50,000.00`: Indian digit grouping, always with paise. */
export function amountInFigures(amount: number): string {
  const figures = amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `Rs. ${figures}`;
}
