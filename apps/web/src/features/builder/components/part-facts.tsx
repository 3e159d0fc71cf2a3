import type { AttributeDefinition, BuildRole, Product } from '@store/contract';
import { partFacts } from '../builder-links';

/** A part's figures the rules read, as small labelled chips. */
export function PartFacts({ product, role, definitions }: { product: Product; role: BuildRole; definitions: readonly AttributeDefinition[] | undefined }) {
  const facts = partFacts(product, role, definitions);
  if (facts.length === 0) return null;
  return (
    <dl className="mt-1.5 flex flex-wrap gap-1.5 text-xs">
      {facts.map((fact) => (
        <div key={fact.label} className="flex gap-1 rounded-md bg-slate-100 px-2 py-0.5 text-slate-700">
          <dt className="text-slate-500">{fact.label}</dt>
          <dd className="font-medium">
            <bdi>{fact.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
