// The demo catalogue's departments, brands and the shape of one product: the department files
// (demo-catalog-*.ts) and demo-catalog.ts, which gathers them, both read these.
import type { ArtSpec } from './product-art';

/** The five departments of the store; the first three are its top categories. Arabic names as UAE stores write them. */
export const DEMO_CATEGORIES = [
  { name: 'Gaming PC', nameAr: 'أجهزة كمبيوتر للألعاب', isTop: true },
  { name: 'Laptops', nameAr: 'لابتوبات', isTop: true },
  { name: 'Display', nameAr: 'شاشات', isTop: true },
  { name: 'Software License', nameAr: 'تراخيص البرامج', isTop: false },
  { name: 'Accessories', nameAr: 'إكسسوارات', isTop: false },
] as const;
export type DemoCategoryName = (typeof DEMO_CATEGORIES)[number]['name'];

/**
 * Brands with a colour for their artwork; `isTop` ones lead the brand lists.
 * Their Arabic names are how Arabic pages of UAE stores spell them; model names stay Latin.
 */
export const DEMO_BRANDS = [
  { name: 'ASUS ROG', nameAr: 'أسوس ROG', isTop: true, accent: '#e4002b' },
  { name: 'MSI', nameAr: 'إم إس آي', isTop: true, accent: '#e11d2a' },
  { name: 'Alienware', nameAr: 'إيليين وير', isTop: true, accent: '#00b4d8' },
  { name: 'Lenovo Legion', nameAr: 'لينوفو ليجن', isTop: false, accent: '#2563eb' },
  { name: 'HP Omen', nameAr: 'إتش بي أومن', isTop: false, accent: '#d1193e' },
  { name: 'Acer Predator', nameAr: 'أيسر بريداتور', isTop: false, accent: '#0ea5e9' },
  { name: 'Razer', nameAr: 'ريزر', isTop: true, accent: '#44d62c' },
  { name: 'Logitech G', nameAr: 'لوجيتك G', isTop: true, accent: '#00a9e0' },
  { name: 'Corsair', nameAr: 'كورسير', isTop: false, accent: '#f5b800' },
  { name: 'Samsung', nameAr: 'سامسونج', isTop: true, accent: '#1f4fd1' },
  { name: 'LG', nameAr: 'إل جي', isTop: false, accent: '#a50034' },
  { name: 'Microsoft', nameAr: 'مايكروسوفت', isTop: false, accent: '#0078d4' },
  { name: 'Dell', nameAr: 'ديل', isTop: false, accent: '#0076ce' },
  { name: 'SteelSeries', nameAr: 'ستيل سيريز', isTop: false, accent: '#ff5a00' },
  { name: 'HyperX', nameAr: 'هايبر إكس', isTop: false, accent: '#e31837' },
  { name: 'Kaspersky', nameAr: 'كاسبرسكي', isTop: false, accent: '#00a88e' },
  { name: 'Adobe', nameAr: 'أدوبي', isTop: false, accent: '#eb1000' },
  // The PC parts' makers (demo-parts.ts).
  { name: 'AMD', nameAr: 'إيه إم دي', isTop: false, accent: '#ed1c24' },
  { name: 'Intel', nameAr: 'إنتل', isTop: false, accent: '#0071c5' },
  { name: 'Gigabyte', nameAr: 'جيجابايت', isTop: false, accent: '#f47b20' },
  { name: 'Kingston', nameAr: 'كينغستون', isTop: false, accent: '#c8102e' },
  { name: 'G.Skill', nameAr: 'جي سكيل', isTop: false, accent: '#d71920' },
  { name: 'WD', nameAr: 'دبليو دي', isTop: false, accent: '#0063a3' },
  { name: 'Crucial', nameAr: 'كروشال', isTop: false, accent: '#0095d9' },
  { name: 'Seasonic', nameAr: 'سي سونيك', isTop: false, accent: '#1d1d1b' },
  { name: 'be quiet!', nameAr: 'بي كوايت', isTop: false, accent: '#f29100' },
  { name: 'NZXT', nameAr: 'إن زد إكس تي', isTop: false, accent: '#7b2cbf' },
  { name: 'Lian Li', nameAr: 'ليان لي', isTop: false, accent: '#2b2d42' },
  { name: 'Fractal Design', nameAr: 'فراكتال ديزاين', isTop: false, accent: '#3a5a40' },
  { name: 'Noctua', nameAr: 'نوكتوا', isTop: false, accent: '#6f4e37' },
  { name: 'Cooler Master', nameAr: 'كولر ماستر', isTop: false, accent: '#7a2d8f' },
] as const;
export type DemoBrandName = (typeof DEMO_BRANDS)[number]['name'];

/** One product of the demo; prices in AED as a shop shows them. */
export interface DemoProduct {
  title: string;
  /** The Arabic title as a UAE store writes it: brand and model names stay Latin (docs/decisions/025). */
  titleAr: string;
  brand: DemoBrandName;
  priceAed: number;
  /** 5-25 % below the price, ending in .00 or 9.00. */
  salePriceAed?: number;
  stock: number;
  /** Shows "Get Quote" (custom builds, volume licences). */
  quote?: boolean;
  description: string;
  descriptionAr: string;
  /** Specification rows: [label, value]; their Arabic twins come from demo-catalog-ar-specs.ts. */
  specs: readonly (readonly [string, string])[];
  /** How its picture is drawn, with the short model line printed under the brand. */
  art: ArtSpec & { model: string };
}
