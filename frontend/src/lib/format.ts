const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** `1500` → `₹1,500` (spec §9: currency symbol ₹). */
export const formatRupees = (amount: number): string => rupees.format(amount);
