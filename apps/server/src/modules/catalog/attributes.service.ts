import type { z } from 'zod';
import type { AttributeDefinition, attributeDefinitionInputSchema } from '@store/contract';
import type { Db, DbOrTx } from '#server/db/client';
import { AppError, conflict, notFound } from '#server/lib/app-error';
import { conflictOnUniqueViolation } from '#server/lib/db-errors';
import { changingCatalogue, type CatalogueChanged } from '#server/plugins/catalogue-changes';
import { type AuditActor, recordAudit, updateSummary } from '#server/modules/audit/index';
import { keptTwin } from './arabic-kept';
import { coerceAttributeValue, type AttributeRule } from './attribute-input';
import {
  carryOverFromSpecs,
  categoryExists,
  deleteAttribute,
  findAttribute,
  insertAttribute,
  listAttributes,
  nextAttributeOrder,
  updateAttribute,
  valuesOf,
  writeValues,
  type AttributeRow,
  type AttributeValuesToWrite,
} from './attributes.repository';

// The rules of a category's typed attributes (issue 24 item 1, docs/decisions/048):
// codes unique in their category (409), a new definition takes its values from the
// specification rows of its label, a change of type or choices converts the
// stored values or is refused with the products that block it (409).

export type AttributeInput = z.output<typeof attributeDefinitionInputSchema>;

/** How many blocking products a refusal names. */
const BLOCKING_LISTED = 50;

export function toAttributeDefinition(row: AttributeRow): AttributeDefinition {
  return {
    _id: row.id,
    category: row.categoryId,
    code: row.code,
    label: row.label,
    labelAr: row.labelAr,
    type: row.type,
    unit: row.unit,
    choices: row.choices.map((choice) => ({ value: choice.value, labelAr: choice.labelAr ?? null })),
    filterable: row.filterable,
    inCompare: row.inCompare,
    inSpecTable: row.inSpecTable,
    onCard: row.onCard,
    order: row.sortOrder,
  };
}

/** The rules a product's values are checked with (attribute-input.ts). */
export async function attributeRulesOf(db: DbOrTx, categoryId: string): Promise<AttributeRule[]> {
  return (await listAttributes(db, categoryId)).map(({ code, type, choices }) => ({ code, type, choices }));
}

/** GET /shop/categories/{id}/attributes and the admin's list: 404 for an unknown category. */
export async function listCategoryAttributes(db: DbOrTx, categoryId: string): Promise<AttributeDefinition[]> {
  const rows = await listAttributes(db, categoryId);
  if (rows.length === 0 && !(await categoryExists(db, categoryId))) throw notFound('CATEGORY_NOT_FOUND');
  return rows.map(toAttributeDefinition);
}

/** The row's values from the form; an Arabic label left out is the current one (`before`). */
function toWrite(input: AttributeInput, sortOrder: number, before?: AttributeRow): AttributeValuesToWrite {
  const labelsBefore = new Map((before?.choices ?? []).map((choice) => [choice.value.toLowerCase(), choice.labelAr ?? null]));
  return {
    code: input.code,
    label: input.label,
    labelAr: keptTwin(input.labelAr, before?.labelAr),
    type: input.type,
    unit: input.unit,
    choices: input.choices.map((choice) => ({ value: choice.value, labelAr: keptTwin(choice.labelAr, labelsBefore.get(choice.value.toLowerCase())) })),
    filterable: input.filterable,
    inCompare: input.inCompare,
    inSpecTable: input.inSpecTable,
    onCard: input.onCard,
    sortOrder,
  };
}

async function mustFindCategory(db: DbOrTx, categoryId: string) {
  if (!(await categoryExists(db, categoryId))) throw notFound('CATEGORY_NOT_FOUND');
}

async function mustFindAttribute(db: DbOrTx, categoryId: string, id: string): Promise<AttributeRow> {
  const row = await findAttribute(db, categoryId, id);
  if (!row) throw notFound('ATTRIBUTE_NOT_FOUND');
  return row;
}

async function assertCodeFree(db: DbOrTx, categoryId: string, code: string, exceptId?: string) {
  const taken = (await listAttributes(db, categoryId)).some((row) => row.code === code && row.id !== exceptId);
  if (taken) throw conflict('ATTRIBUTE_CODE_TAKEN');
}

/** A write that lost a race for the code is the pre-check's 409. */
const guardCode = <T>(write: () => Promise<T>) => conflictOnUniqueViolation('ATTRIBUTE_CODE_TAKEN', write);

