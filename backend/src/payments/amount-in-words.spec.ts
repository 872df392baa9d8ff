import { amountInFigures, amountInWords } from './amount-in-words.js';

describe('amounts on a receipt', () => {
  it('writes whole rupees as "Rupees … Only", in lakhs as Indian receipts do', () => {
    expect(amountInWords(800)).toBe('Rupees Eight Hundred Only');
    expect(amountInWords(1500)).toBe('Rupees One Thousand Five Hundred Only');
    expect(amountInWords(100000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(2500000)).toBe('Rupees Twenty Five Lakh Only');
  });

  it('adds the paise when there are any', () => {
    expect(amountInWords(800.5)).toBe('Rupees Eight Hundred And Fifty Paise Only');
    expect(amountInWords(1234.05)).toBe('Rupees One Thousand Two Hundred Thirty Four And Five Paise Only');
  });

  it('writes the figures with Indian grouping and two decimals', () => {
    expect(amountInFigures(800)).toBe('Rs. 800.00');
    expect(amountInFigures(150000)).toBe('Rs. 1,50,000.00');
    expect(amountInFigures(99.5)).toBe('Rs. 99.50');
  });
});
