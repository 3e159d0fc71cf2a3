import {
  type AdminBrand,
  type AdminCategory,
  type Brand,
  type Language,
  type Category,
  type ErrorCode,
  type MessageCode,
} from '@store/contract';
import type { Db, DbOrTx } from '#server/db/client';
import { AppError, conflict, notFound } from '#server/lib/app-error';
import { conflictOnUniqueViolation, isForeignKeyViolation } from '#server/lib/db-errors';
import { changingCatalogue, type CatalogueChanged } from '#server/plugins/catalogue-changes';
import { type AuditActor, recordAudit, updateSummary } from '#server/modules/audit/index';
import { keptTwin } from './arabic-kept';
import { localized } from './product-json';
import {
  brandsRepository,
  categoriesRepository,
  type TaxonomyRepository,
  type TaxonomyRow,
  type TaxonomyValues,
} from './taxonomy.repository';

// The rules of brands and categories (docs/store-rules.md#3-records-and-their-fields and #7-the-api):
// names are unique whatever their case (409), and one that products use cannot
// be deleted (409 saying how many).

interface TaxonomyCodes {
  notFound: ErrorCode;
  nameTaken: ErrorCode;
  inUse: ErrorCode;
  /** The sentence of `inUse` for one product. */
  inUseOne: MessageCode;
}

/** A brand or category form: the Arabic name absent keeps the current one on an update (arabic-kept.ts). */
export interface TaxonomyInput {
  name: string;
  nameAr?: string | null | undefined;
  isTop: boolean;
}

/** `T`: the shop's shape, its name in one language; `A`: the admin's, with the Arabic name beside the English. */
export interface TaxonomyService<T, A> {
  /** The shop's list, names in `lang` (the English where there is no Arabic). */
  list(db: DbOrTx, lang?: Language): Promise<T[]>;
  listForAdmin(db: DbOrTx): Promise<A[]>;
  /** Writes tell every catalogue cache once committed (`changed`): names and counts show on every shop page. */
  create(db: Db, actor: AuditActor, input: TaxonomyInput, changed: CatalogueChanged): Promise<A>;
  update(db: Db, actor: AuditActor, id: string, input: TaxonomyInput, changed: CatalogueChanged): Promise<A>;
  remove(db: Db, actor: AuditActor, id: string, changed: CatalogueChanged): Promise<{ _id: string }>;
}

/** Each change and its audit entry are one transaction (issue "The admin area", item 8). */
function createTaxonomyService<T extends object, A extends object>(
  kind: 'brand' | 'category',
  repo: TaxonomyRepository,
  codes: TaxonomyCodes,
  toJson: (row: TaxonomyRow, lang: Language) => T,
  toJsonWithArabic: (row: TaxonomyRow) => A,
): TaxonomyService<T, A> {
  // Audit entries and the admin's answers carry both languages.
  const toAdmin = toJsonWithArabic;
  const mustFind = async (db: DbOrTx, id: string) => {
    const row = await repo.findById(db, id);
    if (!row) throw notFound(codes.notFound);
    return row;
  };
  /** A write that lost a race for the name is the same 409 as the pre-check. */
  const guardName = <R>(write: () => Promise<R>) => conflictOnUniqueViolation(codes.nameTaken, write);
  // One code whatever the count: the web branches on it; the sentence is English's singular or plural.
  const inUse = (n: number) =>
    new AppError(codes.inUse, 409, { params: { n }, ...(n === 1 ? { sentence: codes.inUseOne } : {}) });

  return {
    async list(db, lang = 'en') {
      return (await repo.list(db)).map((row) => toJson(row, lang));
    },
    async listForAdmin(db) {
      return (await repo.list(db)).map(toAdmin);
    },
    async create(db, actor, input, changed) {
      const values: TaxonomyValues = { name: input.name, nameAr: input.nameAr || null, isTop: input.isTop };
      if (await repo.isNameTaken(db, values.name)) throw conflict(codes.nameTaken);
      return changingCatalogue(changed, () => guardName(() =>
        db.transaction(async (tx) => {
          const row = await mustFind(tx, await repo.insert(tx, values));
          const after = toAdmin(row);
          await recordAudit(tx, {
            actor,
            action: `${kind}.create`,
            entityType: kind,
            entityId: row.id,
            summary: `Created ${kind} "${row.name}"`,
            before: null,
            after,
          });
          return after;
        }),
      ));
    },
    async update(db, actor, id, input, changed) {
      await mustFind(db, id);
      if (await repo.isNameTaken(db, input.name, id)) throw conflict(codes.nameTaken);
      return changingCatalogue(changed, () => guardName(() =>
        db.transaction(async (tx) => {
          const was = await mustFind(tx, id);
          const before = toAdmin(was);
          const values: TaxonomyValues = { name: input.name, nameAr: keptTwin(input.nameAr, was.nameAr), isTop: input.isTop };
          if (!(await repo.update(tx, id, values))) throw notFound(codes.notFound);
          const row = await mustFind(tx, id);
          const after = toAdmin(row);
          await recordAudit(tx, {
            actor,
            action: `${kind}.update`,
            entityType: kind,
            entityId: id,
            summary: updateSummary(kind, row.name, before, after, ['productCount']),
            before,
            after,
          });
          return after;
        }),
      ));
    },
    async remove(db, actor, id, changed) {
      try {
        return await changingCatalogue(changed, () => db.transaction(async (tx) => {
          const row = await mustFind(tx, id);
          const used = await repo.countProducts(tx, id);
          if (used > 0) throw inUse(used);
          if (!(await repo.delete(tx, id))) throw notFound(codes.notFound);
          await recordAudit(tx, {
            actor,
            action: `${kind}.delete`,
            entityType: kind,
            entityId: id,
            summary: `Deleted ${kind} "${row.name}"`,
            before: toAdmin(row),
            after: null,
          });
          return { _id: id };
        }));
      } catch (error) {
        // A product was added between the count and the delete (the foreign key restricts);
        // counted again outside the transaction, which that failure ended.
        if (isForeignKeyViolation(error)) throw inUse(await repo.countProducts(db, id));
        throw error;
      }
    },
  };
}

const brandJson = (row: TaxonomyRow, lang: Language): Brand => ({
  _id: row.id,
  brand: localized(row.name, row.nameAr, lang),
  isTop: row.isTop,
  productCount: row.productCount,
});

export const brandsService = createTaxonomyService<Brand, AdminBrand>(
  'brand',
  brandsRepository,
  { notFound: 'BRAND_NOT_FOUND', nameTaken: 'BRAND_NAME_TAKEN', inUseOne: 'BRAND_IN_USE_ONE', inUse: 'BRAND_IN_USE' },
  brandJson,
  (row) => ({ ...brandJson(row, 'en'), brandAr: row.nameAr }),
);

const categoryJson = (row: TaxonomyRow, lang: Language): Category => ({
  _id: row.id,
  category: localized(row.name, row.nameAr, lang),
  slug: row.slug ?? '',
  isTop: row.isTop,
  productCount: row.productCount,
});

export const categoriesService = createTaxonomyService<Category, AdminCategory>(
  'category',
  categoriesRepository,
  {
    notFound: 'CATEGORY_NOT_FOUND',
    nameTaken: 'CATEGORY_NAME_TAKEN',
    inUseOne: 'CATEGORY_IN_USE_ONE',
    inUse: 'CATEGORY_IN_USE',
  },
  categoryJson,
  (row) => ({ ...categoryJson(row, 'en'), categoryAr: row.nameAr }),
);
