// Generated from contract/openapi.yaml by `npm run contract:types`: edit the document, not this file.

import type { Food } from './types';

/**
 * A field's JSON type, the values it may take where the document lists them, a list's items, and an
 * object's properties with those it must have.
 */
export interface FieldShape {
  readonly type: 'string' | 'number' | 'boolean' | 'array' | 'object';
  readonly enum?: readonly string[];
  readonly uniqueItems?: true;
  readonly items?: FieldShape;
  readonly properties?: { readonly [name: string]: FieldShape };
  readonly required?: readonly string[];
}

/** The fields a food may leave out: the extensions a server may not have. */
export type OptionalFoodField = { [K in keyof Food]-?: undefined extends Food[K] ? K : never }[keyof Food];

/** The fields of the document's Food that every food has, in the document's order. */
export const FOOD_REQUIRED_FIELDS = {
  id: { type: 'string' },
  name: { type: 'string' },
  price: { type: 'number' },
  stars: { type: 'number' },
  favorite: { type: 'boolean' },
  imageUrl: { type: 'string' },
  origins: { type: 'array', items: { type: 'string' } },
  tags: { type: 'array', items: { type: 'string' } },
  cookTime: { type: 'string' },
} as const satisfies Record<Exclude<keyof Food, OptionalFoodField>, FieldShape>;

/** The fields of the document's Food a food may leave out, in the document's order. */
export const FOOD_OPTIONAL_FIELDS = {
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
  optionGroups: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        min: { type: 'number' },
        max: { type: 'number' },
        choices: {
          type: 'array',
          items: {
            type: 'object',
            properties: { name: { type: 'string' }, price: { type: 'number' } },
            required: ['name', 'price'],
          },
        },
      },
      required: ['name', 'min', 'max', 'choices'],
    },
  },
} as const satisfies Record<OptionalFoodField, FieldShape>;