/**
 * The stored values of the attribute under its new definition: converted where
 * they convert, else a 409 naming the products whose values block the change.
 */
async function convertValues(tx: DbOrTx, row: AttributeRow): Promise<void> {
  const rule: AttributeRule = { code: row.code, type: row.type, choices: row.choices };
  const stored = await valuesOf(tx, row.categoryId, row.code);
  const converted = stored.map((product) => ({ ...product, coerced: coerceAttributeValue(rule, product.value) }));
  const blocking = converted.filter((product) => !product.coerced.ok);
  if (blocking.length > 0) {
    throw new AppError('ATTRIBUTE_CHANGE_BLOCKED', 409, {
      params: { n: blocking.length },
      extra: { products: blocking.slice(0, BLOCKING_LISTED).map((product) => ({ _id: product.id, title: product.title })) },
    });
  }
  const changed = converted.flatMap((product) =>
    product.coerced.ok && JSON.stringify(product.coerced.value) !== JSON.stringify(product.value) ? [{ id: product.id, value: product.coerced.value }] : [],
  );
  await writeValues(tx, row.code, changed);
}

/** POST /admin/categories/{id}/attributes: the products of the category take their values from their specification rows of its label. */
export async function createCategoryAttribute(db: Db, actor: AuditActor, categoryId: string, input: AttributeInput, changed: CatalogueChanged): Promise<AttributeDefinition> {
  await mustFindCategory(db, categoryId);
  await assertCodeFree(db, categoryId, input.code);
  return changingCatalogue(changed, () => guardCode(() =>
    db.transaction(async (tx) => {
      const order = input.order ?? (await nextAttributeOrder(tx, categoryId));
      const id = await insertAttribute(tx, categoryId, toWrite(input, order));
      await carryOverFromSpecs(tx, id);
      const after = toAttributeDefinition(await mustFindAttribute(tx, categoryId, id));
      await recordAudit(tx, {
        actor,
        action: 'category.attribute_create',
        entityType: 'category',
        entityId: categoryId,
        summary: `Created attribute "${after.code}" of a category`,
        before: null,
        after,
      });
      return after;
    }),
  ));
}

/** PUT /admin/categories/{id}/attributes/{attributeId}: a renamed code moves the values; a new type or choices converts them. */
export async function updateCategoryAttribute(
  db: Db,
  actor: AuditActor,
  categoryId: string,
  id: string,
  input: AttributeInput,
  changed: CatalogueChanged,
): Promise<AttributeDefinition> {
  await mustFindAttribute(db, categoryId, id);
  await assertCodeFree(db, categoryId, input.code, id);
  return changingCatalogue(changed, () => guardCode(() =>
    db.transaction(async (tx) => {
      const was = await mustFindAttribute(tx, categoryId, id);
      if (!(await updateAttribute(tx, id, toWrite(input, input.order ?? was.sortOrder, was)))) throw notFound('ATTRIBUTE_NOT_FOUND');
      const row = await mustFindAttribute(tx, categoryId, id);
      if (row.type !== was.type || JSON.stringify(row.choices.map((c) => c.value)) !== JSON.stringify(was.choices.map((c) => c.value))) {
        await convertValues(tx, row);
      }
      const [before, after] = [toAttributeDefinition(was), toAttributeDefinition(row)];
      await recordAudit(tx, {
        actor,
        action: 'category.attribute_update',
        entityType: 'category',
        entityId: categoryId,
        summary: updateSummary('attribute', after.code, before, after),
        before,
        after,
      });
      return after;
    }),
  ));
}

/** DELETE /admin/categories/{id}/attributes/{attributeId}: the products' values of it go too (migration 0032's trigger). */
export async function deleteCategoryAttribute(db: Db, actor: AuditActor, categoryId: string, id: string, changed: CatalogueChanged): Promise<{ _id: string }> {
  return changingCatalogue(changed, () =>
    db.transaction(async (tx) => {
      const row = await mustFindAttribute(tx, categoryId, id);
      if (!(await deleteAttribute(tx, id))) throw notFound('ATTRIBUTE_NOT_FOUND');
      await recordAudit(tx, {
        actor,
        action: 'category.attribute_delete',
        entityType: 'category',
        entityId: categoryId,
        summary: `Deleted attribute "${row.code}" of a category`,
        before: toAttributeDefinition(row),
        after: null,
      });
      return { _id: id };
    }),
  );
}
