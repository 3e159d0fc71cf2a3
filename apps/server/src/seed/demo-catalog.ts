// The demo catalogue loaded on an empty database (DESIGN.md section 2): real
// brands, plausible models and UAE retail prices in AED (VAT included). The
// products themselves live in one file per department.
import { DEMO_DISPLAYS } from './demo-catalog-displays';
import { DEMO_ACCESSORIES, DEMO_SOFTWARE } from './demo-catalog-gear';
import { DEMO_LAPTOPS } from './demo-catalog-laptops';
import { DEMO_PCS } from './demo-catalog-pcs';
import type { ArtSpec, HeroArtInput } from './product-art';

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

export interface DemoCatalogProduct extends DemoProduct {
  category: DemoCategoryName;
  /** Days and hours before the seed time, spread over the last 90 days. */
  ageHours: number;
}

const departments: [DemoCategoryName, readonly DemoProduct[]][] = [
  ['Gaming PC', DEMO_PCS],
  ['Laptops', DEMO_LAPTOPS],
  ['Display', DEMO_DISPLAYS],
  ['Software License', DEMO_SOFTWARE],
  ['Accessories', DEMO_ACCESSORIES],
];

/**
 * Every product in a fixed order, departments interleaved so the newest
 * arrivals mix PCs, laptops and gear. Ages are deterministic: product i is
 * (i * 37 mod 88) days and (i * 7 mod 24) hours old, so within 89 days.
 */
export function demoCatalog(): DemoCatalogProduct[] {
  const queues = departments.map(([category, items]) => items.map((item) => ({ ...item, category })));
  const ordered: (DemoProduct & { category: DemoCategoryName })[] = [];
  while (queues.some((q) => q.length > 0)) {
    for (const q of queues) {
      const next = q.shift();
      if (next) ordered.push(next);
    }
  }
  return ordered.map((p, i) => ({ ...p, ageHours: ((i * 37) % 88) * 24 + ((i * 7) % 24) }));
}

export interface DemoFeature {
  title: string;
  subtitle: string;
  titleAr: string;
  subtitleAr: string;
  link: string;
  art: HeroArtInput;
}

/** The home page's hero slides (/admin/features). */
export const DEMO_FEATURES: readonly DemoFeature[] = [
  {
    title: 'Gaming PCs built to win',
    subtitle: 'RTX 40-series desktops from ASUS ROG, Alienware, MSI and Corsair, delivered to all seven emirates.',
    titleAr: 'أجهزة كمبيوتر ألعاب صُممت للفوز',
    subtitleAr: 'أجهزة مكتبية بكروت RTX 40 من ASUS ROG وAlienware وMSI وCorsair، مع التوصيل إلى الإمارات السبع.',
    link: '/shop/listing',
    art: { kind: 'pc', accent: '#e4002b', seed: 11 },
  },
  {
    title: 'Hot deals on gaming laptops',
    subtitle: 'Limited-time prices on ROG, Legion, Predator and Razer laptops, while stocks last.',
    titleAr: 'عروض مميزة على لابتوبات الألعاب',
    subtitleAr: 'أسعار لفترة محدودة على لابتوبات ROG وLegion وPredator وRazer، حتى نفاد الكمية.',
    link: '/shop/deals',
    art: { kind: 'laptop', accent: '#7c3aed', seed: 12 },
  },
  {
    title: 'See every frame',
    subtitle: 'New OLED and high-refresh gaming monitors from Samsung, LG and Alienware.',
    titleAr: 'شاهد كل إطار بوضوح',
    subtitleAr: 'شاشات ألعاب جديدة بتقنية OLED وتردد عالٍ من Samsung وLG وAlienware.',
    link: '/shop/new',
    art: { kind: 'monitor', accent: '#00a9e0', seed: 13 },
  },
];
