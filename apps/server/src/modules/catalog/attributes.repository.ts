import { and, asc, eq, sql } from 'drizzle-orm';
import type { AttributeType, AttributeValue } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { categories, categoryAttributes, products, type AttributeChoiceJson } from '#server/db/schema/index';

// A category's typed attributes and the values products carry (docs/decisions/048).
// The values follow a definition's removal and a code's rename by the triggers of
// migration 0032; the rules are attributes.service.ts's.

export type AttributeRow = typeof categoryAttributes.$inferSelect;

export interface AttributeValuesToWrite {
  code: string;
  label: string;
  labelAr: string | null;
  type: AttributeType;
  unit: string | null;
  choices: AttributeChoiceJson[];
  filterable: boolean;
  inCompare: boolean;
  inSpecTable: boolean;
  onCard: boolean;
  sortOrder: number;
}

/** Every category's attributes, in each category's order (the catalogue's CSV file). */
export function listEveryAttribute(db: DbOrTx): Promise<AttributeRow[]> {
  return db
    .select()
    .from(categoryAttributes)
    .orderBy(asc(categoryAttributes.categoryId), asc(categoryAttributes.sortOrder), asc(categoryAttributes.createdAt), asc(categoryAttributes.code));
}

/** A category's attributes in their order. */
export function listAttributes(db: DbOrTx, categoryId: string): Promise<AttributeRow[]> {
  return db
    .select()
    .from(categoryAttributes)
    .where(eq(categoryAttributes.categoryId, categoryId))
    .orderBy(asc(categoryAttributes.sortOrder), asc(categoryAttributes.createdAt), asc(categoryAttributes.code));
}

export async function findAttribute(db: DbOrTx, categoryId: string, id: string): Promise<AttributeRow | null> {
  const [row] = await db
    .select()
    .from(categoryAttributes)
    .where(and(eq(categoryAttributes.categoryId, categoryId), eq(categoryAttributes.id, id)));
  return row ?? null;
}

export async function categoryExists(db: DbOrTx, categoryId: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  return row !== undefined;
}

/** The order after the category's last attribute. */
export async function nextAttributeOrder(db: DbOrTx, categoryId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${categoryAttributes.sortOrder}) + 1, 0)::int` })
    .from(categoryAttributes)
    .where(eq(categoryAttributes.categoryId, categoryId));
  return row?.next ?? 0;
}

export async function insertAttribute(db: DbOrTx, categoryId: string, values: AttributeValuesToWrite): Promise<string> {
  const [row] = await db.insert(categoryAttributes).values({ ...values, categoryId }).returning({ id: categoryAttributes.id });
  if (!row) throw new Error('insert into category_attributes returned no row');
  return row.id;
}

export async function updateAttribute(db: DbOrTx, id: string, values: AttributeValuesToWrite): Promise<boolean> {
  const rows = await db.update(categoryAttributes).set(values).where(eq(categoryAttributes.id, id)).returning({ id: categoryAttributes.id });
  return rows.length > 0;
}

export async function deleteAttribute(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(categoryAttributes).where(eq(categoryAttributes.id, id)).returning({ id: categoryAttributes.id });
  return rows.length > 0;
}

/** Products of the category without a value for the attribute take one from their specification row of its label (migration 0032). */
export async function carryOverFromSpecs(db: DbOrTx, id: string): Promise<void> {
  await db.execute(sql`select category_attribute_carry_over(${id}::uuid)`);
}

/** Every value of `code` in the category's products, to convert on a change of type or choices. */
export function valuesOf(db: DbOrTx, categoryId: string, code: string): Promise<{ id: string; title: string; value: unknown }[]> {
  return db
    .select({ id: products.id, title: products.title, value: sql<unknown>`${products.attributes} -> ${code}::text` })
    .from(products)
    .where(and(eq(products.categoryId, categoryId), sql`${products.attributes} ? ${code}::text`))
    .orderBy(asc(products.title));
}

/** Writes converted values (null removes it) of one code, product by product. */
export async function writeValues(db: DbOrTx, code: string, values: { id: string; value: AttributeValue | null }[]): Promise<void> {
  for (const { id, value } of values) {
    const next = value === null ? sql`${products.attributes} - ${code}::text` : sql`${products.attributes} || jsonb_build_object(${code}::text, ${JSON.stringify(value)}::jsonb)`;
    await db.update(products).set({ attributes: next }).where(eq(products.id, id));
  }
}
