import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaResolver } from './schema-resolver';

const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  pricePaise: z.number().int().min(0, 'Price cannot be negative'),
  discounts: z.object({ Gold: z.number().max(100, 'At most 100%') }),
});
type Input = z.input<typeof schema>;
interface Values {
  name: string;
  price: string;
  gold: string;
}
const toInput = (values: Values): Input => ({
  name: values.name,
  pricePaise: Math.round(Number(values.price) * 100),
  discounts: { Gold: Number(values.gold) },
});
const options = {} as Parameters<ReturnType<typeof schemaResolver<Values, Input>>>[2];

describe('schemaResolver', () => {
  const resolver = schemaResolver<Values, Input>(schema, { toInput, fieldOf: { pricePaise: 'price' } });

  it('passes valid values on as the schema input', async () => {
    const result = await resolver({ name: 'Rice', price: '12.50', gold: '5' }, undefined, options);
    expect(result).toEqual({
      values: { name: 'Rice', pricePaise: 1250, discounts: { Gold: 5 } },
      errors: {},
    });
  });

  it('reports only the first failing rule', async () => {
    const result = await resolver({ name: '', price: '-1', gold: '500' }, undefined, options);
    expect(result.errors).toEqual({ name: { type: 'validate', message: 'Name is required' } });
  });

  it('puts an error on the input that shows the field, nested where the field is nested', async () => {
    const price = await resolver({ name: 'Rice', price: '-1', gold: '5' }, undefined, options);
    expect(price.errors).toEqual({ price: { type: 'validate', message: 'Price cannot be negative' } });
    const gold = await resolver({ name: 'Rice', price: '1', gold: '500' }, undefined, options);
    expect(gold.errors).toEqual({ discounts: { Gold: { type: 'validate', message: 'At most 100%' } } });
  });

  it('says an issue in the form’s own words where given', async () => {
    const worded = schemaResolver<Values, Input>(schema, {
      toInput,
      message: (issue) => (issue.code === 'too_small' ? 'Please give the name' : issue.message),
    });
    const result = await worded({ name: '', price: '1', gold: '5' }, undefined, options);
    expect(result.errors).toEqual({ name: { type: 'validate', message: 'Please give the name' } });
  });
});
