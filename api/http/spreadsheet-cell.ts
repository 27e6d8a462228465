/**
 * Text for a CSV export that a spreadsheet reads as text (OWASP "CSV Injection"): one starting
 * with =, +, -, @, tab or carriage return gets a leading apostrophe, so an e-mail, a product name
 * or an adjustment's reason cannot become a formula.
 */
export const spreadsheetCell = (text: string | null) =>
  text && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
