import type { Feature } from '@store/contract';
import type { DbOrTx } from '../../db/client';
import { listActiveFeatures, type FeatureRow } from './features.repository';

// The hero slides of /shop/home (DESIGN.md section 5, "/admin/features").

export function toFeature(row: FeatureRow): Feature {
  return {
    _id: row.id,
    image: row.image,
    title: row.title,
    subtitle: row.subtitle,
    link: row.link,
    order: row.sortOrder,
    active: row.active,
  };
}

export async function listHeroSlides(db: DbOrTx): Promise<Feature[]> {
  return (await listActiveFeatures(db)).map(toFeature);
}
