// Tax invoices in the shop (issue 13 items 4 and 5): the checkout's company
// fields and the invoice downloads of the account and tracking pages. Named
// by the routes that show them (lib/i18n.ts, "Texts load per route").

export const enInvoices = {
  'invoice.businessTitle': 'Buying for a company?',
  'invoice.businessHint': 'Add the company’s name and Tax Registration Number (TRN) to show them on your tax invoice.',
  'invoice.companyName': 'Company name',
  'invoice.companyTrn': 'Company TRN',
  'invoice.companyTrnHint': '15 digits, as on the company’s VAT registration certificate.',
  'invoice.download': 'Invoice (PDF)',
  'invoice.downloadLabel': 'Download invoice {number} as a PDF',
  'invoice.downloadCreditNote': 'Credit note (PDF)',
  'invoice.downloadCreditNoteLabel': 'Download credit note {number} as a PDF',
  'invoice.downloading': 'Preparing the PDF…',
  'invoice.downloadFailed': 'The PDF could not be downloaded. Please try again.',
} as const satisfies Record<string, string>;
