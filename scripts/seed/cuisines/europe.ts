import type { Cuisine } from '../menu-types';

export const EUROPEAN_CUISINES: readonly Cuisine[] = [
  {
    name: 'Italian',
    origins: ['Italy', 'Naples', 'Rome', 'Sicily', 'Tuscany'],
    palette: { table: '#f6e7d7', check: '#c8553d', accent: '#3d8b37' },
    dishes: [
      {
        kind: 'pizza',
        tags: ['Pizza', 'Fast Food'],
        names: [['Margherita Pizza', 'Vegetarian'], ['Pepperoni Pizza'], ['Diavola Pizza', 'Spicy']],
      },
      {
        kind: 'pizza',
        tags: ['Pizza'],
        names: [
          ['Funghi Pizza', 'Vegetarian'],
          ['Quattro Formaggi Pizza', 'Vegetarian'],
          ['Prosciutto e Rucola Pizza'],
        ],
      },
      {
        kind: 'noodles',
        tags: ['Pasta'],
        names: [['Spaghetti Carbonara'], ['Tagliatelle al Ragù'], ['Spaghetti alle Vongole', 'Seafood']],
      },
      {
        kind: 'soup',
        tags: ['Soup'],
        names: [
          ['Minestrone', 'Vegetarian'],
          ['Ribollita', 'Vegetarian'],
          ['Zuppa di Pesce', 'Seafood'],
        ],
      },
      {
        kind: 'cake',
        tags: ['Dessert'],
        names: [
          ['Tiramisu', 'Vegetarian'],
          ['Cassata Siciliana', 'Vegetarian'],
        ],
      },
      {
        kind: 'icecream',
        tags: ['Dessert'],
        names: [
          ['Pistachio Gelato', 'Vegetarian'],
          ['Stracciatella Gelato', 'Vegetarian'],
        ],
      },
    ],
  },
  {
    name: 'Greek',
    origins: ['Greece', 'Crete', 'Athens', 'Thessaloniki', 'Cyprus'],
    palette: { table: '#e4f0fb', check: '#1d5fa8', accent: '#1d5fa8' },
    dishes: [
      {
        kind: 'skewer',
        tags: ['Grill'],
        names: [['Chicken Souvlaki'], ['Lamb Souvlaki'], ['Halloumi Skewers', 'Vegetarian']],
      },
      {
        kind: 'taco',
        tags: ['Street Food'],
        names: [['Pork Gyro Pita'], ['Chicken Gyro Pita'], ['Falafel Pita', 'Vegetarian']],
      },
      {
        kind: 'salad',
        tags: ['Salad'],
        names: [
          ['Greek Village Salad', 'Vegetarian'],
          ['Lemon Orzo Salad', 'Vegetarian'],
        ],
      },
      {
        kind: 'soup',
        tags: ['Soup'],
        names: [['Avgolemono Soup'], ['Fasolada Bean Soup', 'Vegetarian'], ['Kakavia Fish Soup', 'Seafood']],
      },
      { kind: 'bake', tags: ['Slow Food'], names: [['Moussaka'], ['Pastitsio']] },
      {
        kind: 'cake',
        tags: ['Dessert'],
        names: [
          ['Baklava', 'Vegetarian'],
          ['Galaktoboureko', 'Vegetarian'],
        ],
      },
    ],
  },
];
