import { VAT_RATE_PERCENT, vatIncluded, type Fils } from '@store/contract';
import type { DocumentLine, DocumentTotals } from './tax-document';

// The VAT lines of an invoice (issue 13 item 4). Prices include VAT, so each
// line's gross (quantity x unit price) is what the customer paid for it, and
// the order's VAT is `vatIncluded(total)` as pricing.ts computed it. That VAT
// is shared out over the lines by the largest-remainder method: each line gets
// its exact share rounded down, and the fils left over go to the lines whose
// shares lost the most. So the lines add up exactly: VAT to the order's VAT,
// gross to the total paid, net to gross minus VAT; and no line is more than
// one fils from its own exact VAT.

export interface GrossLine {
  kind: DocumentLine['kind'];
  description: string;
  quantity: number;
  /** One unit including VAT, in fils. */
  unitGrossFils: Fils;
  /** A coupon's share of this line (docs/decisions/033): it reduces the line's taxable amount. */
  discountFils?: Fils | undefined;
}

export interface VatSplit {
  lines: DocumentLine[];
  totals: DocumentTotals;
}

export function splitVat(grossLines: readonly GrossLine[], ratePercent: number = VAT_RATE_PERCENT): VatSplit {
  const gross = grossLines.map((line) => line.unitGrossFils * line.quantity - (line.discountFils ?? 0));
  const totalGross = gross.reduce((sum, g) => sum + g, 0);
  const totalVat = vatIncluded(totalGross, ratePercent);
  // Exact shares as fractions over (100 + rate), in integers: no floating-point drift on large orders.
  const denominator = 100 + ratePercent;
  const numerators = gross.map((g) => g * ratePercent);
  const vat = numerators.map((n) => Math.floor(n / denominator));
  let left = totalVat - vat.reduce((sum, v) => sum + v, 0);
  const byRemainder = numerators
    .map((n, index) => ({ index, remainder: n % denominator }))
    .toSorted((a, b) => b.remainder - a.remainder || a.index - b.index);
  // round(S / d) >= floor(S / d) >= the floors' sum, and each floor lost less than one fils:
  // `left` is between 0 and the number of lines, so each line gains at most one fils.
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    vat[index] = (vat[index] ?? 0) + 1;
    left -= 1;
  }
  const lines = grossLines.map((line, i): DocumentLine => {
    const lineGross = gross[i] ?? 0;
    const lineVat = vat[i] ?? 0;
    return {
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unitGrossFils: line.unitGrossFils,
      unitNetFils: Math.round((line.unitGrossFils * 100) / denominator),
      vatRatePercent: ratePercent,
      ...(line.discountFils ? { discountFils: line.discountFils } : {}),
      netFils: lineGross - lineVat,
      vatFils: lineVat,
      grossFils: lineGross,
    };
  });
  return { lines, totals: { netFils: totalGross - totalVat, vatFils: totalVat, grossFils: totalGross } };
}
