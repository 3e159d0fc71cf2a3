// The demo catalogue loaded on an empty database (docs/architecture.md#the-parts): real
// brands, plausible models and UAE retail prices in AED (VAT included). The
// products themselves live in one file per department.
import { DEMO_DISPLAYS } from './demo-catalog-displays';
import { DEMO_ACCESSORIES, DEMO_SOFTWARE } from './demo-catalog-gear';
import { DEMO_LAPTOPS } from './demo-catalog-laptops';
import { DEMO_PCS } from './demo-catalog-pcs';
import type { DemoCategoryName, DemoProduct } from './demo-catalog-names';
import type { HeroArtInput } from './product-art';

export { DEMO_BRANDS, DEMO_CATEGORIES, type DemoBrandName, type DemoCategoryName, type DemoProduct } from './demo-catalog-names';

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
