import type { Brand, Category, MessageCode } from '@store/contract';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import {
  brandsRepository,
  categoriesRepository,
  type TaxonomyRepository,
  type TaxonomyRow,
  type TaxonomyValues,
} from './taxonomy.repository';

// The rules of brands and categories (spec sections 3 and 7, DESIGN.md section 3):
// names are unique whatever their case (409), and one that products use cannot
// be deleted (409 saying how many).

interface TaxonomyCodes {
  notFound: MessageCode;
  nameTaken: MessageCode;
  inUseOne: MessageCode;
  inUse: MessageCode;
}

export interface TaxonomyService<T> {
  list(db: DbOrTx): Promise<T[]>;
  create(db: Db, values: TaxonomyValues): Promise<T>;
  update(db: Db, id: string, values: TaxonomyValues): Promise<T>;
  remove(db: Db, id: string): Promise<{ _id: string }>;
}

function createTaxonomyService<T>(
  repo: TaxonomyRepository,
  codes: TaxonomyCodes,
  toJson: (row: TaxonomyRow) => T,
): TaxonomyService<T> {
  const mustFind = async (db: DbOrTx, id: string) => {
    const row = await repo.findById(db, id);
    if (!row) throw notFound(codes.notFound);
    return row;
  };
  /** A write that lost a race for the name is the same 409 as the pre-check. */
  const guardName = async <R>(write: () => Promise<R>): Promise<R> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(codes.nameTaken);
      throw error;
    }
  };
  const inUse = (n: number) => (n === 1 ? conflict(codes.inUseOne) : conflict(codes.inUse, { n }));

  return {
    async list(db) {
      return (await repo.list(db)).map(toJson);
    },
    async create(db, values) {
      if (await repo.isNameTaken(db, values.name)) throw conflict(codes.nameTaken);
      const id = await guardName(() => repo.insert(db, values));
      return toJson(await mustFind(db, id));
    },
    async update(db, id, values) {
      await mustFind(db, id);
      if (await repo.isNameTaken(db, values.name, id)) throw conflict(codes.nameTaken);
      const updated = await guardName(() => repo.update(db, id, values));
      if (!updated) throw notFound(codes.notFound);
      return toJson(await mustFind(db, id));
    },
    async remove(db, id) {
      await mustFind(db, id);
      const used = await repo.countProducts(db, id);
      if (used > 0) throw inUse(used);
      try {
        if (!(await repo.delete(db, id))) throw notFound(codes.notFound);
      } catch (error) {
        // A product was added between the count and the delete (the foreign key restricts).
        if (isForeignKeyViolation(error)) throw inUse(await repo.countProducts(db, id));
        throw error;
      }
      return { _id: id };
    },
  };
}

export const brandsService = createTaxonomyService<Brand>(
  brandsRepository,
  { notFound: 'BRAND_NOT_FOUND', nameTaken: 'BRAND_NAME_TAKEN', inUseOne: 'BRAND_IN_USE_ONE', inUse: 'BRAND_IN_USE' },
  (row) => ({ _id: row.id, brand: row.name, isTop: row.isTop, productCount: row.productCount }),
);

export const categoriesService = createTaxonomyService<Category>(
  categoriesRepository,
  {
    notFound: 'CATEGORY_NOT_FOUND',
    nameTaken: 'CATEGORY_NAME_TAKEN',
    inUseOne: 'CATEGORY_IN_USE_ONE',
    inUse: 'CATEGORY_IN_USE',
  },
  (row) => ({ _id: row.id, category: row.name, isTop: row.isTop, productCount: row.productCount }),
);
