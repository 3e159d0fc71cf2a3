/** The twelve months as CSV: a header, then `2026-01,1234.50,120.00` per month (sales, then coupon discounts). */
export function salesCsv(year: number, monthlySales: readonly number[], header: string, monthlyDiscounts: readonly number[] = []): string {
  const rows = monthlySales.map(
    (total, index) => `${year}-${String(index + 1).padStart(2, '0')},${total.toFixed(2)},${(monthlyDiscounts[index] ?? 0).toFixed(2)}`,
  );
  return [header, ...rows].join('\n') + '\n';
}
