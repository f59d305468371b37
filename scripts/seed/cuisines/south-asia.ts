import type { Cuisine } from '../menu-types';

export const SOUTH_ASIAN_CUISINES: readonly Cuisine[] = [
  {
    name: 'Indian',
    origins: ['India', 'Punjab', 'Kerala', 'Hyderabad', 'Delhi'],
    palette: { table: '#fdf0d5', check: '#e36414', accent: '#0f7b4f' },
    dishes: [
      {
        kind: 'curry',
        tags: ['Curry'],
        names: [['Butter Chicken'], ['Chicken Tikka Masala'], ['Lamb Rogan Josh', 'Spicy']],
      },
      {
        kind: 'curry',
        tags: ['Curry', 'Vegetarian'],
        names: [['Palak Paneer'], ['Chana Masala'], ['Dal Makhani']],
      },
      {
        kind: 'curry',
        tags: ['Slow Food'],
        names: [
          ['Hyderabadi Chicken Biryani', 'Spicy'],
          ['Vegetable Biryani', 'Vegetarian'],
        ],
      },
      {
        kind: 'skewer',
        tags: ['Grill'],
        names: [['Paneer Tikka', 'Vegetarian'], ['Seekh Kebab', 'Spicy'], ['Tandoori Chicken Skewers']],
      },
      {
        kind: 'soup',
        tags: ['Soup'],
        names: [['Mulligatawny Soup'], ['Tomato Rasam', 'Vegetarian', 'Spicy']],
      },
      {
        kind: 'icecream',
        tags: ['Dessert'],
        names: [
          ['Mango Kulfi', 'Vegetarian'],
          ['Pistachio Kulfi', 'Vegetarian'],
        ],
      },
    ],
  },
  {
    name: 'Thai',
    origins: ['Thailand', 'Bangkok', 'Chiang Mai', 'Phuket', 'Isan'],
    palette: { table: '#e8f3e8', check: '#4f772d', accent: '#7b2d8e' },
    dishes: [
      {
        kind: 'noodles',
        tags: ['Noodles'],
        names: [['Pad Thai'], ['Pad See Ew'], ['Drunken Noodles', 'Spicy']],
      },
      {
        kind: 'curry',
        tags: ['Curry'],
        names: [['Green Curry', 'Spicy'], ['Massaman Curry'], ['Red Duck Curry', 'Spicy']],
      },
      { kind: 'soup', tags: ['Soup', 'Spicy'], names: [['Tom Yum Goong', 'Seafood'], ['Tom Kha Gai']] },
      {
        kind: 'salad',
        tags: ['Salad'],
        names: [
          ['Som Tam Papaya Salad', 'Spicy', 'Vegetarian'],
          ['Larb Gai', 'Spicy'],
          ['Yum Woon Sen', 'Seafood'],
        ],
      },
      { kind: 'skewer', tags: ['Grill', 'Street Food'], names: [['Chicken Satay'], ['Moo Ping Skewers']] },
      {
        kind: 'icecream',
        tags: ['Dessert'],
        names: [
          ['Coconut Ice Cream', 'Vegetarian'],
          ['Thai Tea Ice Cream', 'Vegetarian'],
        ],
      },
    ],
  },
];
