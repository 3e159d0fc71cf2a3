// Arabic twins of ../message-texts/fields.ts (issue 12): the same export names, for the Arabic storefront.
export const COMPANY_TRN_INVALID = 'أدخل الرقم الضريبي للشركة من 15 رقمًا، أو اتركه فارغًا';
