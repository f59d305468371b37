// Generated from contract/openapi.yaml by `npm run contract:types`: edit the document, not this file.

import type { Food } from './types';

/** A field's JSON type, the values it may take where the document lists them, and a list's items. */
export interface FieldShape {
  readonly type: 'string' | 'number' | 'boolean' | 'array';
  readonly enum?: readonly string[];
  readonly uniqueItems?: true;
  readonly items?: FieldShape;
  /** Every food has it; the others are optional (an extension a server may leave out). */
  readonly required?: true;
}

/** Every field of the document's Food schema, in its order. */
export const FOOD_FIELDS = {
  id: { type: 'string', required: true },
  name: { type: 'string', required: true },
  price: { type: 'number', required: true },
  stars: { type: 'number', required: true },
  favorite: { type: 'boolean', required: true },
  imageUrl: { type: 'string', required: true },
  origins: { type: 'array', items: { type: 'string' }, required: true },
  tags: { type: 'array', items: { type: 'string' }, required: true },
  cookTime: { type: 'string', required: true },
  description: { type: 'string' },
  diets: {
    type: 'array',
    uniqueItems: true,
    items: { type: 'string', enum: ['vegetarian', 'vegan', 'gluten-free'] },
  },
  allergens: {
    type: 'array',
    uniqueItems: true,
    items: {
      type: 'string',
      enum: [
        'gluten',
        'crustaceans',
        'eggs',
        'fish',
        'peanuts',
        'soybeans',
        'milk',
        'nuts',
        'celery',
        'mustard',
        'sesame',
        'sulphites',
        'lupin',
        'molluscs',
      ],
    },
  },
} as const satisfies Record<keyof Food, FieldShape>;
