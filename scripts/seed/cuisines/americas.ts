import type { Cuisine } from '../menu-types';

export const AMERICAN_CUISINES: readonly Cuisine[] = [
  {
    name: 'American',
    origins: ['United States', 'Texas', 'New England', 'New York', 'Louisiana'],
    palette: { table: '#e3ecf5', check: '#274c77', accent: '#d62828' },
    dishes: [
      {
        kind: 'burger',
        tags: ['Burger', 'Fast Food'],
        names: [['Classic Cheeseburger'], ['Bacon Double Burger'], ['BBQ Smokehouse Burger']],
      },
      {
        kind: 'burger',
        tags: ['Burger', 'Fast Food'],
        names: [
          ['Mushroom Swiss Burger'],
          ['Crispy Chicken Burger'],
          ['Black Bean Veggie Burger', 'Vegetarian'],
        ],
      },
      {
        kind: 'salad',
        tags: ['Salad'],
        names: [['Cobb Salad'], ['Chicken Caesar Salad'], ['Waldorf Salad', 'Vegetarian']],
      },
      {
        kind: 'soup',
        tags: ['Soup'],
        names: [['New England Clam Chowder', 'Seafood'], ['Chicken Noodle Soup']],
      },
      {
        kind: 'skewer',
        tags: ['Grill'],
        names: [['BBQ Chicken Skewers'], ['Cajun Shrimp Skewers', 'Seafood', 'Spicy']],
      },
      {
        kind: 'cake',
        tags: ['Dessert'],
        names: [
          ['New York Cheesecake', 'Vegetarian'],
          ['Apple Pie', 'Vegetarian'],
          ['Pecan Pie', 'Vegetarian'],
        ],
      },
    ],
  },
  {
    name: 'Mexican',
    origins: ['Mexico', 'Oaxaca', 'Puebla', 'Yucatán', 'Baja California'],
    palette: { table: '#fbe3c4', check: '#e07a2f', accent: '#2a9d8f' },
    dishes: [
      {
        kind: 'taco',
        tags: ['Street Food'],
        names: [['Tacos al Pastor'], ['Carne Asada Tacos'], ['Baja Fish Tacos', 'Seafood']],
      },
      {
        kind: 'taco',
        tags: ['Street Food'],
        names: [['Chicken Tinga Tacos', 'Spicy'], ['Carnitas Tacos'], ['Mushroom Tacos', 'Vegetarian']],
      },
      {
        kind: 'soup',
        tags: ['Soup'],
        names: [
          ['Tortilla Soup', 'Vegetarian'],
          ['Pozole Rojo', 'Spicy'],
        ],
      },
      {
        kind: 'curry',
        tags: ['Slow Food'],
        names: [
          ['Mole Poblano', 'Spicy'],
          ['Chile Colorado', 'Spicy'],
        ],
      },
      { kind: 'salad', tags: ['Salad'], names: [['Street Corn Salad', 'Vegetarian'], ['Taco Salad']] },
      {
        kind: 'cake',
        tags: ['Dessert'],
        names: [
          ['Tres Leches Cake', 'Vegetarian'],
          ['Chocoflan', 'Vegetarian'],
        ],
      },
    ],
  },
];
