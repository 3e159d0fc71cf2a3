import type { z } from 'zod';
import type { AdminFeature, Language, Feature, featureInputSchema } from '@store/contract';
import type { Db, DbOrTx } from '#server/db/client';
import { notFound } from '#server/lib/app-error';
import { changingCatalogue, type CatalogueChanged } from '#server/plugins/catalogue-changes';
import { type AuditActor, recordAudit, updateSummary } from '#server/modules/audit/index';
import { keptTwin } from './arabic-kept';
import { reorderedIds, unknownIds } from './feature-order';
import { localized } from './product-json';
import {
  deleteFeatureById,
  findFeatureForUpdate,
  insertFeature,
  listActiveFeatures,
  listAllFeatures,
  nextFeatureOrder,
  setFeatureOrder,
  updateFeatureById,
  type FeatureRow,
  type FeatureValues,
} from './features.repository';

// The hero slides of /shop/home (docs/store-rules.md#home-page-slides):
// the public list and their management. Every change is audited in its transaction.

export type FeatureInput = z.output<typeof featureInputSchema>;

/** A slide as the shop shows it, its texts in `lang` (the English where there is no Arabic). */
export function toFeature(row: FeatureRow, lang: Language = 'en'): Feature {
  return {
    _id: row.id,
    image: row.image,
    title: localized(row.title, row.titleAr, lang),
    subtitle: localized(row.subtitle, row.subtitleAr, lang),
    link: row.link,
    order: row.sortOrder,
    active: row.active,
  };
}

/** A slide as the admin sees it (and the audit records it): both languages. */
export function toAdminFeature(row: FeatureRow): AdminFeature {
  return { ...toFeature(row), titleAr: row.titleAr, subtitleAr: row.subtitleAr };
}

/** GET /shop/features: the active slides, in order. */
export async function listHeroSlides(db: DbOrTx, lang: Language = 'en'): Promise<Feature[]> {
  return (await listActiveFeatures(db)).map((row) => toFeature(row, lang));
}

/** GET /admin/features/getall: every slide, hidden ones too, in order. */
export async function listAllSlides(db: DbOrTx): Promise<AdminFeature[]> {
  return (await listAllFeatures(db)).map(toAdminFeature);
}

/** The row's values from the form; an Arabic twin the form leaves out is the current one (`before`), if any. */
function toValues(input: FeatureInput, sortOrder: number, before?: FeatureRow): FeatureValues {
  return {
    image: input.image ?? null,
    title: input.title,
    subtitle: input.subtitle,
    titleAr: keptTwin(input.titleAr, before?.titleAr),
    subtitleAr: keptTwin(input.subtitleAr, before?.subtitleAr),
    link: input.link,
    sortOrder,
    active: input.active,
  };
}

/** POST /admin/features/create: without an `order`, the new slide goes last. */
export async function createSlide(db: Db, actor: AuditActor, input: FeatureInput, changed: CatalogueChanged): Promise<AdminFeature> {
  return changingCatalogue(changed, () => db.transaction(async (tx) => {
    const feature = toAdminFeature(await insertFeature(tx, toValues(input, input.order ?? (await nextFeatureOrder(tx)))));
    await recordAudit(tx, {
      actor,
      action: 'feature.create',
      entityType: 'feature',
      entityId: feature._id,
      summary: `Created slide "${feature.title}"`,
      before: null,
      after: feature,
    });
    return feature;
  }));
}

/** PUT /admin/features/update/{id}: the whole form replaces the slide; without an `order` it keeps its place. */
export async function updateSlide(
  db: Db,
  actor: AuditActor,
  id: string,
  input: FeatureInput,
  changed: CatalogueChanged,
): Promise<AdminFeature> {
  return changingCatalogue(changed, () => db.transaction(async (tx) => {
    const row = await findFeatureForUpdate(tx, id);
    if (!row) throw notFound('FEATURE_NOT_FOUND');
    const updated = await updateFeatureById(tx, id, toValues(input, input.order ?? row.sortOrder, row));
    if (!updated) throw notFound('FEATURE_NOT_FOUND');
    const [before, after] = [toAdminFeature(row), toAdminFeature(updated)];
    await recordAudit(tx, {
      actor,
      action: 'feature.update',
      entityType: 'feature',
      entityId: id,
      summary: updateSummary('slide', after.title, before, after),
      before,
      after,
    });
    return after;
  }));
}

/** DELETE /admin/features/delete/{id}. The image files stay, like a deleted product's. */
export async function deleteSlide(db: Db, actor: AuditActor, id: string, changed: CatalogueChanged): Promise<{ _id: string }> {
  return changingCatalogue(changed, () => db.transaction(async (tx) => {
    const row = await findFeatureForUpdate(tx, id);
    if (!row || !(await deleteFeatureById(tx, id))) throw notFound('FEATURE_NOT_FOUND');
    await recordAudit(tx, {
      actor,
      action: 'feature.delete',
      entityType: 'feature',
      entityId: id,
      summary: `Deleted slide "${row.title}"`,
      before: toAdminFeature(row),
      after: null,
    });
    return { _id: id };
  }));
}

const orderOf = (slides: Feature[]) => slides.map(({ _id, title, order }) => ({ _id, title, order }));

/**
 * PATCH /admin/features/reorder: places 0, 1, 2… by position (see reorderedIds);
 * every id must be a slide (404 otherwise, and nothing moves). Answers every slide in the new order.
 */
export async function reorderSlides(db: Db, actor: AuditActor, ids: readonly string[], changed: CatalogueChanged): Promise<AdminFeature[]> {
  return changingCatalogue(changed, () => db.transaction(async (tx) => {
    const rows = await listAllFeatures(tx, true);
    const current = rows.map((r) => r.id);
    if (unknownIds(current, ids).length > 0) throw notFound('FEATURE_NOT_FOUND');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const before = rows.map(toAdminFeature);
    const after: AdminFeature[] = [];
    for (const [position, id] of reorderedIds(current, ids).entries()) {
      const row = byId.get(id);
      if (!row) continue;
      if (row.sortOrder !== position) await setFeatureOrder(tx, id, position);
      after.push(toAdminFeature({ ...row, sortOrder: position }));
    }
    await recordAudit(tx, {
      actor,
      action: 'feature.reorder',
      entityType: 'feature',
      entityId: null,
      summary: `Reordered the home page slides: ${after.map((f) => `"${f.title}"`).join(', ')}`,
      before: orderOf(before),
      after: orderOf(after),
    });
    return after;
  }));
}
