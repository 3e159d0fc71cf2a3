// Texts of the catalogue's CSV screen (/admin/products/import, issue 14 item 9,
// docs/decisions/038). English only, like every admin screen. The server's
// reasons for a bad row come from the contract's `messages`.

export const enAdminImport = {
  'page.adminImport.title': 'Import and export',
  'page.adminImport.description': 'Load products from a spreadsheet, or download the whole catalogue as one.',
  'admin.products.importExport': 'Import / export CSV',
  'admin.import.back': 'Back to products',
  'admin.import.exportTitle': 'Export the catalogue',
  'admin.import.exportText': 'Every product as a CSV file (UTF-8, opens in Excel with Arabic intact). Edit it and import it again to update many products at once.',
  'admin.import.download': 'Download CSV',
  'admin.import.importTitle': 'Import products',
  'admin.import.importText':
    'Rows are matched by SKU: a new SKU adds a product, a known one updates it. Brands and categories must already exist. First check the file; nothing is saved until you import.',
  'admin.import.file': 'CSV file',
  'admin.import.fileHint': 'UTF-8 CSV, the first line naming the columns',
  'admin.import.check': 'Check file',
  'admin.import.checking': 'Checking…',
  'admin.import.import': 'Import {n} rows',
  'admin.import.importPlain': 'Import',
  'admin.import.importing': 'Importing…',
  'admin.import.clean': 'The file is ready: {rows} rows, {created} new, {updated} changed, {unchanged} unchanged.',
  'admin.import.problems':
    '{count, plural, one {The file has 1 problem. Fix it in the spreadsheet and check again; nothing was saved.} other {The file has # problems. Fix them in the spreadsheet and check again; nothing was saved.}}',
  'admin.import.reportLabel': 'Problems in the file',
  'admin.import.line': 'Line',
  'admin.import.sku': 'SKU',
  'admin.import.column': 'Column',
  'admin.import.reason': 'Problem',
  'admin.import.progress': '{done} of {total} rows saved',
  'admin.import.progressLabel': 'Import progress',
  'admin.import.lastImport': 'Last import, started {when}',
  'admin.import.interrupted': 'The import stopped after {done} of {total} rows: the server stopped before it finished. The rows before it are saved; run the import again to finish',
  'admin.import.columnsTitle': 'Columns',
  'admin.import.columnsText':
    'Required: sku, title, brand, category, price, stock. Optional (left out: kept as they are): title_ar, description, description_ar, sale_price, quote_available (yes or no), specs, specs_ar, images.',
  'admin.import.specsText':
    'specs: "Label: Value | Label: Value"; specs_ar: the Arabic of the same rows in the same order. images: addresses of uploaded photos separated by |; empty keeps the photos. attr.<code>: a typed attribute of the product’s category (a number, yes or no, a choice, several choices separated by |); empty removes it.',
} as const satisfies Record<string, string>;
